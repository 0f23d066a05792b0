/**
 * The Word (/word, /api/word) through the real worker against migrated D1: the text as loaded
 * (every book's chapters, every chapter's verses), FTS5 search and its ranking, the reference jump,
 * chapter pages and deep links, the personal layer's access matrix (visitor, A, B), and bad input
 * → 400/404 with a message, never a 500 and nothing written.
 */
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BIBLE_BOOKS } from "../../app/kernel/bible/books";
import { parseCanonicalReference } from "../../app/kernel/bible/reference";
import { LAST_VERSES, verseCountOf } from "../../app/kernel/bible/verse-counts";
import { VERSES_OF_THE_DAY } from "../../app/kernel/bible/verse-of-the-day";
import { bibleHighlights, bibleNotes, bibleVerses, readingPositions } from "../../worker/db/schema";
import { versesQuery } from "../../worker/domain/bible.server";
import { request, signUp, testDb } from "./helpers";

type Json = Record<string, any>;

async function json(path: string, init: Parameters<typeof request>[1] = {}) {
  const response = await request(path, init);
  const body = response.headers.get("content-type")?.includes("json") ? ((await response.json()) as Json) : null;
  return { status: response.status, body, response };
}

const search = (query: string) => json(`/api/word/search?${query}`);

describe("the text in D1", () => {
  it("holds every book's chapters and every chapter's verses, as in the data (31,095 verses)", async () => {
    const rows = await testDb()
      .select({ book: bibleVerses.book, chapter: bibleVerses.chapter, count: sql<number>`count(*)` })
      .from(bibleVerses)
      .groupBy(bibleVerses.book, bibleVerses.chapter);
    const stored = new Map<string, Map<number, number>>();
    for (const row of rows) {
      if (!stored.has(row.book)) stored.set(row.book, new Map());
      stored.get(row.book)!.set(row.chapter, row.count);
    }
    expect([...stored.keys()].sort()).toEqual(BIBLE_BOOKS.map((book) => book.id).sort());
    for (const book of BIBLE_BOOKS) {
      const chapters = stored.get(book.id)!;
      expect(chapters.size, `${book.name} chapters`).toBe(book.chapters);
      expect(LAST_VERSES[book.id]!.length, `${book.name} verse table`).toBe(book.chapters);
      for (let chapter = 1; chapter <= book.chapters; chapter++) {
        expect(chapters.get(chapter), `${book.name} ${chapter}`).toBe(verseCountOf(book.id, chapter));
      }
    }
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(31_095);
  });

  it("has the search index over every verse", async () => {
    const [row] = await testDb().all<{ count: number }>(sql`SELECT count(*) AS count FROM bible_fts`);
    expect(row!.count).toBe(31_095);
  });

  it("ends Revelation with its verse, not the glossary the source module appended", async () => {
    const [verse] = await testDb()
      .select({ text: bibleVerses.text })
      .from(bibleVerses)
      .where(and(eq(bibleVerses.book, "Rev"), eq(bibleVerses.chapter, 22), eq(bibleVerses.verse, 21)));
    expect(verse!.text).toBe("The grace of the Lord Jesus Christ be with all the saints. Amen.");
    const { body } = await search("q=shekel&scope=Rev");
    expect(body!.total).toBe(0);
  });

  it("has every verse of the day", async () => {
    for (const { reference } of VERSES_OF_THE_DAY) {
      const range = parseCanonicalReference(reference);
      expect(range, reference).not.toBeNull();
      const rows = await versesQuery(testDb(), range!);
      expect(rows.length, reference).toBe(range!.verseEnd - range!.verseStart + 1);
    }
  });
});

describe("search (FTS5)", () => {
  it('ranks John 3:16 first for "loved the world", with the matches marked', async () => {
    const { status, body } = await search("q=loved%20the%20world");
    expect(status).toBe(200);
    expect(body!.results[0]).toMatchObject({
      book: "John",
      chapter: 3,
      verse: 16,
      reference: "John 3:16",
      href: "/word/John/3#16",
    });
    const marked = body!.results[0].segments
      .filter((segment: Json) => segment.match)
      .map((segment: Json) => segment.text);
    expect(marked).toEqual(expect.arrayContaining(["loved", "world"]));
  });

  it('finds "iron sharpens" (Proverbs 27:17) and stems words ("sharpen" finds "sharpens")', async () => {
    expect((await search("q=iron%20sharpens")).body!.results[0].reference).toBe("Proverbs 27:17");
    const { body } = await search("q=iron%20sharpen");
    expect(body!.results.map((hit: Json) => hit.reference)).toContain("Proverbs 27:17");
  });

  it("matches a quoted phrase only as a phrase", async () => {
    const phrase = await search(`q=${encodeURIComponent('"love one another"')}`);
    const words = await search("q=love%20one%20another");
    expect(phrase.body!.total).toBeGreaterThan(0);
    expect(phrase.body!.total).toBeLessThan(words.body!.total);
    expect(phrase.body!.results.map((hit: Json) => hit.reference)).toContain("John 13:34");
    // Unquoted, the verses that hold the words as a phrase still come first.
    const phraseRefs = new Set(phrase.body!.results.map((hit: Json) => hit.reference));
    expect(words.body!.results.slice(0, phrase.body!.total).every((hit: Json) => phraseRefs.has(hit.reference))).toBe(
      true
    );
  });

  it("filters by testament and by book, with counts for each", async () => {
    const all = (await search("q=shepherd")).body!;
    expect(all.counts.all).toBe(all.counts.OT + all.counts.NT);
    const nt = (await search("q=shepherd&scope=NT")).body!;
    expect(nt.total).toBe(all.counts.NT);
    expect(nt.results.every((hit: Json) => BIBLE_BOOKS.find((book) => book.id === hit.book)!.testament === "NT")).toBe(
      true
    );
    const john = (await search("q=shepherd&scope=John")).body!;
    expect(john.total).toBe(all.counts.books.find((entry: Json) => entry.book === "John").count);
    expect(john.results.every((hit: Json) => hit.book === "John")).toBe(true);
  });

  it("paginates: 20 a page, pages differ, the last page is the last", async () => {
    const first = (await search("q=love")).body!;
    const second = (await search("q=love&page=2")).body!;
    expect(first.results).toHaveLength(20);
    expect(first.pageCount).toBe(Math.min(Math.ceil(first.total / 20), 50));
    const seen = new Set(first.results.map((hit: Json) => hit.href));
    expect(second.results.some((hit: Json) => seen.has(hit.href))).toBe(false);
    const beyond = await search(`q=love&scope=Ruth&page=2`);
    expect(beyond.status).toBe(404);
    expect(beyond.body!.error).toMatch(/no page 2/);
  });

  it.each([
    ["q=love&page=0", "page"],
    ["q=love&page=51", "page"],
    ["q=love&page=999999999999", "page"],
    ["q=love&page=abc", "page"],
    ["q=love&page=-1", "page"],
    ["q=love&scope=Hezekiah", "scope"],
    [`q=${"a".repeat(201)}`, "q"],
    ["q=", "q"],
    ["q=%22%22%20%2A%20%28%29", "q"],
  ])("answers %s with a 400 about %s", async (query, field) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ field });
    expect(body!.error.length).toBeGreaterThan(5);
  });

  it.each([
    'love"',
    "NEAR(love world)",
    "text:love",
    "love OR",
    "-love",
    "love*",
    "^love",
    "'",
    "love AND NOT world",
    "{love}",
  ])("never lets FTS5 syntax through: %s", async (query) => {
    const { status } = await search(`q=${encodeURIComponent(query)}`);
    expect([200, 400]).toContain(status);
  });
});

describe("the reference jump", () => {
  it.each([
    ["eph 5:25", "/word/Eph/5#25", "Ephesians 5:25"],
    ["1 cor 13", "/word/1Cor/13", "1 Corinthians 13"],
    ["John 3:16", "/word/John/3#16", "John 3:16"],
    ["jn 3 16", "/word/John/3#16", "John 3:16"],
    ["Psalm 23", "/word/Ps/23", "Psalms 23"],
    ["ps119:105", "/word/Ps/119#105", "Psalms 119:105"],
    ["1co13:4-7", "/word/1Cor/13#4-7", "1 Corinthians 13:4-7"],
    ["First Corinthians 13", "/word/1Cor/13", "1 Corinthians 13"],
    ["Song 2:4", "/word/Song/2#4", "Song of Solomon 2:4"],
    ["jude 3", "/word/Jude/1#3", "Jude 1:3"],
    ["phil 4.13", "/word/Phil/4#13", "Philippians 4:13"],
  ])("%s → %s", async (query, href, label) => {
    const { status, body } = await search(`q=${encodeURIComponent(query)}`);
    expect(status).toBe(200);
    expect(body!.reference).toEqual({ kind: "passage", href, label });
    const page = await request(`/word/search?q=${encodeURIComponent(query)}`);
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe(href);
  });

  it("searches words that name a book or follow a reference", async () => {
    expect((await search("q=job")).body!.results.length).toBeGreaterThan(0);
    expect((await search("q=eph%205%3A25%20husbands")).body!.reference).toBeUndefined();
  });

  it("says when a reference does not exist", async () => {
    const { status, body } = await search("q=john%2030");
    expect(status).toBe(404);
    expect(body!.error).toBe("There is no John 30. John has 21 chapters.");
    const verse = await search("q=john%203%3A99");
    expect(verse.body!.error).toBe("There is no John 3:99. John 3 has 36 verses.");
    expect((await request("/word/search?q=john%2030")).status).toBe(404);
  });
});

describe("chapter pages", () => {
  it("server-renders a chapter with verse anchors, titles and chapter links", async () => {
    const response = await request("/word/John/3");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('id="16"');
    expect(html).toContain("For God so loved the world");
    expect(html).toContain('href="/word/John/2"');
    expect(html).toContain('href="/word/John/4"');
    const psalm = await (await request("/word/Ps/23")).text();
    expect(psalm).toContain("A Psalm by David.");
    expect(psalm).toContain("Yahweh is my shepherd;");
  });

  it("continues across books and stops at either end", async () => {
    expect(await (await request("/word/Mal/4")).text()).toContain('href="/word/Matt/1"');
    const genesis = await (await request("/word/Gen/1")).text();
    expect(genesis).not.toContain('rel="prev"');
  });

  it.each([
    ["/word/psalms/23", "/word/Ps/23"],
    ["/word/1-corinthians/13", "/word/1Cor/13"],
    ["/word/john/3?x=1", "/word/John/3?x=1"],
  ])("redirects %s to %s", async (path, location) => {
    const response = await request(path);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(location);
  });

  it("opens a book at its first chapter", async () => {
    const response = await request("/word/Rom");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/word/Rom/1");
  });

  it.each([
    "/word/Hezekiah/1",
    "/word/John/0",
    "/word/John/22",
    "/word/John/abc",
    "/word/John/03",
    "/word/Obad/2",
    "/word/Nope",
  ])("%s is a 404 page", async (path) => {
    expect((await request(path)).status).toBe(404);
  });

  it.each([
    ["/api/word/chapters/Hezekiah/1", "book"],
    ["/api/word/chapters/John/0", "chapter"],
    ["/api/word/chapters/John/22", "chapter"],
    ["/api/word/chapters/John/99999999999", "chapter"],
  ])("the chapter API answers %s with a 404 about %s", async (path, field) => {
    const { status, body } = await json(path);
    expect(status).toBe(404);
    expect(body).toMatchObject({ field });
  });

  it("gives a chapter as JSON", async () => {
    const { status, body } = await json("/api/word/chapters/Luke/17");
    expect(status).toBe(200);
    expect(body!.verses).toHaveLength(36);
    expect(body!.verses.map((verse: Json) => verse.verse)).not.toContain(36);
  });

  it("opens /word at John 1 for a visitor, and where a member last read", async () => {
    expect(await (await request("/word")).text()).toContain("In the beginning was the Word");
    const member = await signUp();
    expect((await request("/word/Rom/8", { cookie: member.cookie })).status).toBe(200);
    await expect
      .poll(async () => testDb().select().from(readingPositions).where(eq(readingPositions.user_id, member.id)).get())
      .toMatchObject({ book: "Rom", chapter: 8 });
    const html = await (await request("/word", { cookie: member.cookie })).text();
    expect(html).toContain("Romans 8");
    expect(html).toContain("no condemnation");
    // Re-opening the same chapter (a reload, a revalidation) writes nothing.
    const before = await testDb().select().from(readingPositions).where(eq(readingPositions.user_id, member.id)).get();
    await request("/word/Rom/8", { cookie: member.cookie });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await testDb().select().from(readingPositions).where(eq(readingPositions.user_id, member.id)).get()).toEqual(
      before
    );
  });

  it("shows the verse of the day on /word, the same for a date everywhere", async () => {
    const day = await json("/api/word/verse-of-the-day?date=2026-11-22");
    expect(day.status).toBe(200);
    expect(day.body).toMatchObject({ date: "2026-11-22" });
    expect((await json("/api/word/verse-of-the-day?date=2026-11-22")).body).toEqual(day.body);
    expect((await json("/api/word/verse-of-the-day?date=2026-11-23")).body!.reference).not.toBe(day.body!.reference);
    expect((await json("/api/word/verse-of-the-day?date=2026-02-30")).status).toBe(400);
    const today = (await json("/api/word/verse-of-the-day")).body!;
    expect(await (await request("/word")).text()).toContain(today.reference);
  });
});

describe("verse images", () => {
  it("draws a verse over artwork as SVG", async () => {
    const response = await request("/api/word/verse-image/John/3/16.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    const svg = await response.text();
    expect(svg).toContain("John 3:16");
    expect(svg).toContain("loved the world");
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1080 1080"/);
    expect((await request("/api/word/verse-image/1Cor/13/4-7.svg")).status).toBe(200);
  });

  it.each([
    ["/api/word/verse-image/John/3/0.svg", 404],
    ["/api/word/verse-image/John/3/37.svg", 404],
    ["/api/word/verse-image/John/3/16-99.svg", 404],
    ["/api/word/verse-image/John/3/18-16.svg", 404],
    ["/api/word/verse-image/John/3/16.png", 404],
    ["/api/word/verse-image/John/22/1.svg", 404],
    ["/api/word/verse-image/Nope/1/1.svg", 404],
    ["/api/word/verse-image/Ps/119/1-40.svg", 400],
  ])("%s → %i", async (path, status) => {
    expect((await request(path)).status).toBe(status);
  });
});

describe("the personal layer: access matrix", () => {
  const highlight = { book: "John", chapter: 3, verses: [16, 17], color: "yellow" };
  const note = {
    book: "John",
    chapter: 3,
    verse_start: 16,
    verse_end: 17,
    note: "God so loved — so must I love my family.",
  };

  it.each([
    ["GET", "/api/word/highlights", undefined],
    ["PUT", "/api/word/highlights", highlight],
    ["DELETE", "/api/word/highlights", { book: "John", chapter: 3, verses: [16] }],
    ["GET", "/api/word/bookmarks", undefined],
    ["PUT", "/api/word/bookmarks", { book: "John", chapter: 3, verses: [16] }],
    ["DELETE", "/api/word/bookmarks", { book: "John", chapter: 3, verses: [16] }],
    ["GET", "/api/word/notes", undefined],
    ["POST", "/api/word/notes", note],
    ["PATCH", "/api/word/notes/any", { note: "x" }],
    ["DELETE", "/api/word/notes/any", undefined],
    ["GET", "/api/word/position", undefined],
    ["PUT", "/api/word/position", { book: "John", chapter: 3 }],
  ])("a visitor's %s %s is a 401", async (method, path, body) => {
    const { status, body: answer } = await json(path, { method, json: body });
    expect(status).toBe(401);
    expect(answer!.error).toMatch(/sign in/i);
  });

  it("a visitor's form post to the reader is a 401; /word/saved sends him to sign in", async () => {
    const form = new URLSearchParams({
      intent: "highlight",
      book: "John",
      chapter: "3",
      verses: "16",
      color: "yellow",
    });
    const post = await request("/word/John/3", {
      method: "POST",
      body: form,
      headers: { Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(post.status).toBe(401);
    const saved = await request("/word/saved");
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/auth?redirectTo=%2Fword%2Fsaved");
  });

  it("A's highlights, bookmarks and notes are A's alone", async () => {
    const a = await signUp();
    const b = await signUp();
    expect((await json("/api/word/highlights", { method: "PUT", json: highlight, cookie: a.cookie })).status).toBe(200);
    expect(
      (
        await json("/api/word/bookmarks", {
          method: "PUT",
          json: { book: "John", chapter: 3, verses: [16] },
          cookie: a.cookie,
        })
      ).status
    ).toBe(204);
    const created = await json("/api/word/notes", { method: "POST", json: note, cookie: a.cookie });
    expect(created.status).toBe(201);
    const noteId = created.body!.note.id as string;

    // A sees them, in the lists and in the reader.
    const aHighlights = (await json("/api/word/highlights", { cookie: a.cookie })).body!.highlights;
    expect(aHighlights).toEqual([expect.objectContaining({ reference: "John 3:16-17", color: "yellow" })]);
    expect((await json("/api/word/bookmarks", { cookie: a.cookie })).body!.bookmarks).toHaveLength(1);
    expect((await json("/api/word/notes?q=family", { cookie: a.cookie })).body!.notes).toEqual([
      expect.objectContaining({ id: noteId, reference: "John 3:16-17" }),
    ]);
    const aPage = await (await request("/word/John/3", { cookie: a.cookie })).text();
    expect(aPage).toContain('data-highlight="yellow"');
    expect(aPage).toContain("so must I love my family");

    // B sees none of it.
    expect((await json("/api/word/highlights", { cookie: b.cookie })).body!.highlights).toEqual([]);
    expect((await json("/api/word/bookmarks", { cookie: b.cookie })).body!.bookmarks).toEqual([]);
    expect((await json("/api/word/notes", { cookie: b.cookie })).body!.notes).toEqual([]);
    expect((await json("/api/word/notes?q=family", { cookie: b.cookie })).body!.notes).toEqual([]);
    const bPage = await (await request("/word/John/3", { cookie: b.cookie })).text();
    expect(bPage).not.toContain("data-highlight=");
    expect(bPage).not.toContain("so must I love my family");
    expect(await (await request("/word/saved", { cookie: b.cookie })).text()).not.toContain("so must I love my family");
    expect(await (await request("/word/John/3")).text()).not.toContain("so must I love my family");

    // B cannot change or delete A's note, through the API or a form post; nothing changes.
    const patch = await json(`/api/word/notes/${noteId}`, {
      method: "PATCH",
      json: { note: "B was here" },
      cookie: b.cookie,
    });
    expect(patch.status).toBe(404);
    expect((await json(`/api/word/notes/${noteId}`, { method: "DELETE", cookie: b.cookie })).status).toBe(404);
    const form = new URLSearchParams({ intent: "note-delete", id: noteId });
    const formPost = await request("/word/saved", {
      method: "POST",
      body: form,
      cookie: b.cookie,
      headers: { Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(formPost.status).toBe(404);
    // B clearing "his" highlight on the same verses touches only his rows.
    await json("/api/word/highlights", {
      method: "DELETE",
      json: { book: "John", chapter: 3, verses: [16, 17] },
      cookie: b.cookie,
    });
    const rows = await testDb().select().from(bibleNotes).where(eq(bibleNotes.id, noteId));
    expect(rows).toEqual([expect.objectContaining({ user_id: a.id, note: note.note })]);
    expect(await testDb().select().from(bibleHighlights).where(eq(bibleHighlights.user_id, a.id))).toHaveLength(2);

    // A can.
    const edited = await json(`/api/word/notes/${noteId}`, {
      method: "PATCH",
      json: { note: "Love is patient." },
      cookie: a.cookie,
    });
    expect(edited.body!.note.note).toBe("Love is patient.");
    expect((await json(`/api/word/notes/${noteId}`, { method: "DELETE", cookie: a.cookie })).status).toBe(204);
  });

  it("re-colours a highlight, filters by colour, and removes it", async () => {
    const a = await signUp();
    await json("/api/word/highlights", { method: "PUT", json: { ...highlight, verses: [16] }, cookie: a.cookie });
    await json("/api/word/highlights", {
      method: "PUT",
      json: { ...highlight, verses: [16], color: "blue" },
      cookie: a.cookie,
    });
    await json("/api/word/highlights", {
      method: "PUT",
      json: { book: "Ps", chapter: 23, verses: [1, 2, 3], color: "green" },
      cookie: a.cookie,
    });
    const blue = (await json("/api/word/highlights?color=blue", { cookie: a.cookie })).body!.highlights;
    expect(blue).toEqual([expect.objectContaining({ reference: "John 3:16", color: "blue" })]);
    const all = (await json("/api/word/highlights", { cookie: a.cookie })).body!.highlights;
    expect(all.map((item: Json) => item.reference).sort()).toEqual(["John 3:16", "Psalms 23:1-3"]);
    expect((await json("/api/word/highlights?color=purple", { cookie: a.cookie })).status).toBe(400);
    await json("/api/word/highlights", {
      method: "DELETE",
      json: { book: "Ps", chapter: 23, verses: [2] },
      cookie: a.cookie,
    });
    const after = (await json("/api/word/highlights?color=green", { cookie: a.cookie })).body!.highlights;
    expect(after.map((item: Json) => item.reference).sort()).toEqual(["Psalms 23:1", "Psalms 23:3"]);
  });

  it("takes the reader's form posts (highlight a whole long chapter in one go)", async () => {
    const a = await signUp();
    const verses = Array.from({ length: 176 }, (_, index) => index + 1).join(",");
    const post = await request("/word/Ps/119", {
      method: "POST",
      body: new URLSearchParams({ intent: "highlight", book: "Ps", chapter: "119", verses, color: "pink" }),
      cookie: a.cookie,
      headers: { Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(post.status).toBe(200);
    expect(await testDb().select().from(bibleHighlights).where(eq(bibleHighlights.user_id, a.id))).toHaveLength(176);
  });
});

describe("the personal layer: bad input", () => {
  const longNote = "x".repeat(2001);
  it.each([
    ["PUT", "/api/word/highlights", "{not json", "must be valid JSON"],
    ["PUT", "/api/word/highlights", {}, "book"],
    ["PUT", "/api/word/highlights", { book: "John", chapter: 3, verses: [16], color: "purple" }, "color"],
    ["PUT", "/api/word/highlights", { book: "John", chapter: 3, verses: [0], color: "yellow" }, "verse"],
    ["PUT", "/api/word/highlights", { book: "John", chapter: 3, verses: [37], color: "yellow" }, "verse"],
    ["PUT", "/api/word/highlights", { book: "John", chapter: 22, verses: [1], color: "yellow" }, "chapter"],
    ["PUT", "/api/word/highlights", { book: "John", chapter: 0, verses: [1], color: "yellow" }, "chapter"],
    ["PUT", "/api/word/highlights", { book: "John", chapter: 1e12, verses: [1], color: "yellow" }, "chapter"],
    ["PUT", "/api/word/highlights", { book: "John", chapter: "3", verses: [1], color: "yellow" }, "chapter"],
    ["PUT", "/api/word/highlights", { book: "John", chapter: 3, verses: [], color: "yellow" }, "verse"],
    ["PUT", "/api/word/highlights", { book: "John", chapter: 3, verses: Array(177).fill(1), color: "yellow" }, "verse"],
    ["PUT", "/api/word/highlights", { book: "Hezekiah", chapter: 3, verses: [1], color: "yellow" }, "book"],
    ["PUT", "/api/word/highlights", { book: "Luke", chapter: 17, verses: [36], color: "yellow" }, "verse"],
    ["PUT", "/api/word/bookmarks", { book: "John", chapter: 3, verses: ["16"] }, "verse"],
    ["POST", "/api/word/notes", { book: "John", chapter: 3, verse_start: 16, verse_end: 17, note: longNote }, "2000"],
    [
      "POST",
      "/api/word/notes",
      { book: "John", chapter: 3, verse_start: 16, verse_end: 17, note: "   " },
      "Write a note",
    ],
    ["POST", "/api/word/notes", { book: "John", chapter: 3, verse_start: 17, verse_end: 16, note: "x" }, "verse_end"],
    ["POST", "/api/word/notes", { book: "John", chapter: 3, verse_start: 16, verse_end: 40, note: "x" }, "verse"],
    ["PUT", "/api/word/position", { book: "John", chapter: 22 }, "chapter"],
  ])("%s %s %j → 400 naming %s; nothing written", async (method, path, body, about) => {
    const a = await signUp();
    const init = typeof body === "string" ? { body, headers: { "Content-Type": "application/json" } } : { json: body };
    const { status, body: answer } = await json(path, { method, cookie: a.cookie, ...init });
    expect(status).toBe(400);
    expect(`${answer!.error} ${answer!.field ?? ""}`).toMatch(new RegExp(about, "i"));
    const db = testDb();
    expect(await db.select().from(bibleHighlights).where(eq(bibleHighlights.user_id, a.id))).toEqual([]);
    expect(await db.select().from(bibleNotes).where(eq(bibleNotes.user_id, a.id))).toEqual([]);
  });

  it("refuses an oversized body with a 413", async () => {
    const a = await signUp();
    const { status } = await json("/api/word/notes", {
      method: "POST",
      cookie: a.cookie,
      json: { note: "x".repeat(20_000) },
    });
    expect(status).toBe(413);
  });

  it("answers random payloads on every JSON endpoint without a 5xx", async () => {
    const a = await signUp();
    let seed = 20261122;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const values = [
      null,
      true,
      -1,
      0,
      1.5,
      3,
      2 ** 53,
      "",
      "John",
      "yellow",
      "<script>",
      [],
      [1, 2],
      {},
      { nested: 1 },
      "x".repeat(3000),
    ];
    const pick = () => values[Math.floor(random() * values.length)];
    const keys = ["book", "chapter", "verses", "verse", "color", "verse_start", "verse_end", "note", "id"];
    const endpoints: [string, string][] = [
      ["PUT", "/api/word/highlights"],
      ["DELETE", "/api/word/highlights"],
      ["PUT", "/api/word/bookmarks"],
      ["DELETE", "/api/word/bookmarks"],
      ["POST", "/api/word/notes"],
      ["PATCH", "/api/word/notes/x"],
      ["PUT", "/api/word/position"],
    ];
    for (let round = 0; round < 8; round++) {
      for (const [method, path] of endpoints) {
        const body = Object.fromEntries(keys.filter(() => random() < 0.6).map((key) => [key, pick()]));
        const { status } = await json(path, { method, cookie: a.cookie, json: random() < 0.1 ? pick() : body });
        expect(status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
      const query = encodeURIComponent(String(pick()));
      expect((await search(`q=${query}&scope=${query}&page=${query}`)).status).toBeLessThan(500);
    }
  });
});
