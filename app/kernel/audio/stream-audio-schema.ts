/**
 * POST /api/stream-audio's body, parsed by the worker; a failure is a 400 naming the field.
 * A devotional's cacheKey comes with the card's text; a chapter's ("bible-John-3") needs none (the
 * server reads the chapter from D1 and ignores any text sent), but must name a chapter the WEB has.
 */
import { bookById } from "../bible/navigation";
import { lastVerseOf } from "../bible/verse-counts";
import { WORD_ERRORS } from "../copy/word";
import { groupedCount } from "../numbers";
import { z } from "../zod";
import { AUDIO_TEXT_MAX, AUDIO_VOICE, CACHE_KEY_PATTERN, SPEECH_VOICES, parseChapterCacheKey } from "./stream-audio";

export const StreamAudioSchema = z
  .object({
    text: z
      .string({ error: "text is required." })
      .trim()
      .max(AUDIO_TEXT_MAX, { error: `text must be ${groupedCount(AUDIO_TEXT_MAX)} characters or less.` })
      .optional(),
    voice: z.enum(SPEECH_VOICES, { error: `voice must be one of: ${SPEECH_VOICES.join(", ")}.` }).default(AUDIO_VOICE),
    cacheKey: z.string({ error: "cacheKey is required." }).regex(CACHE_KEY_PATTERN, {
      error: "cacheKey must be daily-devotional- followed by the devotional's id, or bible-{book}-{chapter}.",
    }),
  })
  .superRefine((body, context) => {
    const chapter = parseChapterCacheKey(body.cacheKey);
    if (!chapter) {
      if (!body.text) context.addIssue({ code: "custom", path: ["text"], message: "text is required." });
      return;
    }
    const book = bookById(chapter.book);
    if (!book) {
      const message = `The World English Bible has no book "${chapter.book}" (use its id, as in bible-John-3 or bible-1Cor-13).`;
      context.addIssue({ code: "custom", path: ["cacheKey"], message });
    } else if (lastVerseOf(book.id, chapter.chapter) === null) {
      context.addIssue({ code: "custom", path: ["cacheKey"], message: WORD_ERRORS.unknownChapter(book.name, book.chapters) });
    }
  });
export type StreamAudioInput = z.infer<typeof StreamAudioSchema>;
