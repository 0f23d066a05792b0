/**
 * The reader's form posts (the chapter page and the saved list), already parsed with
 * WordActionSchema: each intent is handed to the same domain function as the JSON API's. The user is
 * always the session's.
 */
import type { WordAction } from "../../app/kernel/bible/word-actions";
import { WORD_ERRORS } from "../../app/kernel/copy/word";
import type { Database } from "../db/client";
import { refuse, succeed, type Outcome } from "./outcome";
import {
  addBookmarks,
  clearHighlights,
  createNote,
  deleteNote,
  removeBookmarks,
  setHighlights,
  updateNote,
} from "./word-personal.server";

export async function personalFormAction(db: Database, userId: string, action: WordAction): Promise<Outcome<object>> {
  switch (action.intent) {
    case "highlight":
      await setHighlights(db, userId, action);
      return succeed({});
    case "unhighlight":
    case "bookmark":
    case "unbookmark": {
      const change = { unhighlight: clearHighlights, bookmark: addBookmarks, unbookmark: removeBookmarks }[action.intent];
      await change(db, userId, action);
      return succeed({});
    }
    case "note-create": {
      // Only the note's own fields: the row is written from what is passed.
      const { book, chapter, verse_start, verse_end, note } = action;
      await createNote(db, userId, { book, chapter, verse_start, verse_end, note });
      return succeed({});
    }
    case "note-update":
      return (await updateNote(db, userId, action.id, action.note)) ? succeed({}) : refuse(404, WORD_ERRORS.noteNotFound);
    case "note-delete":
      return (await deleteNote(db, userId, action.id)) ? succeed({}) : refuse(404, WORD_ERRORS.noteNotFound);
  }
}
