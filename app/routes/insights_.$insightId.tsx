/**
 * /insights/{id}: one stored insight on its own page — its words and the numbers it was written
 * from, as they were then. Another member's id, like an unknown one, is "not found".
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { InsightCharts } from "~/components/insights/InsightCharts";
import { InsightNarrative } from "~/components/insights/InsightNarrative";
import { periodHref } from "~/components/insights/PeriodPicker";
import { StatTiles } from "~/components/insights/StatTiles";
import { INSIGHT_DETAIL, INSIGHTS_PAGE } from "~/kernel/copy/insights";
import { requireMember } from "~/server/guards.server";
import { periodLabel } from "~/kernel/insights-period";
import { getInsight } from "../../worker/domain/insights.server";
import { ItemNotFound } from "~/components/ItemNotFound";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Insight · Shepherd");

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const member = await requireMember(context, request);
  const insight = await getInsight(context.app.db, member, params.insightId ?? "");
  if (!insight) throw new Response(INSIGHT_DETAIL.notFound, { status: 404, statusText: "Not Found" });
  return { insight };
}

export default function InsightPage() {
  const { insight } = useLoaderData<typeof loader>();
  const range = { period: insight.period, start: insight.period_start, end: insight.period_end };
  return (
    <main id="main" className="mx-auto max-w-content px-4 pb-8 pt-6">
      <Link to={`${periodHref(range)}#archive`} className="text-sm font-semibold text-primary underline">
        ← {INSIGHT_DETAIL.back}
      </Link>
      <h1 className="mt-4 font-serif text-3xl font-bold">{INSIGHTS_PAGE.insightHeading(insight.period)}</h1>
      <p className="mt-1 font-semibold text-muted" data-testid="period-label">
        {periodLabel(range)}
      </p>
      <article className="card mt-6">
        <InsightNarrative insight={insight} />
      </article>
      <h2 className="mt-8 font-serif text-2xl font-bold">{INSIGHT_DETAIL.numbers}</h2>
      <div className="mt-4">
        <StatTiles stats={insight.stats} />
      </div>
      <div className="mt-6 space-y-4">
        <InsightCharts stats={insight.stats} />
      </div>
    </main>
  );
}

/** "That insight was not found." for an unknown id or another member's; anything else goes up to the root. */
export function ErrorBoundary() {
  return <ItemNotFound title={INSIGHT_DETAIL.notFound} backTo="/insights" backLabel={INSIGHT_DETAIL.back} />;
}
