/** The Path's "With your flock": each plan his flocks walk together, today's day, and the way to it and to the flock. */
import { Link } from "@remix-run/react";
import { FLOCK_COPY } from "~/kernel/copy/flock";
import type { FlockPlanOnPathView } from "~/kernel/flock/views";
import { formatPlanDate } from "~/kernel/path/format";
import { addDays } from "~/kernel/dates";

const C = FLOCK_COPY.plan;

export function FlockPlanOnPath({ plans, today }: { plans: FlockPlanOnPathView[]; today: string }) {
  if (plans.length === 0) return null;
  return (
    <section aria-labelledby="with-flock-heading">
      <h2 id="with-flock-heading" className="text-xl font-semibold">
        {C.onPathHeading}
      </h2>
      <ul className="mt-3 space-y-4">
        {plans.map((plan) => (
          <li key={plan.flockId} className="card" data-testid="flock-plan-on-path">
            <p className="text-xs font-semibold uppercase tracking-wide text-accent">{C.onPathFlock(plan.flockName)}</p>
            <h3 className="mt-1 font-serif text-xl font-bold">{plan.title}</h3>
            <p className="mt-2 text-sm">
              {plan.startsIn > 0
                ? C.startsOn(formatPlanDate(addDays(today, plan.startsIn)))
                : plan.kind === "series"
                  ? C.sessionOf(plan.today, plan.length)
                  : C.dayOf(plan.today, plan.length)}
              {plan.done ? <span className="ml-2 font-semibold text-primary">✓ {C.done}</span> : null}
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              <Link to={plan.todayHref} className="btn-primary">
                {C.openDay}
              </Link>
              <Link to={plan.flockHref} className="btn-secondary">
                {C.openFlock}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** On a plan's own page: the flock he walks it with. */
export function FlockPlanLink({ plan }: { plan: FlockPlanOnPathView }) {
  return (
    <p className="mt-2 text-sm">
      <Link to={plan.flockHref} className="font-semibold text-primary underline underline-offset-4">
        {C.onPathFlock(plan.flockName)}
      </Link>
    </p>
  );
}
