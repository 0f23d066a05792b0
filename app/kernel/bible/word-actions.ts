/**
 * The reader's form posts (the chapter page and the saved list): one `intent` names the change and
 * decides which fields the form carries. The page checks a note with this schema before sending it;
 * the action parses every post with it.
 */
import { WORD_ERRORS } from "../copy/word";
import { z } from "../zod";
import {
  BookField,
  ChapterField,
  checkNoteRange,
  checkVerses,
  HighlightColorField,
  NoteTextField,
  VerseField,
  VerseListField,
} from "./personal";

/** Verses post as "16,17,18": each part becomes a number, or stays as typed for VerseField to refuse. */
const VersesText = z
  .string({ error: "Select at least one verse." })
  .transform((text) => text.split(",").map((part) => (/^\d{1,4}$/.test(part.trim()) ? Number(part) : part)))
  .pipe(VerseListField);

const NoteIdField = z.string({ error: WORD_ERRORS.noteNotFound });

export const WordActionSchema = z.discriminatedUnion(
  "intent",
  [
    checkVerses(
      z.object({
        intent: z.literal("highlight"),
        book: BookField,
        chapter: ChapterField,
        verses: VersesText,
        color: HighlightColorField,
      })
    ),
    checkVerses(
      z.object({
        intent: z.enum(["unhighlight", "bookmark", "unbookmark"]),
        book: BookField,
        chapter: ChapterField,
        verses: VersesText,
      })
    ),
    checkNoteRange(
      z.object({
        intent: z.literal("note-create"),
        book: BookField,
        chapter: ChapterField,
        verse_start: VerseField,
        verse_end: VerseField,
        note: NoteTextField,
      })
    ),
    z.object({ intent: z.literal("note-update"), id: NoteIdField, note: NoteTextField }),
    z.object({ intent: z.literal("note-delete"), id: NoteIdField }),
  ],
  { error: WORD_ERRORS.unknownIntent }
);

export type WordAction = z.output<typeof WordActionSchema>;
export type WordIntent = WordAction["intent"];
