/**
 * /flock/{flockId}/plan — where the flock page's flock-plan forms post (start, end, decline or join
 * again, a day comment). It has no page of its own: guard → parse with the kernel's schema → one
 * domain call → back to the flock plan on the flock page with a toast. A refusal (a member who does
 * not lead, a plan already under way, a form the schema refuses) comes back as an error toast, so
 * the forms work the same with and without JavaScript; anyone outside the flock meets the flock's
 * not-found, as on every flock door.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { FLOCK_COPY } from "~/kernel/copy/flock";
import { flockHref } from "~/kernel/flock/rules";
import { FlockPlanFormSchema } from "~/kernel/flock/schemas";
import { parseForm } from "~/server/form.server";
import { requireMember } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { commentOnFlockPlanDay, endFlockPlan, setFlockPlanEnrollment, startFlockPlan } from "../../worker/domain/flock/plans.server";

const T = FLOCK_COPY.plan.toasts;

export const loader = ({ params }: { params: { flockId?: string } }) => redirect(flockHref(params.flockId ?? ""));

export async function action({ context, request, params }: ActionFunctionArgs) {
  const member = await requireMember(context, request);
  const flockId = params.flockId ?? "";
  const back = `${flockHref(flockId)}#flock-plan`;
  const submission = await parseForm(request, FlockPlanFormSchema);
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? T.errorTitle;
    return redirectWithToast(back, { title: T.errorTitle, description: message, variant: "error" });
  }
  const form = submission.value;
  const db = context.app.db;
  const outcome =
    form.intent === "start"
      ? await startFlockPlan(db, member, flockId, { ...form.choice, startDate: form.startDate })
      : form.intent === "end"
        ? await endFlockPlan(db, member, flockId)
        : form.intent === "enrollment"
          ? await setFlockPlanEnrollment(db, member, flockId, form.status)
          : await commentOnFlockPlanDay(db, member, flockId, form);
  if (!outcome.ok && outcome.status === 404 && outcome.code === "not_found") throw new Response(null, { status: 404, statusText: "Not Found" });
  if (!outcome.ok) return redirectWithToast(back, { title: T.errorTitle, description: outcome.message, variant: "error" });
  const title =
    form.intent === "start" ? T.started : form.intent === "end" ? T.ended : form.intent === "comment" ? T.commented : form.status === "declined" ? T.declined : T.rejoined;
  return redirectWithToast(back, { title, variant: "success" });
}
