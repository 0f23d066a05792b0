import { Link } from "@remix-run/react";
import { useId } from "react";
import { GENERATION_COPY, PATH_PAGE } from "~/kernel/copy/path";
import { formatPlanDate } from "~/kernel/path/format";
import type { PlanSchedule } from "~/kernel/path/schedule";
import type { PlanCard } from "~/kernel/path/plan-views";
import { ScriptureReference } from "../word/ScriptureReference";
import { usePendingPlan } from "./pending-plan-store";

export type CardPlan = Omit<PlanCard, "own">;

/** "3 of 7 days done" as a real progress bar. */
export function PlanProgress({ done, total }: { done: number; total: number }) {
  const label = PATH_PAGE.progress(done, total);
  return (
    <div className="mt-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="h-2 overflow-hidden rounded-full bg-border"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${total > 0 ? Math.round((done / total) * 100) : 0}%` }} />
      </div>
      <p className="mt-1 text-xs text-muted">{label}</p>
    </div>
  );
}

function FocusLabel({ area }: { area: string }) {
  return <p className="text-xs font-semibold uppercase tracking-wide text-accent">{area}</p>;
}

export function ActivePlanCard({
  plan,
  schedule,
  paused,
  startDate,
  today,
}: {
  plan: CardPlan;
  schedule: PlanSchedule;
  paused: boolean;
  startDate: string;
  today: { day: number; title: string; passage: string; passageHref: string | null; completed: boolean } | null;
}) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="card" data-testid="active-plan">
      <div className="flex items-start justify-between gap-3">
        <FocusLabel area={plan.focusArea} />
        {paused ? <span className="rounded-full bg-border px-2 py-0.5 text-xs font-semibold">{PATH_PAGE.paused}</span> : null}
      </div>
      <h3 id={titleId} className="mt-1 font-serif text-xl font-bold">
        <Link to={`/path/${plan.id}`} className="hover:underline">
          {plan.title}
        </Link>
      </h3>
      {plan.status === "generating" ? (
        <p className="mt-2 text-sm text-muted">{GENERATION_COPY.pendingText}</p>
      ) : plan.status === "failed" ? (
        <p className="mt-2 text-sm text-danger">{PATH_PAGE.failed}</p>
      ) : (
        <>
          <PlanProgress done={schedule.completedCount} total={plan.lengthDays} />
          {schedule.startsIn > 0 ? (
            <p className="mt-3 text-sm font-medium">{PATH_PAGE.notStarted(formatPlanDate(startDate))}</p>
          ) : today ? (
            <div className="mt-3 rounded-xl border border-border bg-bg p-3" data-testid="todays-reading">
              <p className="text-xs font-semibold uppercase tracking-wide text-muted">
                {PATH_PAGE.today} · {PATH_PAGE.dayOf(today.day, plan.lengthDays)}
              </p>
              <p className="mt-1 font-semibold">{today.title}</p>
              <p className="text-sm">
                <ScriptureReference reference={today.passage} href={today.passageHref} />
              </p>
              {today.completed ? (
                <p className="mt-2 text-sm font-semibold text-primary">✓ {PATH_PAGE.doneToday}</p>
              ) : (
                <Link to={`/path/${plan.id}#day-${today.day}`} className="btn-primary mt-3">
                  {PATH_PAGE.readToday}
                  <span className="sr-only">: {plan.title}</span>
                </Link>
              )}
            </div>
          ) : null}
          {schedule.behind > 0 && !paused ? <p className="mt-2 text-sm font-medium text-accent">{PATH_PAGE.behind(schedule.behind)}</p> : null}
        </>
      )}
    </article>
  );
}

export function CataloguePlanCard({ plan, started }: { plan: CardPlan; started: boolean }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="card flex flex-col" data-testid="catalogue-plan">
      <FocusLabel area={plan.focusArea} />
      <h3 id={titleId} className="mt-1 font-serif text-lg font-bold">
        <Link to={`/path/${plan.id}`} className="hover:underline">
          {plan.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-muted">{PATH_PAGE.days(plan.lengthDays)}</p>
      <p className="mt-2 line-clamp-4 text-sm">{plan.description}</p>
      {started ? <p className="mt-3 text-sm font-semibold text-primary">✓ {PATH_PAGE.started}</p> : null}
    </article>
  );
}

/** One of his own plans he is not following: being written, failed, a draft, or ready to start. */
export function OwnPlanRow({ plan }: { plan: CardPlan }) {
  const pending = usePendingPlan();
  const href = plan.status === "draft" ? `/path/builder?plan=${plan.id}` : `/path/${plan.id}`;
  const note =
    plan.status === "generating"
      ? pending?.planId === plan.id
        ? null
        : GENERATION_COPY.pendingText
      : plan.status === "failed"
        ? PATH_PAGE.failed
        : plan.status === "draft"
          ? PATH_PAGE.draft
          : PATH_PAGE.days(plan.lengthDays);
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div>
        <Link to={href} className="font-semibold hover:underline">
          {plan.title}
        </Link>
        {note ? <p className={`text-sm ${plan.status === "failed" ? "text-danger" : "text-muted"}`}>{note}</p> : null}
      </div>
      {plan.status === "draft" ? (
        <Link to={href} className="btn-secondary shrink-0">
          {PATH_PAGE.editDraft}
          <span className="sr-only">: {plan.title}</span>
        </Link>
      ) : null}
    </li>
  );
}

/** The plan being written, from the pending record (client only): it survives reloads and navigation. */
export function PendingPlanCard() {
  const pending = usePendingPlan();
  if (!pending) return null;
  return (
    <section role="status" aria-live="polite" className="card border-primary/40" data-testid="pending-plan">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="h-3 w-3 shrink-0 animate-pulse rounded-full bg-primary" />
        <h2 className="font-semibold">{GENERATION_COPY.pendingTitle(pending.planTitle)}</h2>
      </div>
      <p className="mt-1 text-sm text-muted">{GENERATION_COPY.pendingText}</p>
    </section>
  );
}
