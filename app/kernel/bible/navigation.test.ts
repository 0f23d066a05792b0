import { describe, expect, it } from "vitest";
import {
  adjacentChapters,
  chapterExists,
  chapterHref,
  parseChapterSegment,
  parseVerseFragment,
  resolveBook,
  verseImageHref,
} from "./navigation";

describe("resolveBook", () => {
  it.each([
    ["John", "John"],
    ["john", "John"],
    ["1cor", "1Cor"],
    ["1-corinthians", "1Cor"],
    ["1 Corinthians", "1Cor"],
    ["psalms", "Ps"],
    ["psalm", "Ps"],
    ["Song-of-Solomon", "Song"],
    ["song-of-songs", "Song"],
  ])("%s → %s", (segment, id) => {
    expect(resolveBook(segment)?.id).toBe(id);
  });

  it.each(["", "Hezekiah", "Tobit", "x".repeat(41), "../John"])("%s is not a book", (segment) => {
    expect(resolveBook(segment)).toBeNull();
  });
});

describe("chapters", () => {
  it.each([
    ["1", 1],
    ["150", 150],
    ["0", null],
    ["03", null],
    ["1000", null],
    ["3.0", null],
    ["+3", null],
    ["abc", null],
    ["", null],
  ])("segment %j → %j", (segment, chapter) => {
    expect(parseChapterSegment(segment)).toBe(chapter);
  });

  it("knows which chapters exist", () => {
    const john = resolveBook("John")!;
    expect(chapterExists(john, 21)).toBe(true);
    expect(chapterExists(john, 22)).toBe(false);
    expect(chapterExists(john, 0)).toBe(false);
  });

  it("links chapters and verse anchors", () => {
    expect(chapterHref("John", 3)).toBe("/word/John/3");
    expect(chapterHref("John", 3, 16)).toBe("/word/John/3#16");
    expect(chapterHref("John", 3, 16, 18)).toBe("/word/John/3#16-18");
    expect(chapterHref("John", 3, 16, 16)).toBe("/word/John/3#16");
    expect(verseImageHref("1Cor", 13, 4, 7)).toBe("/api/word/verse-image/1Cor/13/4-7.svg");
    expect(verseImageHref("John", 3, 16, 16, "Prayer Life")).toBe(
      "/api/word/verse-image/John/3/16.svg?focus=Prayer%20Life"
    );
  });

  it("steps across books and stops at the ends", () => {
    expect(adjacentChapters("John", 3)).toEqual({
      previous: { book: "John", chapter: 2 },
      next: { book: "John", chapter: 4 },
    });
    expect(adjacentChapters("Mal", 4).next).toEqual({ book: "Matt", chapter: 1 });
    expect(adjacentChapters("Matt", 1).previous).toEqual({ book: "Mal", chapter: 4 });
    expect(adjacentChapters("Gen", 1).previous).toBeNull();
    expect(adjacentChapters("Rev", 22).next).toBeNull();
  });

  it.each([
    ["#16", { start: 16, end: 16 }],
    ["16-18", { start: 16, end: 18 }],
    ["#18-16", null],
    ["#0", null],
    ["#note-abc", null],
    ["", null],
  ])("fragment %j → %j", (fragment, range) => {
    expect(parseVerseFragment(fragment)).toEqual(range);
  });
});
