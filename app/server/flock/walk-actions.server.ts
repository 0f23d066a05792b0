/**
 * /flock/{flockId}/walk: the "Walking together" section's forms — his own accountability switch and
 * a nudge to a brother — each one domain call (the same as the JSON API's, worker/routes/flock-walk.ts),
 * answered with a redirect back to the section and a toast, so the forms work before JavaScript.
 * A man not in the flock gets the real not-found, as on the flock's page.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { FLOCK_COPY as C } from "~/kernel/copy/flock";
import { REQUEST_REFUSALS } from "~/kernel/copy/requests";
import { flockHref } from "~/kernel/flock/rules";
import { AccountabilitySchema, FLOCK_WALK_INTENTS as I, NudgeSchema } from "~/kernel/flock/schemas";
import { parseForm } from "~/server/form.server";
import { redirectWithToast } from "~/server/toast.server";
import { setAccountability } from "../../../worker/domain/flock/accountability.server";
import { sendNudge } from "../../../worker/domain/flock/nudges.server";
import type { MemberScope } from "../../../worker/domain/member-scope.server";
import type { Refusal } from "../../../worker/domain/outcome";

const sectionOf = (flockId: string) => `${flockHref(flockId)}#flock-accountability`;

function refused(flockId: string, refusal: Refusal) {
  if (refusal.code === "not_found") throw new Response(null, { status: 404, statusText: "Not Found" });
  return redirectWithToast(sectionOf(flockId), { title: refusal.message, variant: "error" });
}

export async function flockWalkAction(context: AppLoadContext, member: MemberScope, request: Request, flockId: string) {
  const intent = (await request.clone().formData()).get("intent");
  const back = sectionOf(flockId);
  if (intent === I.accountability) {
    const submission = await parseForm(request, AccountabilitySchema);
    if (submission.status !== "success") return redirectWithToast(back, { title: C.errors.optIn, variant: "error" });
    const done = await setAccountability(context.app.db, member, flockId, submission.value.optIn);
    if (!done.ok) return refused(flockId, done);
    return redirectWithToast(back, { title: done.optedIn ? C.walk.optedInToast : C.walk.optedOutToast, variant: "success" });
  }
  if (intent === I.nudge) {
    const submission = await parseForm(request, NudgeSchema);
    if (submission.status !== "success") {
      const message = Object.values(submission.error ?? {}).flat()[0] ?? REQUEST_REFUSALS.unreadableForm;
      return redirectWithToast(back, { title: message, variant: "error" });
    }
    const done = await sendNudge(context.app, member, flockId, submission.value);
    if (!done.ok) return refused(flockId, done);
    return redirectWithToast(back, { title: C.walk.nudgeSentToast, variant: "success" });
  }
  throw new Response(REQUEST_REFUSALS.unreadableForm, { status: 400 });
}
