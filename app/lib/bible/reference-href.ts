/**
 * Where a stored reference leads in the reader, without shipping a reference parser to the browser:
 * the app's canonical references ("Ephesians 5:25-28", "Psalms 23") map straight to a chapter and
 * verse anchor; any other spelling ("Eph 5:25", "Psalm 23") goes through the search page, whose
 * server-side reference jump (jump.server.ts, a real parser) redirects to the passage.
 */
import { BIBLE_BOOKS } from "./books";
import { chapterHref } from "./navigation";
import { parseCanonicalReference } from "./reference";

/** A run of free text, or a reference in it that links to the reader. */
export type ScriptureSegment =
  | { text: string; href?: undefined; label?: undefined }
  | { text: string; href: string; label: string };

const BY_NAME = new Map(BIBLE_BOOKS.map((book) => [book.name.toLowerCase(), book]));
const WHOLE_CHAPTER = /^(.+?)\s+(\d{1,3})$/;

export function referenceHref(reference: string): string {
  const trimmed = reference.trim();
  const range = parseCanonicalReference(trimmed);
  if (range) return chapterHref(range.book.id, range.chapter, range.verseStart, range.verseEnd);
  const chapter = WHOLE_CHAPTER.exec(trimmed);
  const book = chapter ? BY_NAME.get(chapter[1]!.toLowerCase()) : undefined;
  if (book && Number(chapter![2]) >= 1 && Number(chapter![2]) <= book.chapters)
    return chapterHref(book.id, Number(chapter![2]));
  return `/word/search?q=${encodeURIComponent(trimmed)}`;
}
