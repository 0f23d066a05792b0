/**
 * /journal, /journal/{id} and /journal/export through the real worker (Remix loaders and actions
 * against migrated D1): the access matrix (visitor, owner A, another member B), search with LIKE
 * wildcards taken literally, edits and deletes that cannot touch another man's rows, the free entry
 * through the membership gate, and the Markdown and JSON downloads.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { usageMonth } from "../../app/kernel/dates";
import { journalEntries, monthlyUsageLimits, subscriptions } from "../../worker/db/schema";
import {
  excerptOf,
  exportJournalEntries,
  JOURNAL_PAGE_SIZE,
  listJournalEntries,
  normalizeSearch,
  parseCursor,
} from "../../worker/domain/journal-archive.server";
import { createDb } from "../../worker/db/client";
import { countRoundTrips } from "../../worker/db/round-trips";
import { EXPORT_PAGE_SIZE } from "../../worker/domain/paging.server";
import { ORIGIN, request, signUp, testDb } from "./helpers";

const ZONE = "America/Chicago";
const NOT_FOUND = "That entry was not found.";
const TOO_SHORT = "Journal entry must be at least 10 characters";
const TOO_LONG = "Journal entry too long";
const LIMIT_REASON = "You&#x27;ve reached your monthly limit of 10 journal entries. Upgrade to Premium for unlimited access.";

const member = () => signUp({ timeZone: ZONE });
const get = (path: string, cookie?: string) => request(path, { cookie });
/** A same-origin form post, as a browser sends it (Remix compares Origin with Host). */
const post = (path: string, cookie: string | undefined, entries: [string, string][]) =>
  request(path, { method: "POST", cookie, body: new URLSearchParams(entries), headers: { Origin: ORIGIN } });

const rowsOf = (userId: string) => testDb().select().from(journalEntries).where(eq(journalEntries.user_id, userId)).all();
const rowById = (id: string) => testDb().select().from(journalEntries).where(eq(journalEntries.id, id)).get();
const usageOf = async (userId: string) =>
  (
    await testDb()
      .select()
      .from(monthlyUsageLimits)
      .where(and(eq(monthlyUsageLimits.user_id, userId), eq(monthlyUsageLimits.month, usageMonth(ZONE))))
      .get()
  )?.journal_entries ?? 0;

let clock = Date.parse("2026-03-01T12:00:00Z");
type Seed = Omit<Partial<typeof journalEntries.$inferInsert>, "created_at"> & { created_at?: number };

/** Entries written one hour apart, in the order given (the last is the newest), unless dated. */
async function write(userId: string, entries: Seed[]) {
  const rows = entries.map((entry) => {
    clock += 60 * 60 * 1000;
    const at = new Date(entry.created_at ?? clock);
    return {
      user_id: userId,
      content: "A plain reflection.",
      entry_date: at.toISOString().slice(0, 10),
      ...entry,
      created_at: at,
      updated_at: at,
    };
  });
  // D1 binds at most 100 parameters a statement: a few rows per insert, all in one batch.
  const db = testDb();
  const chunks = Array.from({ length: Math.ceil(rows.length / 10) }, (_, index) => rows.slice(index * 10, index * 10 + 10));
  const [first, ...rest] = chunks.map((chunk) => db.insert(journalEntries).values(chunk).returning());
  return (await db.batch([first!, ...rest])).flat();
}

describe("the access matrix", () => {
  it.each([
    ["GET", "/journal"],
    ["GET", "/journal?q=prayer"],
    ["GET", "/journal/some-entry"],
    ["GET", "/journal/export?format=markdown"],
    ["GET", "/journal/export?format=json"],
    ["POST", "/journal"],
    ["POST", "/journal/some-entry"],
  ])("a visitor's %s %s is sent to sign in, and nothing is written", async (method, path) => {
    const before = await testDb().select({ id: journalEntries.id }).from(journalEntries).all();
    const response =
      method === "GET" ? await get(path) : await post(path, undefined, [["intent", "create"], ["content", "A visitor's reflection."]]);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
    expect(await testDb().select({ id: journalEntries.id }).from(journalEntries).all()).toHaveLength(before.length);
  });

  it("shows A his entries, newest first by month, and B none of them", async () => {
    const [a, b] = await Promise.all([member(), member()]);
    await write(a.id, [
      { content: "February words about patience.", devotional_title: "Slow to Anger", passage: "James 1:19", created_at: Date.parse("2026-02-10T15:00:00Z") },
      { content: "March words about my sons.", devotional_title: "Fathers, Do Not Provoke", passage: "Ephesians 6:4", created_at: Date.parse("2026-03-05T15:00:00Z") },
      { content: "A free entry from the truck.", created_at: Date.parse("2026-03-06T15:00:00Z") },
    ]);
    const html = await (await get("/journal", a.cookie)).text();
    const order = ["A free entry from the truck.", "March words about my sons.", "February words about patience."].map((text) => html.indexOf(text));
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((x, y) => x - y));
    expect(html.indexOf("March 2026")).toBeLessThan(html.indexOf("February 2026"));
    for (const text of ["Slow to Anger", "James 1:19", "Ephesians 6:4", "Free entry", "3 entries"]) expect(html).toContain(text);

    const ofB = await get("/journal", b.cookie);
    expect(ofB.status).toBe(200);
    const htmlOfB = await ofB.text();
    for (const text of ["March words", "February words", "free entry from the truck", "Slow to Anger"]) expect(htmlOfB).not.toContain(text);
    expect(htmlOfB).toContain("0 entries");
  });

  it("opens A's entry for A and answers B, and an unknown id, with 404", async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const [entry] = await write(a.id, [
      { content: "The reflection only A may read.", devotional_title: "Iron Sharpens Iron", passage: "Proverbs 27:17", reflection: "Who sharpens you?" },
    ]);
    const own = await get(`/journal/${entry!.id}`, a.cookie);
    expect(own.status).toBe(200);
    const html = await own.text();
    for (const text of ["The reflection only A may read.", "Iron Sharpens Iron", "Proverbs 27:17", "Who sharpens you?"]) expect(html).toContain(text);

    for (const path of [`/journal/${entry!.id}`, "/journal/00000000-0000-0000-0000-000000000000", "/journal/not%20an%20id"]) {
      const response = await get(path, path.endsWith(entry!.id) ? b.cookie : a.cookie);
      expect(response.status, path).toBe(404);
      const text = await response.text();
      expect(text).toContain(NOT_FOUND);
      expect(text).not.toContain("The reflection only A may read.");
    }
  });

  it("lets B neither edit nor delete A's entry: 404 and A's row unchanged", async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const [entry] = await write(a.id, [{ content: "A's words, left as they are." }]);
    const before = await rowById(entry!.id);

    const edit = await post(`/journal/${entry!.id}`, b.cookie, [["intent", "update"], ["content", "B rewrote this entry."]]);
    expect(edit.status).toBe(404);
    expect(await edit.text()).toContain(NOT_FOUND);
    const remove = await post(`/journal/${entry!.id}`, b.cookie, [["intent", "delete"]]);
    expect(remove.status).toBe(404);
    expect(await rowById(entry!.id)).toEqual(before);
    expect(await rowsOf(b.id)).toEqual([]);
  });
});

describe("search", () => {
  it("matches content, title and passage, ignoring case, only among the member's own entries", async () => {
    const [a, b] = await Promise.all([member(), member()]);
    await write(a.id, [
      { content: "Prayed for Sarah on the drive in." },
      { content: "Nothing much today.", devotional_title: "The Quiet Prayer" },
      { content: "Read slowly.", passage: "Psalm 46:10" },
      { content: "Unrelated words." },
    ]);
    await write(b.id, [{ content: "B prayed too, but A must not find it." }]);
    const db = testDb();
    const found = async (query: string) => (await listJournalEntries(db, a.id, { query })).entries.map((entry) => entry.excerpt).sort();
    expect(await found("PRAYER")).toEqual(["Nothing much today."]);
    expect(await found("pray")).toEqual(["Nothing much today.", "Prayed for Sarah on the drive in."]);
    expect(await found("psalm 46")).toEqual(["Read slowly."]);
    expect(await found("B prayed")).toEqual([]);
    expect((await listJournalEntries(db, a.id, { query: "pray" })).total).toBe(2);

    const html = await (await get(`/journal?q=${encodeURIComponent("pray")}`, a.cookie)).text();
    expect(html).toContain("2 entries match “pray”");
    expect(html).toContain("<mark");
    expect(html).not.toContain("Unrelated words.");
    expect(html).not.toContain("B prayed too");
  });

  it("takes % and _ literally, and finds a long phrase", async () => {
    const a = await member();
    await write(a.id, [
      { content: "I am 100% sure of His love." },
      { content: "There are 1000 reasons to give thanks." },
      { content: "My file was named a_b by mistake." },
      { content: "axb is not a word." },
      { content: "A backslash \\ in my notes." },
      { content: "Read Émile Cailliet on the Scriptures." },
      { content: `Lord, ${"teach me to number my days that I may gain a heart of wisdom ".repeat(2)}` },
    ]);
    const db = testDb();
    const found = async (query: string) => (await listJournalEntries(db, a.id, { query })).entries.map((entry) => entry.excerpt);
    expect(await found("100%")).toEqual(["I am 100% sure of His love."]);
    expect(await found("a_b")).toEqual(["My file was named a_b by mistake."]);
    expect(await found("%")).toEqual(["I am 100% sure of His love."]);
    expect(await found("_")).toEqual(["My file was named a_b by mistake."]);
    expect(await found("\\")).toEqual(["A backslash \\ in my notes."]);
    expect(await found("ÉMILE cailliet")).toEqual(["Read Émile Cailliet on the Scriptures."]);
    // Longer than D1's 50-byte LIKE pattern limit.
    const phrase = "teach me to number my days that I may gain a heart of wisdom";
    expect((await found(phrase.toUpperCase())).length).toBe(1);
    const html = await (await get(`/journal?q=${encodeURIComponent(phrase)}`, a.cookie)).text();
    expect(html).toContain("1 entry matches");
  });

  it("trims, folds spaces and caps a search; shows the words around a match far into an entry", () => {
    expect(normalizeSearch("  grace   and\npeace ")).toBe("grace and peace");
    expect(normalizeSearch("x".repeat(300))).toHaveLength(100);
    expect(normalizeSearch(null)).toBe("");
    const long = `${"word ".repeat(100)}hidden treasure ${"more ".repeat(100)}`;
    const excerpt = excerptOf(long, "treasure");
    expect(excerpt).toContain("hidden treasure");
    expect(excerpt.startsWith("…")).toBe(true);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerptOf("Short and whole.", "whole")).toBe("Short and whole.");
  });
});

describe("pages", () => {
  it("pages newest first without gaps or repeats, and ignores a malformed cursor", async () => {
    const a = await member();
    const written = await write(a.id, Array.from({ length: JOURNAL_PAGE_SIZE + 5 }, (_, index) => ({ content: `Entry number ${index}.` })));
    const db = testDb();
    const first = await listJournalEntries(db, a.id);
    expect(first.entries).toHaveLength(JOURNAL_PAGE_SIZE);
    expect(first.total).toBe(JOURNAL_PAGE_SIZE + 5);
    expect(first.nextCursor).not.toBeNull();
    const second = await listJournalEntries(db, a.id, { before: parseCursor(first.nextCursor) });
    expect(second.nextCursor).toBeNull();
    const ids = [...first.entries, ...second.entries].map((entry) => entry.id);
    expect(ids).toEqual(written.map((row) => row.id).reverse());

    expect(parseCursor("nonsense")).toBeNull();
    const html = await (await get("/journal?before=nonsense", a.cookie)).text();
    expect(html).toContain(`Entry number ${JOURNAL_PAGE_SIZE + 4}.`);
    const older = await (await get(`/journal?before=${encodeURIComponent(first.nextCursor!)}`, a.cookie)).text();
    expect(older).toContain("Entry number 0.");
    expect(older).not.toContain(`Entry number ${JOURNAL_PAGE_SIZE + 4}.`);
  });
});

describe("a free entry", () => {
  it("is saved trimmed, untied to a devotional, and counted as a journal entry", async () => {
    const a = await member();
    const response = await post("/journal", a.cookie, [["intent", "create"], ["content", "   Whatever is on my heart tonight.  "]]);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/journal");
    const [row] = await rowsOf(a.id);
    expect(row).toMatchObject({ content: "Whatever is on my heart tonight.", devotional_title: null, passage: null, devotional_progress_id: null });
    expect(await usageOf(a.id)).toBe(1);
  });

  it.each([
    ["9 characters", "a".repeat(9), TOO_SHORT],
    ["9 characters padded with spaces", `  ${"a".repeat(9)}  `, TOO_SHORT],
    ["5001 characters", "a".repeat(5001), TOO_LONG],
  ])("refuses %s with the journal's message and writes nothing", async (_name, content, message) => {
    const a = await member();
    const response = await post("/journal", a.cookie, [["intent", "create"], ["content", content]]);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
    expect(await rowsOf(a.id)).toEqual([]);
    expect(await usageOf(a.id)).toBe(0);
  });

  it("refuses a body far beyond any entry with 413, before reading it", async () => {
    const a = await member();
    for (const path of ["/journal", "/journal/some-entry"]) {
      const response = await post(path, a.cookie, [["intent", path === "/journal" ? "create" : "update"], ["content", "a".repeat(70_000)]]);
      expect(response.status, path).toBe(413);
      expect(await response.text()).toContain(TOO_LONG);
    }
    expect(await rowsOf(a.id)).toEqual([]);
  });

  it("refuses a missing field and an unknown intent with 400", async () => {
    const a = await member();
    expect((await post("/journal", a.cookie, [["intent", "create"]])).status).toBe(400);
    expect((await post("/journal", a.cookie, [["intent", "publish"], ["content", "Long enough to be saved."]])).status).toBe(400);
    expect((await post("/journal", a.cookie, [])).status).toBe(400);
    expect(await rowsOf(a.id)).toEqual([]);
  });

  it("stops a free member at 10 this month with Usage Limit Reached and the gate's reason", async () => {
    const a = await member();
    await testDb().insert(monthlyUsageLimits).values({ user_id: a.id, month: usageMonth(ZONE), journal_entries: 10 });
    const denied = await post("/journal", a.cookie, [["intent", "create"], ["content", "One more reflection, please."]]);
    expect(denied.status).toBe(403);
    const html = await denied.text();
    expect(html).toContain("Usage Limit Reached");
    expect(html).toContain(LIMIT_REASON);
    expect(await rowsOf(a.id)).toEqual([]);
    expect(await usageOf(a.id)).toBe(10);
  });

  it("lets a Premium member past 10", async () => {
    const a = await member();
    await testDb().batch([
      testDb().insert(monthlyUsageLimits).values({ user_id: a.id, month: usageMonth(ZONE), journal_entries: 10 }),
      testDb().insert(subscriptions).values({ user_id: a.id, plan_type: "premium_monthly", status: "active" }),
    ]);
    const response = await post("/journal", a.cookie, [["intent", "create"], ["content", "Entry number eleven."]]);
    expect(response.status).toBe(302);
    expect(await rowsOf(a.id)).toHaveLength(1);
  });
});

describe("editing and deleting", () => {
  it("edits A's entry with the same validation, without counting a new entry", async () => {
    const a = await member();
    const [entry] = await write(a.id, [{ content: "The first draft of my thoughts.", devotional_title: "Love as Christ Loved" }]);
    const path = `/journal/${entry!.id}`;

    for (const [content, message] of [["short", TOO_SHORT], ["a".repeat(5001), TOO_LONG], ["   ", TOO_SHORT]]) {
      const refused = await post(path, a.cookie, [["intent", "update"], ["content", content!]]);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(message);
    }
    expect((await rowById(entry!.id))?.content).toBe("The first draft of my thoughts.");

    const saved = await post(path, a.cookie, [["intent", "update"], ["content", "  The second, truer draft.  "]]);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(path);
    const row = await rowById(entry!.id);
    expect(row).toMatchObject({ content: "The second, truer draft.", devotional_title: "Love as Christ Loved", user_id: a.id });
    expect(row!.updated_at.getTime()).toBeGreaterThan(entry!.updated_at.getTime());
    expect(await usageOf(a.id)).toBe(0);
    expect(await (await get(path, a.cookie)).text()).toContain("The second, truer draft.");
  });

  it("deletes A's entry once; the second time it is not found", async () => {
    const a = await member();
    const [entry, kept] = await write(a.id, [{ content: "This one goes." }, { content: "This one stays." }]);
    const path = `/journal/${entry!.id}`;
    const deleted = await post(path, a.cookie, [["intent", "delete"]]);
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/journal");
    expect((await rowsOf(a.id)).map((row) => row.id)).toEqual([kept!.id]);
    expect((await post(path, a.cookie, [["intent", "delete"]])).status).toBe(404);
    expect((await get(path, a.cookie)).status).toBe(404);
    expect((await post(path, a.cookie, [["intent", "archive"]])).status).toBe(400);
  });
});

describe("export", () => {
  it("downloads A's entries as Markdown and as JSON, never B's", async () => {
    const [a, b] = await Promise.all([member(), member()]);
    await write(a.id, [
      { content: "Markdown keeps my words.", devotional_title: "Iron Sharpens Iron", passage: "Proverbs 27:17", created_at: Date.parse("2026-01-10T15:00:00Z") },
      { content: "A free entry for the file.", created_at: Date.parse("2026-02-11T15:00:00Z") },
    ]);
    await write(b.id, [{ content: "B's private words." }]);

    const markdown = await get("/journal/export?format=markdown", a.cookie);
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get("Content-Type")).toBe("text/markdown; charset=utf-8");
    expect(markdown.headers.get("Content-Disposition")).toMatch(/^attachment; filename="shepherd-journal-\d{4}-\d{2}-\d{2}\.md"$/);
    expect(markdown.headers.get("Cache-Control")).toBe("private, no-store");
    const text = await markdown.text();
    expect(text).toContain("# Shepherd journal");
    expect(text).toContain("## February 2026");
    expect(text).toContain("### Saturday, January 10, 2026 — Iron Sharpens Iron");
    expect(text.indexOf("A free entry for the file.")).toBeLessThan(text.indexOf("Markdown keeps my words."));
    expect(text).not.toContain("B's private words.");

    const json = await get("/journal/export?format=json", a.cookie);
    expect(json.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(json.headers.get("Content-Disposition")).toMatch(/filename="shepherd-journal-\d{4}-\d{2}-\d{2}\.json"$/);
    const body = (await json.json()) as { entry_count: number; entries: { content: string; passage: string | null }[] };
    expect(body.entry_count).toBe(2);
    expect(body.entries.map((entry) => entry.content)).toEqual(["A free entry for the file.", "Markdown keeps my words."]);
    expect(JSON.stringify(body)).not.toContain("user_id");

    const ofB = (await (await get("/journal/export?format=json", b.cookie)).json()) as { entries: { content: string }[] };
    expect(ofB.entries.map((entry) => entry.content)).toEqual(["B's private words."]);
  });

  it("exports every entry of a journal longer than one page, reading it page by page", async () => {
    const a = await member();
    const total = EXPORT_PAGE_SIZE * 2 + 234;
    const insert = env.DB.prepare(
      "INSERT INTO journal_entries (id, user_id, entry_date, content, created_at, updated_at) VALUES (?, ?, '2026-01-01', ?, ?, ?)",
    );
    // Entries written in the same millisecond (ten at a time) must neither repeat nor go missing at a page's edge.
    const statements = Array.from({ length: total }, (_, n) => {
      const at = Date.parse("2026-01-01T12:00:00Z") + Math.floor(n / 10) * 1000;
      return insert.bind(`long-${String(n).padStart(5, "0")}`, a.id, `Entry number ${n}.`, at, at);
    });
    for (let start = 0; start < total; start += 500) await env.DB.batch(statements.slice(start, start + 500));

    const body = (await (await get("/journal/export?format=json", a.cookie)).json()) as { entry_count: number; entries: { id: string }[] };
    expect(body.entry_count).toBe(total);
    expect(new Set(body.entries.map((entry) => entry.id)).size).toBe(total);
    expect(body.entries[0]!.id).toBe(`long-${String(total - 1).padStart(5, "0")}`);

    let trips = 0;
    const counted = createDb(countRoundTrips(env.DB, () => (trips += 1)));
    expect(await exportJournalEntries(counted, a.id)).toHaveLength(total);
    expect(trips).toBe(Math.ceil(total / EXPORT_PAGE_SIZE));

    const account = JSON.parse(await (await get("/settings/export", a.cookie)).text()) as { journalEntries: { id: string }[] };
    expect(new Set(account.journalEntries.map((entry) => entry.id)).size).toBe(total);
    expect(account.journalEntries[0]!.id).toBe("long-00000");
  });

  it.each(["", "?format=csv", "?format="])("refuses an unknown format (%s) with 400", async (search) => {
    const a = await member();
    const response = await get(`/journal/export${search}`, a.cookie);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Choose Markdown");
  });
});
