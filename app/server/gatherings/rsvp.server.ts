/**
 * The Going / Can't make it form on a gathering card (/pasture/gathering/{roomName}/rsvp): one
 * domain call, then back to the page it was sent from with a toast — a refusal (the room is full,
 * the gathering ended) comes back as an error toast, so the form works without JavaScript.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { GATHERINGS_COPY as C } from "~/kernel/copy/gatherings";
import { RsvpSchema } from "~/kernel/gatherings/schemas";
import { safeRedirectPath } from "~/kernel/redirect-target";
import { parseForm } from "~/server/form.server";
import { requireMember } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { answerGathering } from "../../../worker/domain/gatherings/rsvp.server";

export async function rsvpAction(context: AppLoadContext, request: Request, roomName: string) {
  const member = await requireMember(context, request);
  const form = await request.clone().formData();
  const back = safeRedirectPath(form.get("redirectTo"), new URL(request.url).origin, "/pasture");
  const submission = await parseForm(request, RsvpSchema);
  if (submission.status !== "success") return redirectWithToast(back, { title: C.errors.rsvp, variant: "error" });
  const answered = await answerGathering(context.app.db, member, roomName, submission.value.response);
  if (!answered.ok) return redirectWithToast(back, { title: answered.message, variant: "error" });
  return submission.value.response === "going"
    ? redirectWithToast(back, { title: C.list.goingToast, description: C.list.goingToastText, variant: "success" })
    : redirectWithToast(back, { title: C.list.notGoingToast, variant: "success" });
}
