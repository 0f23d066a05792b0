/**
 * /flock/{flockId}'s one action: each form names its intent, is parsed with its kernel schema and
 * answered by one domain call — the same calls the JSON API makes (worker/routes/flock.ts). A
 * refusal is the forms' one reply shape with the domain's status; a change redirects with a toast
 * (it works before JavaScript). Each section of the page may add its own intents to this table.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { FLOCK_COPY as C } from "~/kernel/copy/flock";
import { REQUEST_REFUSALS } from "~/kernel/copy/requests";
import { flockHref } from "~/kernel/flock/rules";
import { FLOCK_PAGE_INTENTS as I, FlockIntentSchema, JoinRequestAnswerSchema, MemberIdSchema, RoleChangeSchema } from "~/kernel/flock/schemas";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { redirectWithToast } from "~/server/toast.server";
import type { MemberScope } from "../../../worker/domain/member-scope.server";
import { closeFlock } from "../../../worker/domain/flock/flocks.server";
import { inviteMember } from "../../../worker/domain/flock/invitations.server";
import { makeInvite, revokeInvite } from "../../../worker/domain/flock/invites.server";
import { answerJoinRequest } from "../../../worker/domain/flock/requests.server";
import { handOver, leaveFlock, removeMember, setRole } from "../../../worker/domain/flock/roles.server";

type Handler = (input: { context: AppLoadContext; request: Request; member: MemberScope; flockId: string }) => Promise<Response | object>;

const success = (to: string, title: string) => redirectWithToast(to, { title, variant: "success" });

const INTENT_HANDLERS: Record<string, Handler> = {
  [I.makeInvite]: async ({ context, request, member, flockId }) => {
    const submission = await parseForm(request, FlockIntentSchema);
    if (submission.status !== "success") return replyInvalid(submission);
    const done = await makeInvite(context.app.db, member, flockId);
    return done.ok ? success(flockHref(flockId), C.page.inviteMade) : replyRefusal(submission, done);
  },
  [I.revokeInvite]: async ({ context, request, member, flockId }) => {
    const submission = await parseForm(request, FlockIntentSchema);
    if (submission.status !== "success") return replyInvalid(submission);
    const done = await revokeInvite(context.app.db, member, flockId);
    return done.ok ? success(flockHref(flockId), C.page.inviteRevoked) : replyRefusal(submission, done);
  },
  [I.inviteMember]: async ({ context, request, member, flockId }) => {
    const submission = await parseForm(request, MemberIdSchema);
    if (submission.status !== "success") return replyInvalid(submission);
    const done = await inviteMember(context.app.db, member, flockId, submission.value.memberId);
    return done.ok ? success(flockHref(flockId), C.page.invited(done.invited.displayName)) : replyRefusal(submission, done);
  },
  [I.answerRequest]: async ({ context, request, member, flockId }) => {
    const submission = await parseForm(request, JoinRequestAnswerSchema);
    if (submission.status !== "success") return replyInvalid(submission);
    const { memberId, answer } = submission.value;
    const done = await answerJoinRequest(context.app.db, member, flockId, memberId, answer);
    if (!done.ok) return replyRefusal(submission, done);
    return success(flockHref(flockId), done.joined ? C.page.approved(done.displayName) : C.page.declinedRequest);
  },
  [I.setRole]: async ({ context, request, member, flockId }) => {
    const submission = await parseForm(request, RoleChangeSchema);
    if (submission.status !== "success") return replyInvalid(submission);
    const done = await setRole(context.app.db, member, flockId, submission.value.memberId, submission.value.role);
    if (!done.ok) return replyRefusal(submission, done);
    return success(flockHref(flockId), done.role === "co_leader" ? C.page.promoted(done.displayName) : C.page.demoted(done.displayName));
  },
  [I.removeMember]: async ({ context, request, member, flockId }) => {
    const submission = await parseForm(request, MemberIdSchema);
    if (submission.status !== "success") return replyInvalid(submission);
    const done = await removeMember(context.app.db, member, flockId, submission.value.memberId);
    return done.ok ? success(flockHref(flockId), C.page.removed(done.displayName)) : replyRefusal(submission, done);
  },
  [I.handOver]: async ({ context, request, member, flockId }) => {
    const submission = await parseForm(request, MemberIdSchema);
    if (submission.status !== "success") return replyInvalid(submission);
    const done = await handOver(context.app.db, member, flockId, submission.value.memberId);
    return done.ok ? success(flockHref(flockId), C.page.handedOver(done.displayName)) : replyRefusal(submission, done);
  },
  [I.leave]: async ({ context, request, member, flockId }) => {
    const submission = await parseForm(request, FlockIntentSchema);
    if (submission.status !== "success") return replyInvalid(submission);
    const done = await leaveFlock(context.app.db, member, flockId);
    return done.ok ? success("/flock", C.page.left) : replyRefusal(submission, done);
  },
  [I.close]: async ({ context, request, member, flockId }) => {
    const submission = await parseForm(request, FlockIntentSchema);
    if (submission.status !== "success") return replyInvalid(submission);
    const done = await closeFlock(context.app.db, member, flockId);
    return done.ok ? success("/flock", C.page.closed) : replyRefusal(submission, done);
  },
};

/** Reads the form's intent (from a copy: the handler parses the body) and runs its handler. */
export async function flockPageAction(context: AppLoadContext, member: MemberScope, request: Request, flockId: string) {
  const intent = (await request.clone().formData()).get("intent");
  const handler = typeof intent === "string" ? INTENT_HANDLERS[intent] : undefined;
  if (!handler) throw new Response(REQUEST_REFUSALS.unreadableForm, { status: 400 });
  return handler({ context, request, member, flockId });
}
