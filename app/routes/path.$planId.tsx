/**
 * /path/{planId} — one plan: its days with today's open, passages linked into the reader,
 * "Mark day N complete" (which also counts for the streak, decision 014), and start / pause /
 * resume / restart / catch me up. Catalogue plans and his own plans only: anyone else's is not found.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { EnrollmentPanel } from "~/components/path/EnrollmentPanel";
import { PlanProgress } from "~/components/path/PlanCards";
import { PlanDay } from "~/components/path/PlanDay";
import { StreakBadge } from "~/components/today/StreakBadge";
import { useToast } from "~/components/toast/ToastProvider";
import { GENERATION_COPY, PLAN_ERRORS, PLAN_PAGE, PLAN_TOASTS } from "~/kernel/copy/path";
import { dayNumberOf } from "~/kernel/dates";
import { requireMember } from "~/server/guards.server";
import { startDateBounds } from "~/kernel/path/schedule";
import { redirectWithToast } from "~/server/toast.server";
import { z } from "~/kernel/zod";
import { changeEnrollment, completePlanDay, ENROLLMENT_ACTIONS, PlanError, planDetail } from "../../worker/domain/plans.server";

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: `${loaded?.plan.title ?? PLAN_PAGE.notFoundTitle} · Shepherd` }];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const member = await requireMember(context, request);
  const detail = await planDetail(context.app.db, member, params.planId ?? "");
  if (!detail) throw new Response(PLAN_ERRORS.notFound, { status: 404, statusText: "Not Found" });
  return { ...detail, bounds: startDateBounds(detail.today) };
}

const PlanActionSchema = z.object({
  intent: z.enum([...ENROLLMENT_ACTIONS, "complete"], { error: PLAN_ERRORS.action }),
  day: z
    .string()
    .regex(/^\d{1,3}$/, { error: "The day must be a whole number, such as 1." })
    .transform(Number)
    .optional(),
  startDate: z
    .string()
    .refine((value) => dayNumberOf(value) !== null, { error: PLAN_ERRORS.startDate })
    .optional(),
});

export async function action({ context, request, params }: ActionFunctionArgs) {
  const member = await requireMember(context, request);
  const planId = params.planId ?? "";
  const form = await request.formData();
  const parsed = PlanActionSchema.safeParse(Object.fromEntries([...form].map(([key, value]) => [key, String(value)])));
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: 400 });
  const { intent, day, startDate } = parsed.data;
  const here = `/path/${planId}`;
  try {
    if (intent === "complete") {
      if (day === undefined) return data({ error: "Choose the day to mark complete." }, { status: 400 });
      const done = await completePlanDay(context.app.db, member, planId, day);
      return redirectWithToast(here, {
        title: done.planCompleted ? PLAN_TOASTS.planComplete : PLAN_TOASTS.dayComplete(day),
        description: PLAN_TOASTS.streak(done.streak),
        variant: "success",
      });
    }
    const changed = await changeEnrollment(context.app.db, member, planId, intent, { startDate });
    const toast = {
      start: { title: PLAN_TOASTS.started, description: PLAN_TOASTS.startedText(changed.enrollment.startDate) },
      pause: { title: PLAN_TOASTS.paused },
      resume: { title: PLAN_TOASTS.resumed },
      restart: { title: PLAN_TOASTS.restarted },
      "catch-up": { title: PLAN_TOASTS.caughtUp, description: PLAN_TOASTS.caughtUpText(changed.schedule.todayDay) },
    }[intent];
    return redirectWithToast(here, { ...toast, variant: "success" });
  } catch (error) {
    if (error instanceof PlanError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
}

export default function PlanPage() {
  const { plan, days, enrollment, schedule, streak, today, bounds } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { toast } = useToast();
  const { hash } = useLocation();

  useEffect(() => {
    if (actionData?.error) toast({ title: PLAN_TOASTS.errorTitle, description: actionData.error, variant: "error" });
  }, [actionData, toast]);

  // A link to #day-N opens that day (today's is open already).
  useEffect(() => {
    const target = /^#day-\d+$/.test(hash) ? document.querySelector<HTMLDetailsElement>(hash) : null;
    if (target) target.open = true;
  }, [hash]);

  const following = enrollment !== null && enrollment.status !== "completed";
  // Today's day is open; a plan he has not started opens day 1 as a preview.
  const todayDay = schedule ? (schedule.startsIn === 0 ? schedule.todayDay : null) : enrollment === null ? 1 : null;
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
