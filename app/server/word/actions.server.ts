/**
 * The reader's form posts, answered the same way on the chapter page and the saved list: parsed with
 * WordActionSchema, refused as a Conform reply, and on success the reply itself (status "success",
 * the submitted fields echoed), which the page's fetcher reads to say what was done.
 */
import { WordActionSchema } from "~/kernel/bible/word-actions";
import { WORD_ERRORS } from "~/kernel/copy/word";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import type { Database } from "../../../worker/db/client";
import { refuse } from "../../../worker/domain/outcome";
import { personalFormAction } from "../../../worker/domain/word-actions.server";

/** `userId` is null for a visitor: the post is refused with a sign-in message, nothing written. */
export async function answerWordAction(request: Request, db: Database, userId: string | null) {
  const submission = await parseForm(request, WordActionSchema);
  if (!userId) return replyRefusal(submission, refuse(401, WORD_ERRORS.signIn));
  if (submission.status !== "success") return replyInvalid(submission);
  const done = await personalFormAction(db, userId, submission.value);
  return done.ok ? submission.reply() : replyRefusal(submission, done);
}
