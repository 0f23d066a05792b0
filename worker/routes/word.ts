/**
 * The Word's JSON API, mounted at /api/word (docs/decisions/012-the-word.md). The Bible itself is
 * public (search, chapters, the verse of the day, verse images); a reader's highlights, bookmarks,
 * notes and reading position are his alone: 401 for visitors, and every query is scoped to the
 * session's user. Guard → parse with zod → domain → JSON; bad input is a 400 or 404, never a 500.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { dayNumberOf } from "../../app/kernel/dates";
import { FOCUS_AREAS } from "../../app/kernel/focus-areas";
import {
  ChapterSchema,
  HighlightFilterSchema,
  HighlightSchema,
  NoteSchema,
  NoteSearchSchema,
  NoteUpdateSchema,
  VersesSchema,
} from "../../app/kernel/bible/personal";
import { chapterExists, parseChapterSegment, resolveBook, VERSE_IMAGE_MAX_CHARS } from "../../app/kernel/bible/navigation";
import { selectionReference } from "../../app/kernel/bible/selection";
import { lastVerseOf, verseExists } from "../../app/kernel/bible/verse-counts";
import { WORD_ERRORS } from "../../app/kernel/copy/word";
import { answerRefusal, apiError, jsonBody, queryOf, requireApiUser, signedIn, type AppBindings } from "../http";
import { verseArtSvg } from "../domain/verse-art";
import { dayShownTo } from "../domain/member-scope.server";
import { readChapter, readingPosition, saveReadingPosition, verseOfTheDay } from "../domain/word.server";
import {
  addBookmarks,
  clearHighlights,
  createNote,
  deleteNote,
  listBookmarks,
  listHighlights,
  listNotes,
  removeBookmarks,
  setHighlights,
  updateNote,
} from "../domain/word-personal.server";
import { parseSearchParams, searchBible } from "../domain/word-search.server";
import { versesQuery } from "../domain/bible.server";

const BODY_LIMIT = { maxBytes: 8 * 1024 };

/** The book and chapter of a path, or a 404 that says what exists. */
function chapterFromPath(c: Context<AppBindings>) {
  const book = resolveBook(c.req.param("book") ?? "");
  if (!book) apiError(404, { error: WORD_ERRORS.unknownBook, field: "book" });
  const chapter = parseChapterSegment(c.req.param("chapter") ?? "");
  if (chapter === null || !chapterExists(book, chapter)) {
    apiError(404, { error: WORD_ERRORS.unknownChapter(book.name, book.chapters), field: "chapter" });
  }
  return { book, chapter };
}

const VERSE_RANGE = /^(\d{1,3})(?:-(\d{1,3}))?\.svg$/;
const DateQuerySchema = z.object({
  date: z
    .string()
    .refine((value) => dayNumberOf(value) !== null, { error: "date must be a calendar date such as 2026-11-22." })
    .optional(),
});

export const wordRoutes = new Hono<AppBindings>()
  /* ───────────── the Bible (public) ───────────── */
  .get("/search", async (c) => {
    const params = parseSearchParams(new URL(c.req.url).searchParams);
    if (!params.ok) answerRefusal(params);
    const outcome = await searchBible(c.var.app.db, params.value);
    if (!outcome.ok) answerRefusal(outcome);
    switch (outcome.kind) {
      case "empty":
        apiError(400, { error: "Type a word, a phrase or a reference to search for.", field: "q" });
      case "jump":
        if (outcome.jump.kind === "missing")
          apiError(404, { error: `There is no ${outcome.jump.label}. ${outcome.jump.message}`, field: "q" });
        return c.json({ reference: outcome.jump });
      default: {
        const { ok: _ok, ...results } = outcome;
        return c.json(results);
      }
    }
  })
  .get("/chapters/:book/:chapter", async (c) => {
    const { book, chapter } = chapterFromPath(c);
    const found = await readChapter(c.var.app.db, null, book.id, chapter);
    if (!found) apiError(404, { error: WORD_ERRORS.unknownChapter(book.name, book.chapters), field: "chapter" });
    return c.json({ book: found.book, chapter: found.chapter, headings: found.headings, verses: found.verses });
  })
  .get("/verse-of-the-day", queryOf(DateQuerySchema), async (c) => {
    const { date } = c.req.valid("query");
    return c.json(await verseOfTheDay(c.var.app.db, date ?? dayShownTo(await c.var.app.member())));
  })
  /** GET /api/word/verse-image/John/3/16.svg or …/16-17.svg: the verse over artwork (public, immutable). */
  .get("/verse-image/:book/:chapter/:verses", async (c) => {
    const { book, chapter } = chapterFromPath(c);
    const match = VERSE_RANGE.exec(c.req.param("verses"));
    const start = match ? Number(match[1]) : NaN;
    const end = match?.[2] ? Number(match[2]) : start;
    const last = lastVerseOf(book.id, chapter)!;
    if (!match || end < start || !verseExists(book.id, chapter, start) || end > last) {
      apiError(404, { error: `${book.name} ${chapter} has verses 1 to ${last}.`, field: "verses" });
    }
    const rows = await versesQuery(c.var.app.db, { book, chapter, verseStart: start, verseEnd: end });
    const text = rows.map((row) => row.text).join(" ");
    if (text.length > VERSE_IMAGE_MAX_CHARS)
      apiError(400, { error: "Choose fewer verses for an image.", field: "verses" });
    const reference = selectionReference(
      book.name,
      chapter,
      rows.map((row) => row.verse)
    );
    const focus = FOCUS_AREAS.find((area) => area === c.req.query("focus"));
    const svg = verseArtSvg({ text, reference, focus });
    return c.body(svg, 200, {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  })

  /* ───────────── the reader's own layer (private) ───────────── */
  .get("/position", async (c) => {
    const user = requireApiUser(c, WORD_ERRORS.signIn);
    return c.json({ position: await readingPosition(c.var.app.db, user.id) });
  })
  .put("/position", signedIn(WORD_ERRORS.signIn), jsonBody(ChapterSchema, BODY_LIMIT), async (c) => {
    const user = requireApiUser(c, WORD_ERRORS.signIn);
    const input = c.req.valid("json");
    await saveReadingPosition(c.var.app.db, user.id, input);
    return c.json({ position: input });
  })
  .get("/highlights", signedIn(WORD_ERRORS.signIn), queryOf(HighlightFilterSchema), async (c) => {
    const user = requireApiUser(c, WORD_ERRORS.signIn);
    const { color } = c.req.valid("query");
    return c.json({ highlights: await listHighlights(c.var.app.db, user.id, color) });
  })
  .put("/highlights", signedIn(WORD_ERRORS.signIn), jsonBody(HighlightSchema, BODY_LIMIT), async (c) => {
    const user = requireApiUser(c, WORD_ERRORS.signIn);
    const input = c.req.valid("json");
    return c.json({ highlighted: await setHighlights(c.var.app.db, user.id, input) });
  })
  .delete("/highlights", signedIn(WORD_ERRORS.signIn), jsonBody(VersesSchema, BODY_LIMIT), async (c) => {
    const user = requireApiUser(c, WORD_ERRORS.signIn);
    const input = c.req.valid("json");
    await clearHighlights(c.var.app.db, user.id, input);
    return c.body(null, 204);
  })
  .get("/bookmarks", async (c) => {
    const user = requireApiUser(c, WORD_ERRORS.signIn);
    return c.json({ bookmarks: await listBookmarks(c.var.app.db, user.id) });
  })
  .put("/bookmarks", signedIn(WORD_ERRORS.signIn), jsonBody(VersesSchema, BODY_LIMIT), async (c) => {
    const user = requireApiUser(c, WORD_ERRORS.signIn);
    const input = c.req.valid("json");
    await addBookmarks(c.var.app.db, user.id, input);
    return c.body(null, 204);
  })
  .delete("/bookmarks", signedIn(WORD_ERRORS.signIn), jsonBody(VersesSchema, BODY_LIMIT), async (c) => {
    const user = requireApiUser(c, WORD_ERRORS.signIn);
    const input = c.req.valid("json");
    await removeBookmarks(c.var.app.db, user.id, input);
    return c.body(null, 204);
  })
  .get("/notes", signedIn(WORD_ERRORS.signIn), queryOf(NoteSearchSchema), async (c) => {
    const user = requireApiUser(c, WORD_ERRORS.signIn);
    const { q } = c.req.valid("query");
    return c.json({ notes: await listNotes(c.var.app.db, user.id, q) });
  })
  .post("/notes", signedIn(WORD_ERRORS.signIn), jsonBody(NoteSchema, BODY_LIMIT), async (c) => {
    const user = requireApiUser(c, WORD_ERRORS.signIn);
    const input = c.req.valid("json");
    return c.json({ note: await createNote(c.var.app.db, user.id, input) }, 201);
  })
  .patch("/notes/:id", signedIn(WORD_ERRORS.signIn), jsonBody(NoteUpdateSchema, BODY_LIMIT), async (c) => {
    const user = requireApiUser(c, WORD_ERRORS.signIn);
    const input = c.req.valid("json");
    const note = await updateNote(c.var.app.db, user.id, c.req.param("id"), input.note);
    if (!note) apiError(404, { error: WORD_ERRORS.noteNotFound });
    return c.json({ note });
  })
  .delete("/notes/:id", async (c) => {
    const user = requireApiUser(c, WORD_ERRORS.signIn);
    if (!(await deleteNote(c.var.app.db, user.id, c.req.param("id"))))
      apiError(404, { error: WORD_ERRORS.noteNotFound });
    return c.body(null, 204);
  });
