/**
 * The Word's reader (docs/decisions/012-the-word.md): a chapter of the bundled World English Bible
 * with its titles, and — for a signed-in reader — his own highlights, bookmarks and notes on it,
 * all in one D1 round trip. Where he last read, and the verse of the day.
 */
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { DEFAULT_POSITION, bookById, type ChapterPosition } from "../../app/kernel/bible/navigation";
import { parseCanonicalReference } from "../../app/kernel/bible/reference";
import { lastVerseOf } from "../../app/kernel/bible/verse-counts";
import { verseOfTheDayFor } from "../../app/kernel/bible/verse-of-the-day";
import type { Database } from "../db/client";
import {
  bibleBookmarks,
  bibleHeadings,
  bibleHighlights,
  bibleNotes,
  bibleVerses,
  readingPositions,
} from "../db/schema";
import { versesQuery } from "./bible.server";
import type { Chapter, ChapterHeading, ChapterVerse, PersonalChapter, VerseOfTheDay } from "../../app/kernel/bible/chapter";

/** Null when the WEB has no such chapter. */
export async function readChapter(
  db: Database,
  userId: string | null,
  bookId: string,
  chapter: number
): Promise<Chapter | null> {
  return (await readChapterAndPosition(db, userId, bookId, chapter))?.chapter ?? null;
}

/**
 * A chapter page for a reader: the chapter, and where he last read remembered as this chapter —
 * written (after the response, `waitUntil`) only when it changed, so a reload or the revalidation
 * after a highlight costs no write. The stored position is read in the chapter's own batch.
 */
export async function openChapter(
  app: { db: Database; waitUntil(promise: Promise<unknown>): void },
  userId: string | null,
  bookId: string,
  chapter: number
): Promise<Chapter | null> {
  const found = await readChapterAndPosition(app.db, userId, bookId, chapter);
  if (!found) return null;
  const { lastRead } = found;
  if (userId && (lastRead?.book !== bookId || lastRead.chapter !== chapter)) {
    app.waitUntil(saveReadingPosition(app.db, userId, { book: bookId, chapter }));
  }
  return found.chapter;
}

/**
 * The World English Bible does not change while a deployment runs (a corrected text is a new
 * migration and a new deploy, hence a new isolate), so each isolate keeps the chapters it has read:
 * a chapter page then asks D1 only for the reader's own rows — a visitor's asks it nothing.
 */
const CHAPTER_TEXT_CACHE_SIZE = 300;
interface ChapterText {
  verses: ChapterVerse[];
  headings: ChapterHeading[];
}
const chapterTexts = new Map<string, ChapterText>();

function rememberChapterText(key: string, text: ChapterText) {
  if (chapterTexts.size >= CHAPTER_TEXT_CACHE_SIZE) chapterTexts.delete(chapterTexts.keys().next().value!);
  chapterTexts.set(key, text);
  return text;
}

/** Which chapter a read is of: a known one, or one D1 resolves inside the same batch. */
interface ChapterAt {
  book: string | SQL;
  chapter: number | SQL;
}

function chapterTextQueries(db: Database, at: ChapterAt) {
  const inChapter = (table: typeof bibleVerses | typeof bibleHeadings) =>
    and(eq(table.book, at.book), eq(table.chapter, at.chapter));
  return [
    db
      .select({ verse: bibleVerses.verse, text: bibleVerses.text })
      .from(bibleVerses)
      .where(inChapter(bibleVerses))
      .orderBy(asc(bibleVerses.verse)),
    db
      .select({ verse: bibleHeadings.verse, text: bibleHeadings.text })
      .from(bibleHeadings)
      .where(inChapter(bibleHeadings))
      .orderBy(asc(bibleHeadings.verse)),
  ] as const;
}

/** His highlights, bookmarks and notes on the chapter, and where he last read. */
function personalQueries(db: Database, userId: string, at: ChapterAt) {
  const mine = <T extends typeof bibleHighlights | typeof bibleBookmarks | typeof bibleNotes>(table: T) =>
    and(eq(table.user_id, userId), eq(table.book, at.book), eq(table.chapter, at.chapter));
  return [
    db
      .select({ verse: bibleHighlights.verse, color: bibleHighlights.color })
      .from(bibleHighlights)
      .where(mine(bibleHighlights)),
    db.select({ verse: bibleBookmarks.verse }).from(bibleBookmarks).where(mine(bibleBookmarks)),
    db
      .select({
        id: bibleNotes.id,
        verse_start: bibleNotes.verse_start,
        verse_end: bibleNotes.verse_end,
        note: bibleNotes.note,
        updated_at: bibleNotes.updated_at,
      })
      .from(bibleNotes)
      .where(mine(bibleNotes))
      .orderBy(asc(bibleNotes.verse_start), asc(bibleNotes.created_at)),
    db
      .select({ book: readingPositions.book, chapter: readingPositions.chapter })
      .from(readingPositions)
      .where(eq(readingPositions.user_id, userId)),
  ] as const;
}

type PersonalRows<I extends 0 | 1 | 2 | 3> = Awaited<ReturnType<typeof personalQueries>[I]>;

function personalChapter(highlights: PersonalRows<0>, bookmarks: PersonalRows<1>, notes: PersonalRows<2>): PersonalChapter {
  return {
    highlights: Object.fromEntries(highlights.map((row) => [row.verse, row.color])),
    bookmarks: bookmarks.map((row) => row.verse).sort((a, b) => a - b),
    notes: notes.map((row) => ({ ...row, updated_at: row.updated_at.getTime() })),
  };
}

async function readChapterAndPosition(
  db: Database,
  userId: string | null,
  bookId: string,
  chapter: number
): Promise<{ chapter: Chapter; lastRead: ChapterPosition | null } | null> {
  const book = bookById(bookId);
  if (!book || lastVerseOf(bookId, chapter) === null) return null;
  const key = `${bookId} ${chapter}`;
  const at = { book: bookId, chapter };
  let text = chapterTexts.get(key);
  if (!userId) {
    if (!text) {
      const [verses, headings] = await db.batch(chapterTextQueries(db, at));
      text = rememberChapterText(key, { verses, headings });
    }
    return { chapter: { book, chapter, ...text, personal: null }, lastRead: null };
  }
  let highlights, bookmarks, notes, positions;
  if (text) {
    [highlights, bookmarks, notes, positions] = await db.batch(personalQueries(db, userId, at));
  } else {
    let verses, headings;
    [verses, headings, highlights, bookmarks, notes, positions] = await db.batch([
      ...chapterTextQueries(db, at),
      ...personalQueries(db, userId, at),
    ]);
    text = rememberChapterText(key, { verses, headings });
  }
  return {
    chapter: { book, chapter, ...text, personal: personalChapter(highlights, bookmarks, notes) },
    lastRead: positions[0] ?? null,
  };
}

/**
 * /word's home for a reader: the chapter he last opened (John 1 on a first visit) and the verse of
 * the day, in one D1 round trip — the chapter is found by his stored position inside the same
 * batch. A stored position the bundled text no longer has opens John 1, at one more trip.
 */
export async function openWordHome(
  db: Database,
  userId: string | null,
  date: string
): Promise<{ chapter: Chapter; verse: VerseOfTheDay }> {
  if (!userId) {
    const [chapter, verse] = await Promise.all([
      readChapter(db, null, DEFAULT_POSITION.book, DEFAULT_POSITION.chapter),
      verseOfTheDay(db, date),
    ]);
    return { chapter: chapter!, verse };
  }
  const stored = (column: typeof readingPositions.book | typeof readingPositions.chapter, fallback: string | number) =>
    sql`coalesce((select ${column} from ${readingPositions} where ${readingPositions.user_id} = ${userId}), ${fallback})`;
  const at = { book: stored(readingPositions.book, DEFAULT_POSITION.book), chapter: stored(readingPositions.chapter, DEFAULT_POSITION.chapter) };
  const curated = curatedVerseOn(date);
  const [verses, headings, highlights, bookmarks, notes, positions, verseRows] = await db.batch([
    ...chapterTextQueries(db, at),
    ...personalQueries(db, userId, at),
    versesQuery(db, curated.range),
  ]);
  const verse = verseOfTheDayFrom(curated, date, verseRows);
  const position = positions[0] ?? DEFAULT_POSITION;
  const book = bookById(position.book);
  if (!book || lastVerseOf(position.book, position.chapter) === null) {
    return { chapter: (await readChapter(db, userId, DEFAULT_POSITION.book, DEFAULT_POSITION.chapter))!, verse };
  }
  const text = rememberChapterText(`${position.book} ${position.chapter}`, { verses, headings });
  return {
    chapter: { book, chapter: position.chapter, ...text, personal: personalChapter(highlights, bookmarks, notes) },
    verse,
  };
}

/** Where /word opens: the chapter this reader last opened, or John 1. */
export async function readingPosition(db: Database, userId: string | null): Promise<ChapterPosition> {
  if (!userId) return DEFAULT_POSITION;
  const [row] = await db
    .select({ book: readingPositions.book, chapter: readingPositions.chapter })
    .from(readingPositions)
    .where(eq(readingPositions.user_id, userId));
  if (!row || lastVerseOf(row.book, row.chapter) === null) return DEFAULT_POSITION;
  return row;
}

/** Remembers the chapter a reader opened (one row per reader; two tabs racing keep the later one). */
export async function saveReadingPosition(db: Database, userId: string, position: ChapterPosition): Promise<void> {
  await db
    .insert(readingPositions)
    .values({ user_id: userId, book: position.book, chapter: position.chapter })
    .onConflictDoUpdate({
      target: readingPositions.user_id,
      set: { book: position.book, chapter: position.chapter, updated_at: sql`(unixepoch('subsec') * 1000)` },
    });
}

function curatedVerseOn(date: string) {
  const curated = verseOfTheDayFor(date);
  const range = parseCanonicalReference(curated.reference);
  if (!range) throw new Error(`The verse of the day list holds a non-canonical reference: ${curated.reference}`);
  return { ...curated, range };
}

function verseOfTheDayFrom(
  { range, ...curated }: ReturnType<typeof curatedVerseOn>,
  date: string,
  rows: { text: string }[]
): VerseOfTheDay {
  return {
    ...curated,
    date,
    book: range.book.id,
    chapter: range.chapter,
    verseStart: range.verseStart,
    verseEnd: range.verseEnd,
    text: rows.map((row) => row.text).join(" "),
  };
}

/** The curated verse for a local date, with its WEB text. */
export async function verseOfTheDay(db: Database, date: string): Promise<VerseOfTheDay> {
  const curated = curatedVerseOn(date);
  return verseOfTheDayFrom(curated, date, await versesQuery(db, curated.range));
}
