import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { WORD_ERRORS } from "../copy/word";
import { WordActionSchema } from "./word-actions";

const parse = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema: WordActionSchema });
};
const errors = (fields: Record<string, string>) => parse(fields).reply().error;

describe("WordActionSchema", () => {
  it("reads verses posted as a list and numbers posted as text", () => {
    const submission = parse({ intent: "highlight", book: "John", chapter: "3", verses: "16, 17", color: "pink" });
    expect(submission.status === "success" && submission.value).toEqual({
      intent: "highlight",
      book: "John",
      chapter: 3,
      verses: [16, 17],
      color: "pink",
    });
  });

  it("reads a new note and an edit", () => {
    const created = parse({ intent: "note-create", book: "Ps", chapter: "23", verse_start: "1", verse_end: "3", note: " Still waters. " });
    expect(created.status === "success" && created.value).toMatchObject({ verse_start: 1, verse_end: 3, note: "Still waters." });
    const edited = parse({ intent: "note-update", id: "n1", note: "Green pastures." });
    expect(edited.status === "success" && edited.value).toEqual({ intent: "note-update", id: "n1", note: "Green pastures." });
  });

  it.each([
    [{ intent: "publish" }, "intent", WORD_ERRORS.unknownIntent],
    [{ intent: "bookmark", book: "John", chapter: "3" }, "verses", "Select at least one verse."],
    [{ intent: "bookmark", book: "John", chapter: "3", verses: "16,x" }, "verses[1]", "verse must be a whole number."],
    [{ intent: "bookmark", book: "John", chapter: "3", verses: "37" }, "verses", "That chapter has no such verse."],
    [{ intent: "unhighlight", book: "John", chapter: "22", verses: "1" }, "chapter", "That book has no such chapter."],
    [{ intent: "highlight", book: "John", chapter: "3", verses: "16", color: "purple" }, "color", "color must be one of yellow, green, blue, pink."],
    [{ intent: "note-update", id: "n1", note: "   " }, "note", WORD_ERRORS.noteEmpty],
    [{ intent: "note-update", id: "n1", note: "x".repeat(2001) }, "note", WORD_ERRORS.noteTooLong(2000)],
    [{ intent: "note-delete" }, "id", WORD_ERRORS.noteNotFound],
    [
      { intent: "note-create", book: "John", chapter: "3", verse_start: "17", verse_end: "16", note: "x" },
      "verse_end",
      "verse_end must not come before verse_start.",
    ],
  ])("refuses %j under %s", (fields, field, message) => {
    expect(errors(fields)?.[field]).toEqual([message]);
  });
});
