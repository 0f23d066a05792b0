/**
 * /path/{planId} — one plan: its days with today's open, passages linked into the reader,
 * "Mark day N complete" (which also counts for the streak, decision 014), and start / pause /
 * resume / restart / catch me up. Catalogue plans and his own plans only: anyone else's is not found.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { FlockPlanLink } from "~/components/flock/FlockPlanOnPath";
import { EnrollmentPanel } from "~/components/path/EnrollmentPanel";
import { PlanProgress } from "~/components/path/PlanCards";
import { PlanDay } from "~/components/path/PlanDay";
import { StreakBadge } from "~/components/today/StreakBadge";
import { useToast } from "~/components/toast/ToastProvider";
import { GENERATION_COPY, PLAN_ERRORS, PLAN_PAGE, PLAN_TOASTS } from "~/kernel/copy/path";
import { PlanActionSchema } from "~/kernel/path/plan-actions";
import { startDateBounds } from "~/kernel/path/schedule";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { requireMember } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { changeEnrollment, completePlanDay, planDetail } from "../../worker/domain/plans.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => pageMeta(`${loaded?.plan.title ?? PLAN_PAGE.notFoundTitle} · Shepherd`);

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const member = await requireMember(context, request);
  const detail = await planDetail(context.app.db, member, params.planId ?? "");
  if (!detail) throw new Response(PLAN_ERRORS.notFound, { status: 404, statusText: "Not Found" });
  return { ...detail, bounds: startDateBounds(detail.today) };
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const member = await requireMember(context, request);
  const planId = params.planId ?? "";
  const submission = await parseForm(request, PlanActionSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const { intent, day, startDate } = submission.value;
  const here = `/path/${planId}`;
  if (intent === "complete") {
    const done = await completePlanDay(context.app.db, member, planId, day!);
    if (!done.ok) return replyRefusal(submission, done);
    return redirectWithToast(here, {
      title: done.planCompleted ? PLAN_TOASTS.planComplete : PLAN_TOASTS.dayComplete(day!),
      description: PLAN_TOASTS.streak(done.streak),
      variant: "success",
    });
  }
  const changed = await changeEnrollment(context.app.db, member, planId, intent, { startDate });
  if (!changed.ok) return replyRefusal(submission, changed);
  const toast = {
    start: { title: PLAN_TOASTS.started, description: PLAN_TOASTS.startedText(changed.enrollment.startDate) },
    pause: { title: PLAN_TOASTS.paused },
    resume: { title: PLAN_TOASTS.resumed },
    restart: { title: PLAN_TOASTS.restarted },
    "catch-up": { title: PLAN_TOASTS.caughtUp, description: PLAN_TOASTS.caughtUpText(changed.schedule.todayDay) },
  }[intent];
  return redirectWithToast(here, { ...toast, variant: "success" });
}

export default function PlanPage() {
  const { plan, days, enrollment, schedule, streak, today, bounds, withFlock } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { toast } = useToast();
  const { hash } = useLocation();

  // Each of the page's forms is a button or two; a refusal of any of them comes back as a toast.
  useEffect(() => {
    const [message] = Object.values(lastResult?.error ?? {}).flat();
    if (message) toast({ title: PLAN_TOASTS.errorTitle, description: message, variant: "error" });
  }, [lastResult, toast]);

  // A link to #day-N opens that day (today's is open already).
  useEffect(() => {
    const target = /^#day-\d+$/.test(hash) ? document.querySelector<HTMLDetailsElement>(hash) : null;
    if (target) target.open = true;
  }, [hash]);

  // Walking it with his flock lets him check days off without following it himself.
  const following = (enrollment !== null && enrollment.status !== "completed") || withFlock !== null;
  // Today's day is open (his own schedule's, else his flock's); a plan he has not started opens day 1 as a preview.
  const todayDay = schedule ? (schedule.startsIn === 0 ? schedule.todayDay : null) : (withFlock?.today ?? (enrollment === null ? 1 : null));
  const done = days.filter((day) => day.completed).length;
  return (
    <main id="main" className="mx-auto max-w-content space-y-5 px-4 pb-28 pt-6">
      <p>
        <Link to="/path" className="text-sm font-semibold text-primary underline underline-offset-4">
          {PLAN_PAGE.back}
        </Link>
      </p>
      <header>
        <div className="flex items-start justify-between gap-3">
          <p className="text-xs font-semibold uppercase tracking-wide text-accent">
            {plan.focusArea} · {PLAN_PAGE.days(plan.lengthDays)}
          </p>
          {enrollment ? <StreakBadge streak={streak} /> : null}
        </div>
        <h1 className="mt-1 font-serif text-3xl font-bold">{plan.title}</h1>
        {plan.description ? <p className="mt-2 text-muted">{plan.description}</p> : null}
        {withFlock ? <FlockPlanLink plan={withFlock} /> : null}
        {enrollment && plan.status === "ready" ? <PlanProgress done={done} total={plan.lengthDays} /> : null}
      </header>

      {plan.status === "generating" ? (
        <section role="status" className="card">
          <h2 className="font-semibold">{PLAN_PAGE.generatingTitle}</h2>
          <p className="mt-1 text-sm text-muted">{PLAN_PAGE.generatingText}</p>
          <p className="mt-1 text-sm text-muted">{GENERATION_COPY.pendingText}</p>
        </section>
      ) : plan.status === "failed" ? (
        <section className="card">
          <h2 className="font-semibold text-danger">{PLAN_PAGE.failedTitle}</h2>
          <p className="mt-1 text-sm">{PLAN_PAGE.failedText}</p>
        </section>
      ) : plan.status === "draft" ? (
        <section className="card">
          <h2 className="font-semibold">{PLAN_PAGE.draftTitle}</h2>
          <p className="mt-1 text-sm">{PLAN_PAGE.draftText}</p>
          <Link to={`/path/builder?plan=${plan.id}`} className="btn-secondary mt-3">
            {PLAN_PAGE.openBuilder}
          </Link>
        </section>
      ) : (
        <>
          <EnrollmentPanel enrollment={enrollment} schedule={schedule} today={today} bounds={bounds} />
          <section aria-label={PLAN_PAGE.days(plan.lengthDays)} className="space-y-3">
            {days.map((day) => (
              <PlanDay key={day.day} day={day} isToday={day.day === todayDay} canComplete={following} />
            ))}
          </section>
        </>
      )}
    </main>
  );
}
