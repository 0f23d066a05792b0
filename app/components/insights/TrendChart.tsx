import { addDays } from "~/kernel/dates";
import type { ConnectionPoint } from "~/kernel/insights";
import { TREND_PLOT, trendGeometry } from "~/kernel/insights-chart";
import { daysBetween, type PeriodRange } from "~/kernel/insights-period";
import { WEEKDAY_SHORT } from "~/kernel/copy/insights";

// ISO dates are calendar days: formatted in UTC so server and browser agree whatever their zones.
const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const MONTH_TICKS = [1, 8, 15, 22, 29];

function xTicks(range: PeriodRange): { date: string; label: string }[] {
  const days = daysBetween(range.start, range.end);
  if (range.period === "week") return WEEKDAY_SHORT.map((label, index) => ({ date: addDays(range.start, index), label }));
  return MONTH_TICKS.filter((day) => day <= days).map((day) => {
    const date = addDays(range.start, day - 1);
    return { date, label: shortDay.format(new Date(`${date}T12:00:00Z`)) };
  });
}

/** Connection (0–100) over the period's days: a line broken where a day has no value, and a dot per day. */
export function TrendChart({ points, range, summary }: { points: ConnectionPoint[]; range: PeriodRange; summary: string }) {
  const geometry = trendGeometry(points, { start: range.start, days: daysBetween(range.start, range.end) });
  const { width, height, left, right, bottom } = TREND_PLOT;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary} className="h-auto w-full max-w-md text-[10px]">
      {geometry.yTicks.map((tick) => (
        <g key={tick.value}>
          <line x1={left} x2={width - right} y1={tick.y} y2={tick.y} className="stroke-border" strokeWidth={1} />
          <text x={left - 6} y={tick.y} textAnchor="end" dominantBaseline="central" className="fill-muted tabular-nums">
            {tick.value}
          </text>
        </g>
      ))}
      {xTicks(range).map((tick) => (
        <text key={tick.date} x={geometry.xOf(tick.date)} y={height - bottom + 16} textAnchor="middle" className="fill-muted">
          {tick.label}
        </text>
      ))}
      <path d={geometry.path} fill="none" className="stroke-primary" strokeWidth={2.5} strokeLinejoin="round" strokeLinecap="round" />
      {geometry.dots.map((dot) => (
        <circle key={dot.date} cx={dot.x} cy={dot.y} r={3.5} className="fill-primary stroke-surface" strokeWidth={1.5} />
      ))}
    </svg>
  );
}
