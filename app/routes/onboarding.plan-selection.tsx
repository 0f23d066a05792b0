/**
 * Free and Premium side by side. No prices here and no billing: Free
 * continues, Premium is one tap away later from the profile. The limits are this server's free
 * limits from D1 — the same numbers the gate enforces and /subscription shows.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { CrownIcon } from "~/components/account-icons";
import { PlanComparison } from "~/components/membership/PlanComparison";
import { requireUnfinishedOnboarding } from "~/server/guards.server";
import { freeLimitsQuery, limitsFromRows } from "../../worker/domain/usage.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Choose your plan · Shepherd");

export async function loader({ context }: LoaderFunctionArgs) {
  await requireUnfinishedOnboarding(context);
  return { limits: limitsFromRows(await freeLimitsQuery(context.app.db)) };
}

export async function action({ context }: ActionFunctionArgs) {
  await requireUnfinishedOnboarding(context);
  return redirect("/onboarding/complete");
}

const FREE_INCLUDES = [
  "The daily devotional, to read or listen to",
  "Your journal, within the monthly limit below",
  "Daily check-ins on your walk with God",
  "The whole Bible, with search, highlights and notes",
];

const PREMIUM_ADDS = ["No monthly limits", "The features marked Premium below"];

export default function OnboardingPlanSelection() {
  const { limits } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="font-serif text-3xl font-bold">Choose your plan</h1>
      <p className="mt-2 text-muted">
        Everything you need for the daily walk is free. Premium is there when you want to lead others or go further.
      </p>

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="plan-free" className="card flex flex-col border-primary ring-1 ring-primary">
          <h2 id="plan-free" className="text-xl font-semibold">
            Free
          </h2>
          <p className="mt-1 text-sm text-muted">Everything for the daily walk.</p>
          <PlanList items={FREE_INCLUDES} />
        </section>
        <section aria-labelledby="plan-premium" className="card flex flex-col">
          <h2 id="plan-premium" className="flex items-center gap-2 text-xl font-semibold">
            <CrownIcon width={20} height={20} className="text-accent" /> Premium
          </h2>
          <p className="mt-1 text-sm text-muted">Everything in Free, and:</p>
          <PlanList items={PREMIUM_ADDS} />
          <p className="mt-4 text-sm font-medium">Upgrade anytime from your profile.</p>
        </section>
      </div>

      <PlanComparison limits={limits} />

      <Form method="post" className="mt-8 flex items-center justify-between gap-3">
        <Link to="/onboarding/profile" className="btn-ghost">
          Back
        </Link>
        <button type="submit" className="btn-primary min-w-[8rem]">
          Continue with Free
        </button>
      </Form>
    </div>
  );
}

function PlanList({ items }: { items: string[] }) {
  return (
    <ul className="mt-4 space-y-2 text-sm">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="font-bold text-primary">
            ✓
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
