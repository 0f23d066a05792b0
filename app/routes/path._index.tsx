/**
 * /path — The Path: the plans he follows with today's reading and progress, a plan being
 * written (from the pending record), his own plans and drafts, completed plans, and the catalogue
 * of ready-made plans anyone can start. One loader, two D1 round trips (worker/domain/plans.server.ts).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { FlockPlanOnPath } from "~/components/flock/FlockPlanOnPath";
import { UpgradePrompt } from "~/components/membership/UpgradePrompt";
import { useMembership } from "~/components/membership/MembershipProvider";
import { ActivePlanCard, CataloguePlanCard, OwnPlanRow, PendingPlanCard } from "~/components/path/PlanCards";
import { PATH_PAGE } from "~/kernel/copy/path";
import { requireMember } from "~/server/guards.server";
import { formatPlanDate } from "~/kernel/path/format";
import { pathOverview } from "../../worker/domain/plans.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("The Path · Shepherd");

export async function loader({ context, request }: LoaderFunctionArgs) {
  const member = await requireMember(context, request);
  return pathOverview(context.app.db, member);
}

export default function ThePath() {
  const { active, completed, own, catalogue, withFlock, today } = useLoaderData<typeof loader>();
  const premium = useMembership()?.premium ?? false;
  return (
    <main id="main" className="mx-auto max-w-content space-y-8 px-4 pb-28 pt-6">
      <header>
        <h1 className="font-serif text-3xl font-bold">{PATH_PAGE.title}</h1>
        <p className="mt-1 text-muted">{PATH_PAGE.subtitle}</p>
      </header>

      <PendingPlanCard />

      <section aria-labelledby="active-heading">
        <h2 id="active-heading" className="text-xl font-semibold">
          {PATH_PAGE.activeHeading}
        </h2>
        {active.length > 0 ? (
          <div className="mt-3 space-y-4">
            {active.map((plan) => (
              <ActivePlanCard
                key={plan.id}
                plan={plan}
                schedule={plan.schedule}
                paused={plan.enrollment.status === "paused"}
                startDate={plan.enrollment.startDate}
                today={plan.today}
              />
            ))}
          </div>
        ) : (
          <p className="card mt-3 text-muted">{PATH_PAGE.noActive}</p>
        )}
      </section>

      <FlockPlanOnPath plans={withFlock} today={today} />

      <section aria-labelledby="create-heading" className="space-y-3">
        <h2 id="create-heading" className="text-xl font-semibold">
          {PATH_PAGE.createHeading}
        </h2>
        {premium ? (
          <div className="card">
            <p className="text-muted">{PATH_PAGE.createText}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link to="/path/create" className="btn-primary">
                {PATH_PAGE.create}
              </Link>
              <Link to="/path/builder" className="btn-secondary">
                {PATH_PAGE.build}
              </Link>
            </div>
          </div>
        ) : (
          <UpgradePrompt variant="plan_viewing" layout="banner" />
        )}
        {own.length > 0 ? (
          <div className="card py-2">
            <h3 className="pt-2 text-sm font-semibold text-muted">{PATH_PAGE.draftsHeading}</h3>
            <ul className="divide-y divide-border">
              {own.map((plan) => (
                <OwnPlanRow key={plan.id} plan={plan} />
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      {completed.length > 0 ? (
        <section aria-labelledby="completed-heading">
          <h2 id="completed-heading" className="text-xl font-semibold">
            {PATH_PAGE.completedHeading}
          </h2>
          <ul className="card mt-3 divide-y divide-border py-2">
            {completed.map((plan) => (
              <li key={plan.id} className="flex items-center justify-between gap-3 py-3">
                <Link to={`/path/${plan.id}`} className="font-semibold hover:underline">
                  {plan.title}
                </Link>
                {plan.completedOn ? <span className="text-sm text-muted">{PATH_PAGE.completedOn(formatPlanDate(plan.completedOn))}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="catalogue-heading">
        <h2 id="catalogue-heading" className="text-xl font-semibold">
          {PATH_PAGE.catalogueHeading}
        </h2>
        <p className="mt-1 text-sm text-muted">{PATH_PAGE.catalogueIntro}</p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {catalogue.map((plan) => (
            <CataloguePlanCard key={plan.id} plan={plan} started={plan.started} />
          ))}
        </div>
      </section>
    </main>
  );
}
