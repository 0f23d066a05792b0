/**
 * /flock's action: he accepts or declines an invitation (a brother chose him), or enters a code,
 * which leads to that code's join page where he sees the flock before he joins.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { FLOCK_COPY as C } from "~/kernel/copy/flock";
import { REQUEST_REFUSALS } from "~/kernel/copy/requests";
import { flockJoinHref } from "~/kernel/flock/rules";
import { FLOCK_LIST_INTENTS, InvitationAnswerSchema, JoinCodeSchema } from "~/kernel/flock/schemas";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { redirectWithToast } from "~/server/toast.server";
import type { MemberScope } from "../../../worker/domain/member-scope.server";
import { answerInvitation } from "../../../worker/domain/flock/invitations.server";

export async function flockListAction(context: AppLoadContext, member: MemberScope, request: Request) {
  const intent = (await request.clone().formData()).get("intent");
  if (intent === FLOCK_LIST_INTENTS.code) {
    const submission = await parseForm(request, JoinCodeSchema);
    if (submission.status !== "success") return replyInvalid(submission);
    return redirect(flockJoinHref(submission.value.code));
  }
  if (intent !== FLOCK_LIST_INTENTS.answer) throw new Response(REQUEST_REFUSALS.unreadableForm, { status: 400 });
  const submission = await parseForm(request, InvitationAnswerSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const done = await answerInvitation(context.app.db, member, submission.value.flockId, submission.value.answer);
  if (!done.ok) return replyRefusal(submission, done);
  return done.href
    ? redirectWithToast(done.href, { title: C.list.accepted, description: done.name, variant: "success" })
    : redirectWithToast("/flock", { title: C.list.declined, variant: "success" });
}
