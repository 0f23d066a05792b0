/**
 * The Today page's action: one intent per form, each parsed with its kernel schema and answered by
 * one domain call (worker/domain/today-actions.server.ts) that applies every rule of the moment —
 * the encouragement, the streak, the day's whisper cap. The page's state comes back through the
 * loader's revalidation; the answer carries only what the page says once (the completion toast's
 * streak) or the refusal in the forms' one failure shape, with its heading.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { REQUEST_REFUSALS } from "~/kernel/copy/requests";
import { CheckInFormSchema, CompleteFormSchema, ConnectionFormSchema, TodayIntentSchema } from "~/kernel/checkin";
import { TodayJournalFormSchema } from "~/kernel/journal";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { requireMember } from "~/server/guards.server";

import { changeConnection, checkInToday, completeDevotional, saveTodayReflection } from "../../../worker/domain/today-actions.server";

export async function todayAction(context: AppLoadContext, request: Request) {
  const member = await requireMember(context, request);
  const { app } = context;
  const intent = TodayIntentSchema.safeParse((await request.clone().formData()).get("intent"));
  switch (intent.success ? intent.data : null) {
    case "connection": {
      const submission = await parseForm(request, ConnectionFormSchema);
      if (submission.status !== "success") return replyInvalid(submission);
      const { devotional_id, spiritual_connection } = submission.value;
      const outcome = await changeConnection(app, member, { devotionalId: devotional_id, spiritualConnection: spiritual_connection });
      return outcome.ok ? { intent: "connection" as const, ok: true as const } : replyRefusal(submission, outcome);
    }
    case "complete": {
      const submission = await parseForm(request, CompleteFormSchema);
      if (submission.status !== "success") return replyInvalid(submission);
      const outcome = await completeDevotional(app.db, member, submission.value.devotional_id);
      if (!outcome.ok) return replyRefusal(submission, outcome);
      return { intent: "complete" as const, ok: true as const, alreadyComplete: outcome.alreadyComplete, streak: outcome.streak };
    }
    case "checkin": {
      const submission = await parseForm(request, CheckInFormSchema);
      if (submission.status !== "success") return replyInvalid(submission);
      const { intent: _intent, ...input } = submission.value;
      const outcome = await checkInToday(app, member, input);
      return outcome.ok ? { intent: "checkin" as const, ok: true as const } : replyRefusal(submission, outcome);
    }
    case "journal": {
      const submission = await parseForm(request, TodayJournalFormSchema);
      if (submission.status !== "success") return replyInvalid(submission);
      const { intent: _intent, ...input } = submission.value;
      const outcome = await saveTodayReflection(app, member, input);
      // The saved entry's id and words: Today then offers to share them with his flock.
      return outcome.ok
        ? { intent: "journal" as const, ok: true as const, entryId: outcome.entry.id, content: outcome.entry.content }
        : replyRefusal(submission, outcome);
    }
    default:
      throw new Response(REQUEST_REFUSALS.unreadableForm, { status: 400 });
  }
}
