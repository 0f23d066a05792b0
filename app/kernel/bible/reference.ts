/**
 * References in the app's own canonical form: "Book C:V" or "Book C:V-W" (one chapter), with the
 * World English Bible's book names ("1 Corinthians", "Psalms", "Song of Solomon"). Free text typed
 * by people or models is parsed elsewhere with a full reference parser; this is for stored data.
 */
import { BIBLE_BOOKS, type BibleBook } from "./books";

export interface VerseRange {
  book: BibleBook;
  chapter: number;
  verseStart: number;
  verseEnd: number;
}

const BY_NAME = new Map(BIBLE_BOOKS.map((book) => [book.name.toLowerCase(), book]));
const CANONICAL = /^(.+?)\s+(\d{1,3}):(\d{1,3})(?:-(\d{1,3}))?$/;

export function parseCanonicalReference(reference: string): VerseRange | null {
  const match = CANONICAL.exec(reference.trim());
  if (!match) return null;
  const book = BY_NAME.get(match[1]!.toLowerCase());
  if (!book) return null;
  const chapter = Number(match[2]);
  const verseStart = Number(match[3]);
  const verseEnd = match[4] ? Number(match[4]) : verseStart;
  if (chapter < 1 || chapter > book.chapters || verseStart < 1 || verseEnd < verseStart) return null;
  return { book, chapter, verseStart, verseEnd };
}

export function formatReference(range: VerseRange): string {
  const verses = range.verseEnd > range.verseStart ? `${range.verseStart}-${range.verseEnd}` : `${range.verseStart}`;
  return `${range.book.name} ${range.chapter}:${verses}`;
}
