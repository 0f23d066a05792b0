/**
 * "I prayed" from any page (/prayer, a flock's page): one domain call, then back to the page it was
 * sent from with a toast, so the form works without JavaScript. A form that was tampered with is a
 * 400; a request he may no longer pray for (gone, answered, his own) comes back as an error toast.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { PRAYER_COPY as C } from "~/kernel/copy/prayer";
import { PRAYER_HREF } from "~/kernel/prayer/rules";
import { PrayedFormSchema } from "~/kernel/prayer/schemas";
import { safeRedirectPath } from "~/kernel/redirect-target";
import { parseForm } from "~/server/form.server";
import { requireMember } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { prayFor } from "../../../worker/domain/prayer/praying.server";

const firstProblem = (errors: Record<string, string[] | null> | null | undefined) =>
  Object.values(errors ?? {}).find((messages) => messages?.length)?.[0] ?? C.errors.notFound;

export async function prayedAction(context: AppLoadContext, request: Request) {
  const member = await requireMember(context, request);
  const submission = await parseForm(request, PrayedFormSchema);
  // This route has no page to show field messages on: a tampered form gets the first one as JSON.
  if (submission.status !== "success") return Response.json({ error: firstProblem(submission.error) }, { status: 400 });
  const back = safeRedirectPath(submission.value.redirectTo, new URL(request.url).origin, PRAYER_HREF);
  const prayed = await prayFor(context.app, member, submission.value.requestId);
  if (!prayed.ok) return redirectWithToast(back, { title: prayed.message, variant: "error" });
  return prayed.newlyPrayed
    ? redirectWithToast(back, { title: C.praying.prayedToast, description: C.praying.prayedToastText, variant: "success" })
    : redirectWithToast(back, { title: C.praying.alreadyToast, variant: "default" });
}
