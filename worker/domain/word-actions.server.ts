/**
 * The reader's form posts (the chapter page and the saved list): one `intent` field names the
 * change; the fields are parsed with the same schemas as the JSON API and handed to the same domain
 * functions. The user is always the session's.
 */
import { HighlightSchema, NoteSchema, NoteUpdateSchema, VersesSchema } from "../../app/kernel/bible/personal";
import { WORD_ERRORS } from "../../app/kernel/copy/word";
import type { Database } from "../db/client";
import { refuse, succeed, type Outcome, type Refusal } from "./outcome";
import {
  addBookmarks,
  clearHighlights,
  createNote,
  deleteNote,
  removeBookmarks,
  setHighlights,
  updateNote,
} from "./word-personal.server";

export const PERSONAL_INTENTS = [
  "highlight",
  "unhighlight",
  "bookmark",
  "unbookmark",
  "note-create",
  "note-update",
  "note-delete",
] as const;
export type PersonalIntent = (typeof PERSONAL_INTENTS)[number];

export type PersonalActionResult = Outcome<{ intent: PersonalIntent }>;

const number = (value: FormDataEntryValue | null) =>
  typeof value === "string" && /^\d{1,4}$/.test(value) ? Number(value) : value;
const verseList = (value: FormDataEntryValue | null) =>
  typeof value === "string" && value !== "" ? value.split(",").map((part) => number(part.trim())) : [];

/** The first problem zod found, under the field it belongs to. */
function fail(issues: { message: string; path: PropertyKey[] }[]): Refusal {
  const first = issues[0];
  const field = first?.path.join(".");
  return refuse(400, first?.message ?? "The request is not valid.", field ? { field } : {});
}

export async function personalFormAction(db: Database, userId: string, form: FormData): Promise<PersonalActionResult> {
  const intent = String(form.get("intent") ?? "");
  const chapterFields = { book: form.get("book"), chapter: number(form.get("chapter")) };
  switch (intent) {
    case "highlight": {
      const parsed = HighlightSchema.safeParse({
        ...chapterFields,
        verses: verseList(form.get("verses")),
        color: form.get("color"),
      });
      if (!parsed.success) return fail(parsed.error.issues);
      await setHighlights(db, userId, parsed.data);
      return succeed({ intent });
    }
    case "unhighlight":
    case "bookmark":
    case "unbookmark": {
      const parsed = VersesSchema.safeParse({ ...chapterFields, verses: verseList(form.get("verses")) });
      if (!parsed.success) return fail(parsed.error.issues);
      const change = { unhighlight: clearHighlights, bookmark: addBookmarks, unbookmark: removeBookmarks }[intent];
      await change(db, userId, parsed.data);
      return succeed({ intent });
    }
    case "note-create": {
      const parsed = NoteSchema.safeParse({
        ...chapterFields,
        verse_start: number(form.get("verse_start")),
        verse_end: number(form.get("verse_end")),
        note: form.get("note"),
      });
      if (!parsed.success) return fail(parsed.error.issues);
      await createNote(db, userId, parsed.data);
      return succeed({ intent });
    }
    case "note-update": {
      const parsed = NoteUpdateSchema.safeParse({ note: form.get("note") });
      if (!parsed.success) return fail(parsed.error.issues);
      const updated = await updateNote(db, userId, String(form.get("id") ?? ""), parsed.data.note);
      return updated ? succeed({ intent }) : refuse(404, WORD_ERRORS.noteNotFound);
    }
    case "note-delete": {
      const deleted = await deleteNote(db, userId, String(form.get("id") ?? ""));
      return deleted ? succeed({ intent }) : refuse(404, WORD_ERRORS.noteNotFound);
    }
    default:
      return refuse(400, WORD_ERRORS.unknownIntent, { field: "intent" });
  }
}
