import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BIBLE_BOOKS } from "./books";
import { LAST_VERSES, lastVerseOf, OMITTED_VERSES, verseCountOf, verseExists } from "./verse-counts";

const DATA = new URL("../../../worker/bible/data/web-verses.jsonl", import.meta.url);

describe("verse counts", () => {
  const verses = readFileSync(DATA, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as [string, number, number, string]);

  it("match the bundled data: every book's chapters, every chapter's last verse and count", () => {
    const counts = new Map<string, number>();
    const last = new Map<string, number>();
    for (const [book, chapter, verse] of verses) {
      const key = `${book}.${chapter}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      last.set(key, Math.max(last.get(key) ?? 0, verse));
    }
    for (const book of BIBLE_BOOKS) {
      expect(LAST_VERSES[book.id], book.name).toHaveLength(book.chapters);
      for (let chapter = 1; chapter <= book.chapters; chapter++) {
        expect(lastVerseOf(book.id, chapter), `${book.name} ${chapter}`).toBe(last.get(`${book.id}.${chapter}`));
        expect(verseCountOf(book.id, chapter), `${book.name} ${chapter}`).toBe(counts.get(`${book.id}.${chapter}`));
      }
    }
    expect(verses).toHaveLength(31_095);
    expect(Object.keys(LAST_VERSES)).toHaveLength(66);
  });

  it("knows every verse the data has, and no other", () => {
    const present = new Set(verses.map(([book, chapter, verse]) => `${book}.${chapter}.${verse}`));
    for (const key of present) {
      const [book, chapter, verse] = key.split(".");
      expect(verseExists(book!, Number(chapter), Number(verse)), key).toBe(true);
    }
    for (const key of OMITTED_VERSES) expect(present.has(key)).toBe(false);
  });

  it.each([
    ["John", 3, 16, true],
    ["John", 3, 36, true],
    ["John", 3, 37, false],
    ["John", 3, 0, false],
    ["John", 22, 1, false],
    ["John", 0, 1, false],
    ["Luke", 17, 36, false],
    ["Hezekiah", 1, 1, false],
    ["John", 3, 1.5, false],
  ])("%s %i:%s exists: %s", (book, chapter, verse, expected) => {
    expect(verseExists(book as string, chapter as number, verse as number)).toBe(expected);
  });
});
