/**
 * Input schemas for the personal layer (highlights, bookmarks, notes, reading position), shared by
 * the JSON API and the reader's form actions. Every verse must exist in the WEB: checked against
 * verse-counts.ts, so validation needs no database round trip. Server-side use only (zod).
 */
import { z } from "../zod";
import { BIBLE_BOOKS } from "./books";
import { HIGHLIGHT_COLORS } from "./selection";
import { lastVerseOf, verseExists } from "./verse-counts";

export const NOTE_MAX_LENGTH = 2000;
/** Psalm 119, the longest chapter, has 176 verses: a selection can never need more. */
export const MAX_SELECTED_VERSES = 176;

const BOOK_IDS = BIBLE_BOOKS.map((book) => book.id) as [string, ...string[]];

const BookField = z.enum(BOOK_IDS, { error: "book must be a book's OSIS id, such as John or 1Cor." });
const ChapterField = z
  .number({ error: "chapter must be a whole number." })
  .int({ error: "chapter must be a whole number." })
  .min(1, { error: "chapter must be 1 or more." })
  .max(150, { error: "That book has no such chapter." });
const VerseField = z
  .number({ error: "verse must be a whole number." })
  .int({ error: "verse must be a whole number." })
  .min(1, { error: "verse must be 1 or more." })
  .max(176, { error: "That chapter has no such verse." });

const chapterIssue = (value: { book: string; chapter: number }) => lastVerseOf(value.book, value.chapter) !== null;
const CHAPTER_MESSAGE = { error: "That book has no such chapter.", path: ["chapter"] };

export const ChapterSchema = z.object({ book: BookField, chapter: ChapterField }).refine(chapterIssue, CHAPTER_MESSAGE);

export const VerseSchema = z
  .object({ book: BookField, chapter: ChapterField, verse: VerseField })
  .refine(chapterIssue, CHAPTER_MESSAGE)
  .refine((value) => verseExists(value.book, value.chapter, value.verse), {
    error: "That chapter has no such verse.",
    path: ["verse"],
  });

export const VersesSchema = z
  .object({
    book: BookField,
    chapter: ChapterField,
    verses: z
      .array(VerseField, { error: "verses must be a list of verse numbers." })
      .min(1, { error: "Select at least one verse." })
      .max(MAX_SELECTED_VERSES, { error: `Select at most ${MAX_SELECTED_VERSES} verses.` }),
  })
  .refine(chapterIssue, CHAPTER_MESSAGE)
  .refine((value) => value.verses.every((verse) => verseExists(value.book, value.chapter, verse)), {
    error: "That chapter has no such verse.",
    path: ["verses"],
  });

export const HighlightSchema = VersesSchema.and(
  z.object({ color: z.enum(HIGHLIGHT_COLORS, { error: `color must be one of ${HIGHLIGHT_COLORS.join(", ")}.` }) })
);

export const NoteTextField = z
  .string({ error: "Write a note." })
  .trim()
  .min(1, { error: "Write a note." })
  .max(NOTE_MAX_LENGTH, { error: `A note can be at most ${NOTE_MAX_LENGTH} characters.` });

export const NoteSchema = z
  .object({
    book: BookField,
    chapter: ChapterField,
    verse_start: VerseField,
    verse_end: VerseField,
    note: NoteTextField,
  })
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

export const NoteUpdateSchema = z.object({ note: NoteTextField });

export const HighlightFilterSchema = z.object({
  color: z.enum(HIGHLIGHT_COLORS, { error: `color must be one of ${HIGHLIGHT_COLORS.join(", ")}.` }).optional(),
});

export const NoteSearchSchema = z.object({
  q: z.string().trim().max(200, { error: "Search with at most 200 characters." }).optional(),
});
