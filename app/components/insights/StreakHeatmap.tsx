import { useId } from "react";
import { CHART_COPY, WEEKDAY_SHORT } from "~/kernel/copy/insights";
import { expandCalendar, walkByMonth, type CompactCalendar } from "~/kernel/insights";
import { HEATMAP_LAYOUT, heatmapGeometry } from "~/kernel/insights-chart";
import { monthLabel } from "~/kernel/journal-export";
import { ChartFigure } from "./ChartFigure";

const shortMonth = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
const LEVEL_CLASS = ["fill-border/70", "fill-accent", "fill-primary"] as const;
const { cell } = HEATMAP_LAYOUT;

/** Streak history: the last 365 local days as a calendar heatmap, weeks in columns, Monday on top. */
export function StreakHeatmap({ calendar }: { calendar: CompactCalendar }) {
  const days = expandCalendar(calendar);
  const geometry = heatmapGeometry(days);
  const copy = CHART_COPY.streak;
  const scrollId = useId();
  return (
    <ChartFigure
      title={copy.title}
      intro={copy.intro}
      testId="chart-streak"
      table={{
        columns: [copy.month, copy.walkedColumn, copy.daysColumn],
        rows: walkByMonth(days).map((month) => [monthLabel(`${month.month}-01`), month.walked, month.days]),
      }}
    >
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span className="font-semibold">{copy.current(calendar.current)}</span>
        <span>{copy.longest(calendar.longest)}</span>
        <span className="text-muted">{copy.walked(calendar.walked)}</span>
      </p>
      {/* Wider than a phone: it scrolls sideways, and the keyboard can scroll it too. */}
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="group" aria-labelledby={scrollId}>
        <span id={scrollId} className="sr-only">
          {copy.title}
        </span>
        <svg
          viewBox={`0 0 ${geometry.width} ${geometry.height}`}
          role="img"
          aria-label={copy.summary(calendar.walked, calendar.current, calendar.longest)}
          className="h-auto w-full min-w-[36rem] text-[9px]"
        >
          {geometry.months.map((month) => (
            <text key={month.month} x={month.x} y={HEATMAP_LAYOUT.top - 4} className="fill-muted">
              {shortMonth.format(new Date(`${month.month}-15T12:00:00Z`))}
            </text>
          ))}
          {geometry.weekdays.map((weekday) => (
            <text key={weekday.index} x={0} y={weekday.y - 1} className="fill-muted">
              {WEEKDAY_SHORT[weekday.index]}
            </text>
          ))}
          {geometry.cells.map((day) => (
            <rect key={day.date} x={day.x} y={day.y} width={cell} height={cell} rx={2} className={LEVEL_CLASS[day.level]} />
          ))}
        </svg>
      </div>
      <p aria-hidden="true" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        {[copy.legendNone, copy.legendOne, copy.legendBoth].map((label, level) => (
          <span key={label} className="inline-flex items-center gap-1.5">
            <svg width="10" height="10" viewBox="0 0 10 10">
              <rect width="10" height="10" rx="2" className={LEVEL_CLASS[level]} />
            </svg>
            {label}
          </span>
        ))}
      </p>
    </ChartFigure>
  );
}
