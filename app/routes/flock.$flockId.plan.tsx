/**
 * /flock/{flockId}/plan — the flock page's flock-plan forms post here (start, end, decline or join
 * again, a day comment): guard → parse with the kernel's schema → one domain call → back to the
 * flock page with a toast, or the refusal in the forms' one shape (a Conform reply) with its status,
 * which the section's fetcher shows beside its form. Anyone outside the flock meets the flock's
 * not-found, as on every flock door.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { FLOCK_COPY } from "~/kernel/copy/flock";
import { flockHref } from "~/kernel/flock/rules";
import { FlockPlanFormSchema } from "~/kernel/flock/schemas";
import { parseForm } from "~/server/form.server";
import { requireMember } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { commentOnFlockPlanDay, endFlockPlan, setFlockPlanEnrollment, startFlockPlan } from "../../worker/domain/flock/plans.server";

const T = FLOCK_COPY.plan.toasts;

export async function action({ context, request, params }: ActionFunctionArgs) {
  const member = await requireMember(context, request);
  const flockId = params.flockId ?? "";
  const submission = await parseForm(request, FlockPlanFormSchema);
  // A resource route answers with a Response of its own: the forms' one reply shape, with its status.
  if (submission.status !== "success") return Response.json(submission.reply(), { status: 400 });
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
  if (!outcome.ok && outcome.status === 404) throw new Response(null, { status: 404, statusText: "Not Found" });
  if (!outcome.ok) {
    const errors = outcome.field ? { fieldErrors: { [outcome.field]: [outcome.message] } } : { formErrors: [outcome.message] };
    return Response.json(submission.reply(errors), { status: outcome.status });
  }
  const title =
    form.intent === "start" ? T.started : form.intent === "end" ? T.ended : form.intent === "comment" ? T.commented : form.status === "declined" ? T.declined : T.rejoined;
  return redirectWithToast(`${flockHref(flockId)}#flock-plan`, { title, variant: "success" });
}
