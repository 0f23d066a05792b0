/**
 * /admin/churn: month by month, cancellations, churn rate, trial conversion and the cancel survey's
 * reasons, drawn as server-rendered bars with the same figures in tables.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ScrollTable } from "~/components/admin/ScrollTable";
import { percent } from "~/components/admin/percent";
import { BarChart } from "~/components/insights/BarChart";
import { CANCEL_REASONS } from "~/kernel/admin/growth";
import { ADMIN_CHURN_COPY as C } from "~/kernel/copy/admin";
import { CANCEL_SURVEY_COPY } from "~/kernel/copy/subscription";
import { requireAdmin } from "~/server/guards.server";
import { churnPage } from "../../worker/domain/admin/churn.server";
import { ColumnHeads } from "~/components/admin/ColumnHeads";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Churn · Admin · Shepherd");

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  return churnPage(context.app.db, new Date());
}

const monthLabel = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", month: "short", year: "numeric" });

export default function AdminChurn() {
  const { months, latest } = useLoaderData<typeof loader>();
  const reasonTotals = CANCEL_REASONS.map((reason) => ({
    label: CANCEL_SURVEY_COPY.reasons[reason],
    value: months.reduce((sum, month) => sum + (month.reasons[reason] ?? 0), 0),
  }));
  return (
    <main id="main">
      <h1 className="font-serif text-3xl font-bold">{C.title}</h1>
      <p className="mt-2 text-muted">{C.intro}</p>

      <section aria-labelledby="churn-chart-heading" className="card mt-6">
        <h2 id="churn-chart-heading" className="text-xl font-semibold">
          {C.chartTitle}
        </h2>
        <BarChart
          summary={C.chartSummary(months.length)}
          items={months.map((month) => ({ label: monthLabel(month.month), value: month.churnRate === null ? 0 : Math.round(month.churnRate * 1000) / 10 }))}
        />
        <ScrollTable label={C.chartTitle}>
          <table className="w-full min-w-[40rem] text-left text-sm">
            <ColumnHeads labels={Object.values(C.columns)} />
            <tbody>
              {months.map((month) => (
                <tr key={month.month} className="border-b border-border/60 tabular-nums">
                  <th scope="row" className="px-2 py-2 text-left font-normal">
                    {monthLabel(month.month)}
                  </th>
                  <td className="px-2 py-2">{month.cancellations}</td>
                  <td className="px-2 py-2">{month.payingAtStart}</td>
                  <td className="px-2 py-2">{month.lost}</td>
                  <td className="px-2 py-2">{percent(month.churnRate)}</td>
                  <td className="px-2 py-2">{month.trialsEnded}</td>
                  <td className="px-2 py-2">{month.trialsConverted}</td>
                  <td className="px-2 py-2">{percent(month.trialConversion)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </section>

      <section aria-labelledby="reasons-heading" className="card mt-6">
        <h2 id="reasons-heading" className="text-xl font-semibold">
          {C.reasonsHeading}
        </h2>
        <p className="mt-1 text-sm text-muted">{C.reasonsIntro}</p>
        <BarChart summary={C.reasonsHeading} items={reasonTotals} />
        <table className="mt-4 w-full max-w-md text-left text-sm">
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="px-2 py-2 font-semibold">
                {C.reason}
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                {C.answers}
              </th>
            </tr>
          </thead>
          <tbody>
            {reasonTotals.map((reason) => (
              <tr key={reason.label} className="border-b border-border/60">
                <th scope="row" className="px-2 py-2 text-left font-normal">
                  {reason.label}
                </th>
                <td className="px-2 py-2 tabular-nums">{reason.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3 className="mt-6 font-semibold">{C.latestHeading}</h3>
        {latest.length === 0 ? (
          <p className="mt-2">{C.noAnswers}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {latest.map((answer) => (
              <li key={`${answer.at}-${answer.details}`} className="rounded-lg border border-border p-3 text-sm">
                <p className="text-muted">
                  {CANCEL_SURVEY_COPY.reasons[answer.reason]} · {new Date(answer.at).toLocaleDateString("en-US", { timeZone: "UTC", dateStyle: "medium" })}
                </p>
                <p className="mt-1">{answer.details}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
