/**
 * The offline content library is the product when no AI key is set, so it is held to its contract:
 * every reference exists in the bundled World English Bible, every quotation matches it, and the
 * lengths and rotation the issue asks for hold.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FOCUS_AREAS } from "../../app/lib/focus-areas";
import { parseCanonicalReference } from "../../app/lib/bible/reference";
import { builtInFallbackDevotionals, libraryDevotionals } from "../../worker/content/devotionals";
import { FALLBACK_PASSAGE_TEXT } from "../../worker/content/devotionals/fallback-text";
import { libraryWhispers } from "../../worker/content/whispers";

const verses = new Map<string, string>();
for (const line of readFileSync(new URL("../../worker/bible/data/web-verses.jsonl", import.meta.url), "utf8").split("\n")) {
  if (!line) continue;
  const [book, chapter, verse, text] = JSON.parse(line) as [string, number, number, string];
  verses.set(`${book}.${chapter}.${verse}`, text);
}

function passageText(reference: string): string | null {
  const range = parseCanonicalReference(reference);
  if (!range) return null;
  const parts: string[] = [];
  for (let verse = range.verseStart; verse <= range.verseEnd; verse++) {
    const text = verses.get(`${range.book.id}.${range.chapter}.${verse}`);
    if (text === undefined) return null;
    parts.push(text);
  }
  return parts.join(" ");
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9’' ]+/g, " ").replace(/\s+/g, " ").trim();

/** Quoted runs of six or more words must appear in the cited passage. */
function quotationsNotInPassage(content: string, passage: string): string[] {
  const quoted = [...content.matchAll(/“([^”]+)”/g)].map((match) => match[1]!).filter((quote) => words(quote) >= 6);
  const source = normalise(passage);
  return quoted.filter((quote) => !source.includes(normalise(quote)));
}

describe("devotional library", () => {
  const all = [...libraryDevotionals, ...builtInFallbackDevotionals];

  it("has 40 devotionals, five per focus area, rotating through the areas day by day", () => {
    expect(libraryDevotionals).toHaveLength(40);
    for (const area of FOCUS_AREAS) expect(libraryDevotionals.filter((d) => d.focusArea === area)).toHaveLength(5);
    expect(libraryDevotionals.slice(0, 8).map((d) => d.focusArea)).toEqual([...FOCUS_AREAS]);
  });

  it("has the spec's three built-in fallbacks in order", () => {
    expect(builtInFallbackDevotionals.map((d) => [d.passage, d.theme])).toEqual([
      ["Ephesians 5:25", "Marriage & Leadership"],
      ["Proverbs 27:17", "Brotherhood & Growth"],
      ["Joshua 24:15", "Family Leadership"],
    ]);
  });

  it("keeps each fallback's passage text identical to the bundled Bible", () => {
    for (const fallback of builtInFallbackDevotionals) {
      expect(FALLBACK_PASSAGE_TEXT[fallback.passage]).toBe(passageText(fallback.passage));
    }
  });

  it("never repeats a slug or a passage", () => {
    expect(new Set(all.map((d) => d.slug)).size).toBe(all.length);
    expect(new Set(all.map((d) => d.passage)).size).toBe(all.length);
  });

  it.each(all.map((d) => [d.slug, d] as const))("%s is complete and true to the text", (_slug, devotional) => {
    const passage = passageText(devotional.passage);
    expect(passage, `${devotional.passage} must exist in the WEB`).not.toBeNull();
    expect(words(devotional.content)).toBeGreaterThanOrEqual(250);
    expect(words(devotional.content)).toBeLessThanOrEqual(450);
    expect(devotional.reflection.trim().endsWith("?")).toBe(true);
    expect(devotional.prayer.trim().endsWith("Amen.")).toBe(true);
    expect(quotationsNotInPassage(devotional.content, passage!)).toEqual([]);
  });
});

describe("whisper library", () => {
  it("has at least 15 whispers per trigger, each with a real verse", () => {
    for (const trigger of ["victory", "daily_checkin", "struggle"] as const) {
      expect(libraryWhispers.filter((w) => w.triggerType === trigger).length).toBeGreaterThanOrEqual(15);
    }
    for (const whisper of libraryWhispers) {
      expect(passageText(whisper.verse), `${whisper.slug}: ${whisper.verse}`).not.toBeNull();
      expect(words(whisper.message)).toBeGreaterThanOrEqual(25);
      expect(words(whisper.message)).toBeLessThanOrEqual(70);
    }
    expect(new Set(libraryWhispers.map((w) => w.slug)).size).toBe(libraryWhispers.length);
  });
});
