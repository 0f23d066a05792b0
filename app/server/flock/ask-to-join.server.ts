/** "Ask to join" on a leader's profile: parse, ask through the domain, back to his profile with a toast. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { FLOCK_COPY as C } from "~/kernel/copy/flock";
import { REQUEST_REFUSALS } from "~/kernel/copy/requests";
import { ASK_TO_JOIN_INTENT, FlockIdSchema } from "~/kernel/flock/schemas";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { redirectWithToast } from "~/server/toast.server";
import { askToJoin } from "../../../worker/domain/flock/requests.server";
import type { MemberScope } from "../../../worker/domain/member-scope.server";

export async function askToJoinAction(context: AppLoadContext, member: MemberScope, request: Request, profileId: string) {
  if ((await request.clone().formData()).get("intent") !== ASK_TO_JOIN_INTENT) throw new Response(REQUEST_REFUSALS.unreadableForm, { status: 400 });
  const submission = await parseForm(request, FlockIdSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const asked = await askToJoin(context.app.db, member, submission.value.flockId);
  if (!asked.ok) return replyRefusal(submission, asked);
  return redirectWithToast(`/profile/${encodeURIComponent(profileId)}`, { title: C.profile.askedToast, description: asked.name, variant: "success" });
}
