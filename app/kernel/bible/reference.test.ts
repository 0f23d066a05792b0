import { describe, expect, it } from "vitest";
import { BIBLE_BOOKS } from "./books";
import { formatReference, parseCanonicalReference } from "./reference";

describe("canonical references", () => {
  it("knows all 66 books", () => {
    expect(BIBLE_BOOKS).toHaveLength(66);
    expect(BIBLE_BOOKS.filter((book) => book.testament === "NT")).toHaveLength(27);
  });

  it.each([
    ["Ephesians 5:25", "Eph", 5, 25, 25],
    ["1 Corinthians 10:12-13", "1Cor", 10, 12, 13],
    ["Song of Solomon 2:4", "Song", 2, 4, 4],
    ["psalms 23:1-6", "Ps", 23, 1, 6],
  ])("%s", (reference, id, chapter, start, end) => {
    const range = parseCanonicalReference(reference);
    expect(range?.book.id).toBe(id);
    expect([range?.chapter, range?.verseStart, range?.verseEnd]).toEqual([chapter, start, end]);
  });

  it.each(["Hezekiah 1:1", "John 22:1", "John 3", "John 3:0", "John 3:16-14", "", "John 3:16-17-18"])(
    "rejects %j",
    (reference) => {
      expect(parseCanonicalReference(reference)).toBeNull();
    },
  );

  it("formats back to the same text", () => {
    expect(formatReference(parseCanonicalReference("Proverbs 27:17")!)).toBe("Proverbs 27:17");
    expect(formatReference(parseCanonicalReference("Joshua 24:14-15")!)).toBe("Joshua 24:14-15");
  });
});
