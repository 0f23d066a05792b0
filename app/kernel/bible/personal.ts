/**
 * Input schemas for the personal layer (highlights, bookmarks, notes, reading position) for the JSON
 * API, and the fields and checks the reader's form schema (word-actions.ts) is built from. Every
 * verse must exist in the WEB: checked against verse-counts.ts, so validation needs no database
 * round trip (and runs in the browser as well).
 */
import { WORD_ERRORS } from "../copy/word";
import { z } from "../zod";
import { BIBLE_BOOKS } from "./books";
import { HIGHLIGHT_COLORS } from "./selection";
import { lastVerseOf, verseExists } from "./verse-counts";

export const NOTE_MAX_LENGTH = 2000;
/** Psalm 119, the longest chapter, has 176 verses: a selection can never need more. */
export const MAX_SELECTED_VERSES = 176;

const BOOK_IDS = BIBLE_BOOKS.map((book) => book.id) as [string, ...string[]];

export const BookField = z.enum(BOOK_IDS, { error: "book must be a book's OSIS id, such as John or 1Cor." });
export const ChapterField = z
  .number({ error: "chapter must be a whole number." })
  .int({ error: "chapter must be a whole number." })
  .min(1, { error: "chapter must be 1 or more." })
  .max(150, { error: "That book has no such chapter." });
export const VerseField = z
  .number({ error: "verse must be a whole number." })
  .int({ error: "verse must be a whole number." })
  .min(1, { error: "verse must be 1 or more." })
  .max(176, { error: "That chapter has no such verse." });

export const VerseListField = z
  .array(VerseField, { error: "verses must be a list of verse numbers." })
  .min(1, { error: "Select at least one verse." })
  .max(MAX_SELECTED_VERSES, { error: `Select at most ${MAX_SELECTED_VERSES} verses.` });

export const HighlightColorField = z.enum(HIGHLIGHT_COLORS, {
  error: `color must be one of ${HIGHLIGHT_COLORS.join(", ")}.`,
});

const chapterIssue = (value: { book: string; chapter: number }) => lastVerseOf(value.book, value.chapter) !== null;
const CHAPTER_MESSAGE = { error: "That book has no such chapter.", path: ["chapter"] };

type ChapterVerses = { book: string; chapter: number; verses: number[] };
type NoteRange = { book: string; chapter: number; verse_start: number; verse_end: number };

/** The chapter exists and so does every verse listed. */
export function checkVerses<Schema extends z.ZodType<ChapterVerses>>(schema: Schema): Schema {
  return schema.refine(chapterIssue, CHAPTER_MESSAGE).refine(
    (value) => value.verses.every((verse) => verseExists(value.book, value.chapter, verse)),
    { error: "That chapter has no such verse.", path: ["verses"] }
  );
}

/** The chapter exists, the range runs forwards, and both of its ends are verses of the chapter. */
export function checkNoteRange<Schema extends z.ZodType<NoteRange>>(schema: Schema): Schema {
  return schema
    .refine(chapterIssue, CHAPTER_MESSAGE)
    .refine((value) => value.verse_end >= value.verse_start, {
      error: "verse_end must not come before verse_start.",
      path: ["verse_end"],
    })
    .refine(
      (value) =>
        verseExists(value.book, value.chapter, value.verse_start) &&
        verseExists(value.book, value.chapter, value.verse_end),
      { error: "That chapter has no such verse.", path: ["verse_start"] }
    );
}

export const ChapterSchema = z.object({ book: BookField, chapter: ChapterField }).refine(chapterIssue, CHAPTER_MESSAGE);

export const VerseSchema = z
  .object({ book: BookField, chapter: ChapterField, verse: VerseField })
  .refine(chapterIssue, CHAPTER_MESSAGE)
  .refine((value) => verseExists(value.book, value.chapter, value.verse), {
    error: "That chapter has no such verse.",
    path: ["verse"],
  });

export const VersesSchema = checkVerses(z.object({ book: BookField, chapter: ChapterField, verses: VerseListField }));

export const HighlightSchema = VersesSchema.and(z.object({ color: HighlightColorField }));

export const NoteTextField = z
  .string({ error: WORD_ERRORS.noteEmpty })
  .trim()
  .min(1, { error: WORD_ERRORS.noteEmpty })
  .max(NOTE_MAX_LENGTH, { error: WORD_ERRORS.noteTooLong(NOTE_MAX_LENGTH) });

export const NoteSchema = checkNoteRange(
  z.object({
    book: BookField,
    chapter: ChapterField,
    verse_start: VerseField,
    verse_end: VerseField,
    note: NoteTextField,
  })
);

export const NoteUpdateSchema = z.object({ note: NoteTextField });

export const HighlightFilterSchema = z.object({
  color: HighlightColorField.optional(),
});

export const NoteSearchSchema = z.object({
  q: z.string().trim().max(200, { error: "Search with at most 200 characters." }).optional(),
});
