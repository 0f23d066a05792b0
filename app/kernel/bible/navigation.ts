/**
 * Where things are in the reader: book look-up from a URL segment, chapter links, and the chapters
 * either side of one (crossing books). Client-safe and small: only BIBLE_BOOKS, never the text.
 */
import { BIBLE_BOOKS, type BibleBook } from "./books";

export interface ChapterPosition {
  book: string;
  chapter: number;
}

/** Where /word opens for someone who has not read anything yet. */
export const DEFAULT_POSITION: ChapterPosition = { book: "John", chapter: 1 };

const BY_ID = new Map(BIBLE_BOOKS.map((book) => [book.id, book]));
const BY_KEY = new Map<string, BibleBook>();
for (const book of BIBLE_BOOKS) {
  BY_KEY.set(keyOf(book.id), book);
  BY_KEY.set(keyOf(book.name), book);
}
BY_KEY.set("psalm", BY_ID.get("Ps")!);
BY_KEY.set("songofsongs", BY_ID.get("Song")!);

function keyOf(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}

export function bookById(id: string): BibleBook | undefined {
  return BY_ID.get(id);
}

/**
 * The book a URL segment names: its OSIS id in any case ("John", "1cor") or its name written as a
 * slug ("1-corinthians", "Song of Solomon", "psalm"). Anything else is not a book.
 */
export function resolveBook(segment: string): BibleBook | null {
  if (segment.length > 40 || !/^[\p{L}\p{N} -]+$/u.test(segment)) return null;
  return BY_ID.get(segment) ?? BY_KEY.get(keyOf(segment)) ?? null;
}

/** A chapter number from a URL segment: 1–999 written plainly ("3", not "03", "3.0" or "+3"). */
export function parseChapterSegment(segment: string): number | null {
  return /^[1-9]\d{0,2}$/.test(segment) ? Number(segment) : null;
}

export function chapterExists(book: BibleBook, chapter: number): boolean {
  return Number.isInteger(chapter) && chapter >= 1 && chapter <= book.chapters;
}

/** "/word/John/3", with "#16" or "#16-18" when verses are named (the reader highlights them). */
export function chapterHref(
  bookId: string,
  chapter: number,
  verseStart?: number | null,
  verseEnd?: number | null
): string {
  const base = `/word/${encodeURIComponent(bookId)}/${chapter}`;
  if (!verseStart) return base;
  return verseEnd && verseEnd > verseStart ? `${base}#${verseStart}-${verseEnd}` : `${base}#${verseStart}`;
}

export function chapterLabel(book: BibleBook, chapter: number): string {
  return `${book.name} ${chapter}`;
}

/** The chapter before and after, continuing into the previous or next book; null at either end. */
export function adjacentChapters(
  bookId: string,
  chapter: number
): { previous: ChapterPosition | null; next: ChapterPosition | null } {
  const index = BIBLE_BOOKS.findIndex((book) => book.id === bookId);
  if (index < 0) return { previous: null, next: null };
  const book = BIBLE_BOOKS[index]!;
  const before = BIBLE_BOOKS[index - 1];
  const after = BIBLE_BOOKS[index + 1];
  const previous =
    chapter > 1
      ? { book: book.id, chapter: chapter - 1 }
      : before
      ? { book: before.id, chapter: before.chapters }
      : null;
  const next =
    chapter < book.chapters ? { book: book.id, chapter: chapter + 1 } : after ? { book: after.id, chapter: 1 } : null;
  return { previous, next };
}

/** A verse range named in a URL fragment: "16" or "16-18" (as chapterHref writes them). */
export function parseVerseFragment(fragment: string): { start: number; end: number } | null {
  const match = /^#?(\d{1,3})(?:-(\d{1,3}))?$/.exec(fragment);
  if (!match) return null;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : start;
  return start >= 1 && end >= start ? { start, end } : null;
}

/** Longer passages do not fit a square image at a readable size (worker/domain/verse-art.ts). */
export const VERSE_IMAGE_MAX_CHARS = 700;

/** The verse image (worker/routes/word.ts): "/api/word/verse-image/John/3/16-17.svg". */
export function verseImageHref(
  bookId: string,
  chapter: number,
  verseStart: number,
  verseEnd = verseStart,
  focus?: string
): string {
  const verses = verseEnd > verseStart ? `${verseStart}-${verseEnd}` : `${verseStart}`;
  const query = focus ? `?focus=${encodeURIComponent(focus)}` : "";
  return `/api/word/verse-image/${encodeURIComponent(bookId)}/${chapter}/${verses}.svg${query}`;
}
