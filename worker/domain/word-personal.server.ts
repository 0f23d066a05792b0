/**
 * A reader's own layer on the Bible: highlights, bookmarks and notes. Private to him: every query
 * carries `user_id = ?` from the session, and updates and deletes of a note match `id AND user_id`
 * (zero rows is a 404 to the caller). Inputs arrive parsed by app/kernel/bible/personal.ts.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { BIBLE_BOOKS } from "../../app/kernel/bible/books";
import { chapterHref } from "../../app/kernel/bible/navigation";
import { selectionReference, type HighlightColor } from "../../app/kernel/bible/selection";
import type { Database } from "../db/client";
import { containsText } from "../db/contains-text";
import { bibleBookmarks, bibleHighlights, bibleNotes, bibleVerses } from "../db/schema";

export interface VersesInput {
  book: string;
  chapter: number;
  verses: number[];
}

/** D1 allows 100 bound parameters a statement: 15 rows × 6 columns, or 90 verse numbers. */
const INSERT_ROWS = 15;
const IN_LIST = 90;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
}

const unique = (verses: number[]) => [...new Set(verses)].sort((a, b) => a - b);

/** Runs the statements in one atomic D1 batch (nothing to run, nothing sent). */
async function batchAll(db: Database, statements: BatchItem<"sqlite">[]) {
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/* ───────────── highlights ───────────── */

/** Highlights the verses in one colour (re-colouring any already highlighted), atomically. */
export async function setHighlights(db: Database, userId: string, input: VersesInput & { color: HighlightColor }) {
  const rows = unique(input.verses).map((verse) => ({
    user_id: userId,
    book: input.book,
    chapter: input.chapter,
    verse,
    color: input.color,
  }));
  await batchAll(
    db,
    chunks(rows, INSERT_ROWS).map((chunk) =>
      db
        .insert(bibleHighlights)
        .values(chunk)
        .onConflictDoUpdate({
          target: [bibleHighlights.user_id, bibleHighlights.book, bibleHighlights.chapter, bibleHighlights.verse],
          set: { color: sql`excluded.color` },
        })
    )
  );
  return rows.length;
}

export async function clearHighlights(db: Database, userId: string, input: VersesInput) {
  await batchAll(
    db,
    chunks(unique(input.verses), IN_LIST).map((chunk) =>
      db
        .delete(bibleHighlights)
        .where(
          and(
            eq(bibleHighlights.user_id, userId),
            eq(bibleHighlights.book, input.book),
            eq(bibleHighlights.chapter, input.chapter),
            inArray(bibleHighlights.verse, chunk)
          )
        )
    )
  );
}

/* ───────────── bookmarks ───────────── */

export async function addBookmarks(db: Database, userId: string, input: VersesInput) {
  const rows = unique(input.verses).map((verse) => ({
    user_id: userId,
    book: input.book,
    chapter: input.chapter,
    verse,
  }));
  await batchAll(
    db,
    chunks(rows, INSERT_ROWS).map((chunk) => db.insert(bibleBookmarks).values(chunk).onConflictDoNothing())
  );
}

export async function removeBookmarks(db: Database, userId: string, input: VersesInput) {
  await batchAll(
    db,
    chunks(unique(input.verses), IN_LIST).map((chunk) =>
      db
        .delete(bibleBookmarks)
        .where(
          and(
            eq(bibleBookmarks.user_id, userId),
            eq(bibleBookmarks.book, input.book),
            eq(bibleBookmarks.chapter, input.chapter),
            inArray(bibleBookmarks.verse, chunk)
          )
        )
    )
  );
}

/* ───────────── the saved list: highlights and bookmarks as passages ───────────── */

/** Consecutive verses saved together (same chapter, same colour) read as one passage. */
export interface SavedPassage {
  book: string;
  chapter: number;
  verseStart: number;
  verseEnd: number;
  reference: string;
  href: string;
  text: string;
  color: HighlightColor | null;
  /** The newest of its verses, ms. */
  savedAt: number;
}

/** The newest this many saved verses of each kind are listed. */
export const SAVED_LIST_LIMIT = 500;
const BOOK_ORDER = new Map(BIBLE_BOOKS.map((book, index) => [book.id, index]));
const BOOK_NAMES = new Map(BIBLE_BOOKS.map((book) => [book.id, book.name]));

interface SavedVerseRow {
  book: string;
  chapter: number;
  verse: number;
  text: string;
  color: HighlightColor | null;
  created_at: Date;
}

function toPassages(rows: SavedVerseRow[]): SavedPassage[] {
  const sorted = [...rows].sort(
    (a, b) => BOOK_ORDER.get(a.book)! - BOOK_ORDER.get(b.book)! || a.chapter - b.chapter || a.verse - b.verse
  );
  const passages: (SavedPassage & { texts: string[] })[] = [];
  for (const row of sorted) {
    const last = passages[passages.length - 1];
    if (
      last &&
      last.book === row.book &&
      last.chapter === row.chapter &&
      last.color === row.color &&
      last.verseEnd + 1 === row.verse
    ) {
      last.verseEnd = row.verse;
      last.texts.push(row.text);
      last.savedAt = Math.max(last.savedAt, row.created_at.getTime());
      continue;
    }
    passages.push({
      book: row.book,
      chapter: row.chapter,
      verseStart: row.verse,
      verseEnd: row.verse,
      reference: "",
      href: "",
      text: "",
      texts: [row.text],
      color: row.color,
      savedAt: row.created_at.getTime(),
    });
  }
  return passages
    .map(({ texts, ...passage }) => ({
      ...passage,
      text: texts.join(" "),
      reference: selectionReference(
        BOOK_NAMES.get(passage.book)!,
        passage.chapter,
        range(passage.verseStart, passage.verseEnd)
      ),
      href: chapterHref(passage.book, passage.chapter, passage.verseStart, passage.verseEnd),
    }))
    .sort((a, b) => b.savedAt - a.savedAt);
}

function range(start: number, end: number) {
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

const verseJoin = (table: typeof bibleHighlights | typeof bibleBookmarks) =>
  and(eq(bibleVerses.book, table.book), eq(bibleVerses.chapter, table.chapter), eq(bibleVerses.verse, table.verse));

export async function listHighlights(db: Database, userId: string, color?: HighlightColor): Promise<SavedPassage[]> {
  const rows = await db
    .select({
      book: bibleHighlights.book,
      chapter: bibleHighlights.chapter,
      verse: bibleHighlights.verse,
      color: bibleHighlights.color,
      created_at: bibleHighlights.created_at,
      text: bibleVerses.text,
    })
    .from(bibleHighlights)
    .innerJoin(bibleVerses, verseJoin(bibleHighlights))
    .where(and(eq(bibleHighlights.user_id, userId), color ? eq(bibleHighlights.color, color) : undefined))
    .orderBy(desc(bibleHighlights.created_at))
    .limit(SAVED_LIST_LIMIT);
  return toPassages(rows);
}

export async function listBookmarks(db: Database, userId: string): Promise<SavedPassage[]> {
  const rows = await db
    .select({
      book: bibleBookmarks.book,
      chapter: bibleBookmarks.chapter,
      verse: bibleBookmarks.verse,
      created_at: bibleBookmarks.created_at,
      text: bibleVerses.text,
    })
    .from(bibleBookmarks)
    .innerJoin(bibleVerses, verseJoin(bibleBookmarks))
    .where(eq(bibleBookmarks.user_id, userId))
    .orderBy(desc(bibleBookmarks.created_at))
    .limit(SAVED_LIST_LIMIT);
  return toPassages(rows.map((row) => ({ ...row, color: null })));
}

/* ───────────── notes ───────────── */

export interface NoteInput {
  book: string;
  chapter: number;
  verse_start: number;
  verse_end: number;
  note: string;
}

export interface SavedNote extends NoteInput {
  id: string;
  reference: string;
  href: string;
  created_at: number;
  updated_at: number;
}

const noteColumns = {
  id: bibleNotes.id,
  book: bibleNotes.book,
  chapter: bibleNotes.chapter,
  verse_start: bibleNotes.verse_start,
  verse_end: bibleNotes.verse_end,
  note: bibleNotes.note,
  created_at: bibleNotes.created_at,
  updated_at: bibleNotes.updated_at,
};

type NoteRow = { [K in keyof typeof noteColumns]: (typeof noteColumns)[K]["_"]["data"] };

function toSavedNote(row: NoteRow): SavedNote {
  return {
    ...row,
    reference: selectionReference(
      BOOK_NAMES.get(row.book) ?? row.book,
      row.chapter,
      range(row.verse_start, row.verse_end)
    ),
    href: chapterHref(row.book, row.chapter, row.verse_start, row.verse_end),
    created_at: row.created_at.getTime(),
    updated_at: row.updated_at.getTime(),
  };
}

export async function createNote(db: Database, userId: string, input: NoteInput): Promise<SavedNote> {
  const [row] = await db
    .insert(bibleNotes)
    .values({ ...input, user_id: userId })
    .returning(noteColumns);
  return toSavedNote(row!);
}

/** Null when the note is not this reader's (or does not exist): the caller answers 404. */
export async function updateNote(db: Database, userId: string, id: string, note: string): Promise<SavedNote | null> {
  const [row] = await db
    .update(bibleNotes)
    .set({ note, updated_at: new Date() })
    .where(and(eq(bibleNotes.id, id), eq(bibleNotes.user_id, userId)))
    .returning(noteColumns);
  return row ? toSavedNote(row) : null;
}

export async function deleteNote(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(bibleNotes)
    .where(and(eq(bibleNotes.id, id), eq(bibleNotes.user_id, userId)))
    .returning({ id: bibleNotes.id });
  return rows.length > 0;
}

/**
 * This reader's notes, newest first; with `q`, those whose text holds every word of it (case
 * aside). Notes are few per person, so a substring match over his own rows is enough — no index of their text.
 */
export async function listNotes(db: Database, userId: string, q?: string): Promise<SavedNote[]> {
  const words = (q ?? "").split(/\s+/).filter(Boolean).slice(0, 8);
  const conditions: SQL[] = words.map((word) => containsText(bibleNotes.note, word));
  const rows = await db
    .select(noteColumns)
    .from(bibleNotes)
    .where(and(eq(bibleNotes.user_id, userId), ...conditions))
    .orderBy(desc(bibleNotes.updated_at), asc(bibleNotes.id))
    .limit(SAVED_LIST_LIMIT);
  return rows.map(toSavedNote);
}
