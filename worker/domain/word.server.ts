/**
 * The Word's reader (docs/decisions/012-the-word.md): a chapter of the bundled World English Bible
 * with its titles, and — for a signed-in reader — his own highlights, bookmarks and notes on it,
 * all in one D1 round trip. Where he last read, and the verse of the day.
 */
import { and, asc, eq, sql } from "drizzle-orm";
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
import type { Chapter, ChapterHeading, ChapterVerse, VerseOfTheDay } from "../../app/kernel/bible/chapter";

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

async function readChapterAndPosition(
  db: Database,
  userId: string | null,
  bookId: string,
  chapter: number
): Promise<{ chapter: Chapter; lastRead: ChapterPosition | null } | null> {
  const book = bookById(bookId);
  if (!book || lastVerseOf(bookId, chapter) === null) return null;
  const key = `${bookId} ${chapter}`;
  const cached = chapterTexts.get(key);
  const inChapter = (table: typeof bibleVerses | typeof bibleHeadings) =>
    and(eq(table.book, bookId), eq(table.chapter, chapter));
  const textQueries = [
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
  if (!userId) {
    let text = cached;
    if (!text) {
      const [verses, headings] = await db.batch(textQueries);
      text = rememberChapterText(key, { verses, headings });
    }
    return { chapter: { book, chapter, verses: text.verses, headings: text.headings, personal: null }, lastRead: null };
  }
  const mine = <T extends typeof bibleHighlights | typeof bibleBookmarks | typeof bibleNotes>(table: T) =>
    and(eq(table.user_id, userId), eq(table.book, bookId), eq(table.chapter, chapter));
  const personalQueries = [
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
  let text = cached;
  let highlightRows, bookmarkRows, noteRows, positionRows;
  if (text) {
    [highlightRows, bookmarkRows, noteRows, positionRows] = await db.batch(personalQueries);
  } else {
    let verses, headings;
    [verses, headings, highlightRows, bookmarkRows, noteRows, positionRows] = await db.batch([...textQueries, ...personalQueries]);
    text = rememberChapterText(key, { verses, headings });
  }
  return {
    chapter: {
      book,
      chapter,
      verses: text.verses,
      headings: text.headings,
      personal: {
        highlights: Object.fromEntries(highlightRows.map((row) => [row.verse, row.color])),
        bookmarks: bookmarkRows.map((row) => row.verse).sort((a, b) => a - b),
        notes: noteRows.map((row) => ({ ...row, updated_at: row.updated_at.getTime() })),
      },
    },
    lastRead: positionRows[0] ?? null,
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

/** The curated verse for a local date, with its WEB text. */
export async function verseOfTheDay(db: Database, date: string): Promise<VerseOfTheDay> {
  const curated = verseOfTheDayFor(date);
  const range = parseCanonicalReference(curated.reference);
  if (!range) throw new Error(`The verse of the day list holds a non-canonical reference: ${curated.reference}`);
  const rows = await versesQuery(db, range);
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
