import { connectionLabel, MOODS } from "~/kernel/connection";
import { CHART_COPY, MOOD_LABELS, WEEKDAY_LABELS, WEEKDAY_SHORT } from "~/kernel/copy/insights";
import type { InsightStats } from "~/kernel/insights";
import { dayLabel } from "~/kernel/journal-export";
import { BarChart } from "./BarChart";
import { ChartFigure } from "./ChartFigure";
import { TrendChart } from "./TrendChart";

/** At most this many focus areas are drawn; the table lists them all. */
const FOCUS_BARS = 5;

const counted = (items: { label: string; value: number }[]) => items.map((item) => `${item.label} ${item.value}`).join(", ");

/** The period's four charts: connection trend, moods, focus areas and the journaling rhythm. */
export function InsightCharts({ stats }: { stats: InsightStats }) {
  const { connection, rhythm } = stats;
  const moods = MOODS.map((mood) => ({ label: MOOD_LABELS[mood], value: stats.moods[mood] }));
  const focus = stats.focusAreas.map((area) => ({ label: area.area, value: area.count }));
  const weekdays = WEEKDAY_SHORT.map((label, index) => ({ label, value: rhythm.byWeekday[index] ?? 0 }));
  return (
    <>
      <ChartFigure
        title={CHART_COPY.trend.title}
        intro={CHART_COPY.trend.intro}
        empty={connection.points.length === 0 ? CHART_COPY.trend.empty : null}
        testId="chart-trend"
        table={{
          columns: [CHART_COPY.trend.day, CHART_COPY.trend.value, CHART_COPY.trend.label],
          rows: connection.points.map((point) => [dayLabel(point.date), point.value, connectionLabel(point.value)]),
        }}
      >
        <TrendChart
          points={connection.points}
          range={stats}
          summary={`${CHART_COPY.trend.title}. ${CHART_COPY.trend.summary(connection.average ?? 0, connection.lowest ?? 0, connection.highest ?? 0, connection.points.length)}`}
        />
      </ChartFigure>
      <BarFigure
        copy={CHART_COPY.moods}
        intro={CHART_COPY.moods.intro}
        items={moods}
        empty={stats.checkIns === 0}
        testId="chart-moods"
        columns={[CHART_COPY.moods.mood, CHART_COPY.moods.count]}
      />
      <BarFigure
        copy={CHART_COPY.focus}
        intro={CHART_COPY.focus.intro}
        items={focus}
        bars={focus.slice(0, FOCUS_BARS)}
        empty={focus.length === 0}
        testId="chart-focus"
        columns={[CHART_COPY.focus.area, CHART_COPY.focus.count]}
      />
      <BarFigure
        copy={CHART_COPY.rhythm}
        intro={rhythm.entries === 0 ? CHART_COPY.rhythm.introEmpty : `${CHART_COPY.rhythm.intro(rhythm.weeks)} ${CHART_COPY.rhythm.perWeek(rhythm.perWeek)}`}
        items={WEEKDAY_LABELS.map((label, index) => ({ label, value: rhythm.byWeekday[index] ?? 0 }))}
        bars={weekdays}
        empty={rhythm.entries === 0}
        testId="chart-rhythm"
        columns={[CHART_COPY.rhythm.weekday, CHART_COPY.rhythm.count]}
      />
    </>
  );
}

/** A bar chart in its figure: `items` fill the table, `bars` (default: the same) are drawn. */
function BarFigure({
  copy,
  intro,
  items,
  bars = items,
  empty,
  testId,
  columns,
}: {
  copy: { title: string; empty: string; summary: (parts: string) => string };
  intro: string;
  items: { label: string; value: number }[];
  bars?: { label: string; value: number }[];
  empty: boolean;
  testId: string;
  columns: string[];
}) {
  return (
    <ChartFigure
      title={copy.title}
      intro={intro}
      empty={empty ? copy.empty : null}
      testId={testId}
      table={{ columns, rows: items.map((item) => [item.label, item.value]) }}
    >
      <BarChart items={bars} summary={copy.summary(counted(items))} />
    </ChartFigure>
  );
}
