/**
 * /insights ("Insights archive"): a week's or a month's numbers from the member's
 * own data, drawn as server-rendered SVG charts with table alternatives, the 365-day streak
 * calendar, the narrative insight written on request, and the archive of past insights. Private:
 * only the session member's rows are read (worker/domain/insights.server.ts).
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useId } from "react";
import { InsightArchive } from "~/components/insights/InsightArchive";
import { InsightCharts } from "~/components/insights/InsightCharts";
import { InsightNarrative } from "~/components/insights/InsightNarrative";
import { PeriodPicker, periodHref } from "~/components/insights/PeriodPicker";
import { StatTiles } from "~/components/insights/StatTiles";
import { StreakHeatmap } from "~/components/insights/StreakHeatmap";
import { UpgradePrompt } from "~/components/membership/UpgradePrompt";
import { useToast } from "~/components/toast/ToastProvider";
import { INSIGHTS_PAGE } from "~/kernel/copy/insights";
import { requireMember } from "~/server/guards.server";
import { parseInsightRequest } from "~/kernel/insights-request";
import { GATE_COPY } from "~/kernel/membership";
import { redirectWithToast } from "~/server/toast.server";
import { generateInsight, loadInsightsPage } from "../../worker/domain/insights.server";
import { parseCursor } from "../../worker/domain/journal-archive.server";
import { createAi } from "../../worker/providers/ai";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Insights · Shepherd");

export async function loader({ context, request }: LoaderFunctionArgs) {
  const member = await requireMember(context, request);
  const params = new URL(request.url).searchParams;
  const before = parseCursor(params.get("before"));
  const page = await loadInsightsPage(context.app.db, member, { period: params.get("period"), start: params.get("start"), before });
  return { ...page, olderPage: before !== null };
}

type ActionData = { error?: string; failure?: { title: string; text: string } };

export async function action({ context, request }: ActionFunctionArgs) {
  const member = await requireMember(context, request);
  const form = await request.formData();
  if (form.get("intent") !== "generate") return data<ActionData>({ error: INSIGHTS_PAGE.unknownAction }, { status: 400 });
  const parsed = parseInsightRequest({ period: form.get("period"), start: form.get("start") }, member.today);
  if (!parsed.ok) return data<ActionData>({ error: parsed.message }, { status: 400 });
  const result = await generateInsight(context.app, member, parsed.range, { ai: createAi(context.app.env) });
  if (result.kind === "denied") return data<ActionData>({ failure: { title: GATE_COPY.limitTitle, text: result.reason } }, { status: 403 });
  return redirectWithToast(`${periodHref(parsed.range)}#insight`, {
    title: INSIGHTS_PAGE.writtenTitle(parsed.range.period),
    description: result.insight.source === "offline" ? INSIGHTS_PAGE.writtenOffline : undefined,
    variant: "success",
  });
}

export default function Insights() {
  const { today, range, stats, calendar, insight, archive, olderPage } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { toast } = useToast();
  const insightTitle = useId();
  const numbersTitle = useId();
  const writing = navigation.state !== "idle" && navigation.formData?.get("intent") === "generate";

  useEffect(() => {
    if (actionData?.failure) toast({ title: actionData.failure.title, description: actionData.failure.text, variant: "error" });
  }, [actionData, toast]);

  const here = periodHref(range);
  return (
    <main id="main" className="mx-auto max-w-content px-4 pb-8 pt-6">
      <h1 className="font-serif text-3xl font-bold">{INSIGHTS_PAGE.title}</h1>
      <p className="mt-1 text-muted">{INSIGHTS_PAGE.subtitle}</p>

      <PeriodPicker range={range} today={today} />

      <section aria-labelledby={numbersTitle} className="mt-6">
        <h2 id={numbersTitle} className="sr-only">
          {INSIGHTS_PAGE.numbersHeading}
        </h2>
        <StatTiles stats={stats} />
      </section>

      <section aria-labelledby={insightTitle} id="insight" className="card mt-6 scroll-mt-20">
        <h2 id={insightTitle} className="font-serif text-xl font-bold">
          {INSIGHTS_PAGE.insightHeading(range.period)}
        </h2>
        <div className="mt-3">{insight ? <InsightNarrative insight={insight} /> : <p className="text-muted">{INSIGHTS_PAGE.noInsight(range.period)}</p>}</div>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="generate" />
          <input type="hidden" name="period" value={range.period} />
          <input type="hidden" name="start" value={range.start} />
          <button type="submit" className="btn-primary" disabled={writing} aria-busy={writing || undefined}>
            {writing ? INSIGHTS_PAGE.writing : insight ? INSIGHTS_PAGE.rewrite(range.period) : INSIGHTS_PAGE.write(range.period)}
          </button>
          {insight ? <p className="mt-2 text-xs text-muted">{INSIGHTS_PAGE.rewriteHint}</p> : null}
        </Form>
        {actionData?.error || actionData?.failure ? (
          <p role="alert" className="mt-4 rounded-lg border border-danger/60 p-3 text-sm">
            {actionData.failure?.text ?? actionData.error}
          </p>
        ) : null}
        {actionData?.failure ? (
          <div className="mt-4">
            <UpgradePrompt variant="profile_completion" layout="banner" />
          </div>
        ) : null}
      </section>

      <div className="mt-6 space-y-4">
        <InsightCharts stats={stats} />
        <StreakHeatmap calendar={calendar} />
      </div>

      <InsightArchive
        items={archive.items}
        olderHref={archive.nextCursor ? `${here}&${new URLSearchParams({ before: archive.nextCursor })}#archive` : null}
        newestHref={olderPage ? `${here}#archive` : null}
      />
    </main>
  );
}
