/**
 * Scripture references become links to the reader (docs/decisions/017-word-links-and-chapter-audio.md), found
 * on the server and sent as plain hrefs: the devotional's passage on Today (a visitor's built-in
 * one and a member's), references inside its content, reflection and prayer, the whisper's verse
 * on Today, in the API and on /whispers, and a journal entry's passage. Text that is not a
 * reference the World English Bible has stays text.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { chapterHref } from "../../app/kernel/bible/navigation";
import { parseCanonicalReference } from "../../app/kernel/bible/reference";
import { localDate } from "../../app/kernel/dates";
import { devotionals, encouragementWhispers } from "../../worker/db/schema";
import { forgetDevotional } from "../../worker/domain/devotional-cache.server";
import { devotionalForToday, fallbackDevotional } from "../../worker/domain/devotionals.server";
import { apiClient, okJson, request, signUp, testDb } from "./helpers";

const ZONE = "America/Chicago";

/** The reader's address for a canonical reference, worked out without the server's parser. */
function readerHref(reference: string) {
  const range = parseCanonicalReference(reference);
  if (!range) throw new Error(`not a canonical reference: ${reference}`);
  return chapterHref(range.book.id, range.chapter, range.verseStart, range.verseEnd);
}

/** The text of every link in the page that leads to `href`. */
function linksTo(html: string, href: string): string[] {
  const escaped = href.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  return [...html.matchAll(new RegExp(`<a[^>]*href="${escaped}"[^>]*>([^<]*)</a>`, "g"))].map((match) => match[1]!);
}

/** Every link into the reader's chapters (the tab bar's "/word" aside). */
const readerLinks = (html: string) => [...html.matchAll(/href="(\/word\/[^"]+)"/g)].map((match) => match[1]!);
/** The text of every link in the page. */
const linkTexts = (html: string) => [...html.matchAll(/<a\b[^>]*>([^<]*)<\/a>/g)].map((match) => match[1]!);

describe("Today", () => {
  it("links a visitor's built-in devotional passage to the reader at its verse", async () => {
    const fallback = fallbackDevotional(localDate("UTC"));
    const html = await (await request("/")).text();
    expect(linksTo(html, readerHref(fallback.passage))).toEqual([fallback.passage]);
  });

  it("links a member's passage and the references in his devotional's content, reflection and prayer", async () => {
    const member = await signUp({ timeZone: ZONE });
    const stored = await devotionalForToday({ db: testDb(), env }, ZONE);
    await testDb()
      .update(devotionals)
      .set({
        content: `${stored.content}\n\nRead Col. 3:19 beside it, and at 5:30 tomorrow pray Psalm 23.`,
        reflection: "Where did you choose her today (1 Cor 13:4)?",
        prayer: "Lord, teach me the love of 1 Corinthians 13, and not the love of Hezekiah 3:16.\nAmen.",
      })
      .where(eq(devotionals.id, stored.id));
    // Written behind the app's back: the isolate's copy of the day's devotional goes too.
    forgetDevotional(stored.devotional_date);

    const html = await (await request("/", { cookie: member.cookie })).text();
    expect(linksTo(html, readerHref(stored.passage))).toEqual([stored.passage]);
    expect(linksTo(html, "/word/Col/3#19")).toEqual(["Col. 3:19"]);
    expect(linksTo(html, "/word/Ps/23")).toEqual(["Psalm 23"]);
    expect(linksTo(html, "/word/1Cor/13#4")).toEqual(["1 Cor 13:4"]);
    expect(linksTo(html, "/word/1Cor/13")).toEqual(["1 Corinthians 13"]);
    // A time of day and a book that does not exist are not links.
    expect(html).toContain("Hezekiah 3:16");
    expect(linkTexts(html).filter((text) => /Hezekiah|5:30/.test(text))).toEqual([]);
  });

  it("links the whisper's verse, in the page and in the API", async () => {
    const member = await signUp({ timeZone: ZONE });
    await devotionalForToday({ db: testDb(), env }, ZONE);
    await testDb()
      .insert(encouragementWhispers)
      .values({ user_id: member.id, message: "He restores your soul.", verse: "Psalms 23:3", whisper_date: localDate(ZONE) });

    const html = await (await request("/", { cookie: member.cookie })).text();
    expect(linksTo(html, "/word/Ps/23#3")).toEqual(["Psalms 23:3"]);

    const latest = await okJson(apiClient(member.cookie).whispers.latest.$get());
    expect(latest.whisper).toMatchObject({ verse: "Psalms 23:3", verse_href: "/word/Ps/23#3" });

    await request("/api/journal-entries", { method: "POST", cookie: member.cookie, json: { content: "A long enough reflection to ask for a victory whisper today." } });
    const made = await okJson(apiClient(member.cookie)["generate-encouragement"].$post({ json: { triggerType: "victory" } }));
    expect(made.whisper.verse).toBeTruthy();
    expect(made.whisper.verse_href).toBe(readerHref(made.whisper.verse!));
  });
});

describe("/whispers", () => {
  it("links each whisper's verse, and leaves one the WEB does not have as text", async () => {
    const member = await signUp();
    await testDb()
      .insert(encouragementWhispers)
      .values([
        { user_id: member.id, message: "The race is His.", trigger_type: "victory", verse: "Hebrews 12:1", whisper_date: "2026-04-10" },
        { user_id: member.id, message: "Near the brokenhearted.", trigger_type: "struggle", verse: "Psalm 34:18", whisper_date: "2026-04-11" },
        { user_id: member.id, message: "Not in this Bible.", trigger_type: "struggle", verse: "John 22:1", whisper_date: "2026-04-12" },
      ]);
    const html = await (await request("/whispers", { cookie: member.cookie })).text();
    expect(linksTo(html, "/word/Heb/12#1")).toEqual(["Hebrews 12:1"]);
    expect(linksTo(html, "/word/Ps/34#18")).toEqual(["Psalm 34:18"]);
    expect(html).toContain("John 22:1");
    expect(linkTexts(html)).not.toContain("John 22:1");
  });
});

describe("a journal entry", () => {
  async function entryWithPassage(cookie: string, passage: string) {
    const response = await apiClient(cookie)["journal-entries"].$post({
      json: { content: "Sharpened by a friend today.", devotional_title: "Iron Sharpens Iron", passage },
    });
    expect(response.status).toBe(201);
    return (await okJson(response)).entry.id;
  }

  it("links its passage to the reader; a passage that is not a reference stays text", async () => {
    const member = await signUp();
    const linked = await entryWithPassage(member.cookie, "Proverbs 27:17");
    const page = await (await request(`/journal/${linked}`, { cookie: member.cookie })).text();
    expect(linksTo(page, "/word/Prov/27#17")).toEqual(["Proverbs 27:17"]);

    const plain = await entryWithPassage(member.cookie, "A word from my pastor");
    const other = await (await request(`/journal/${plain}`, { cookie: member.cookie })).text();
    expect(other).toContain("A word from my pastor");
    expect(readerLinks(other)).toEqual([]);
  });
});
