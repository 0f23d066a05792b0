import { Link } from "@remix-run/react";
import { INSIGHTS_PAGE } from "~/kernel/copy/insights";
import { periodContaining, periodLabel, shiftPeriod, type InsightPeriod, type PeriodRange } from "~/kernel/insights-period";
import { dayLabel } from "~/kernel/journal-export";

export const periodHref = (range: Pick<PeriodRange, "period" | "start">) =>
  `/insights?${new URLSearchParams({ period: range.period, start: range.start })}`;

const tabClass = (active: boolean) =>
  `inline-flex min-h-[40px] items-center rounded-md px-4 text-sm font-semibold ${active ? "bg-primary text-primary-fg" : "text-fg hover:bg-border/40"}`;

/** Week or month, and which one: the period every number on the page is about. */
export function PeriodPicker({ range, today }: { range: PeriodRange; today: string }) {
  const previous = shiftPeriod(range, -1);
  const next = shiftPeriod(range, 1);
  const running = range.end > today;
  // Switching kind keeps the same stretch of time: the month of this week's Monday, or that month's week.
  const other = (period: InsightPeriod) => (period === range.period ? range : periodContaining(period, range.start));
  return (
    <nav aria-label={INSIGHTS_PAGE.periodNav} className="mt-6 space-y-3">
      <div className="inline-flex gap-1 rounded-lg border border-border bg-surface p-1">
        {(["week", "month"] as const).map((period) => (
          <Link key={period} to={periodHref(other(period))} aria-current={period === range.period ? "page" : undefined} className={tabClass(period === range.period)}>
            {INSIGHTS_PAGE[period]}
          </Link>
        ))}
      </div>
      <div className="flex items-center justify-between gap-2">
        <Link to={periodHref(previous)} className="btn-secondary min-h-[40px] px-3" rel="prev">
          <span aria-hidden="true">←</span> {INSIGHTS_PAGE.previous(range.period)}
        </Link>
        <p className="text-center font-semibold" data-testid="period-label">
          {periodLabel(range)}
        </p>
        {next.start <= today ? (
          <Link to={periodHref(next)} className="btn-secondary min-h-[40px] px-3" rel="next">
            {INSIGHTS_PAGE.next(range.period)} <span aria-hidden="true">→</span>
          </Link>
        ) : (
          <span className="min-w-[1px]" />
        )}
      </div>
      {running ? <p className="text-sm text-muted">{INSIGHTS_PAGE.soFar(dayLabel(today))}</p> : null}
    </nav>
  );
}
