/**
 * Geometry of the /insights charts, drawn as SVG on the server (no chart library reaches the
 * browser, docs/decisions/016-insights.md). Pure numbers in a viewBox; the components only draw them.
 */
import { dayNumberOf } from "./dates";
import type { CalendarDay, ConnectionPoint } from "./insights";
import { weekdayIndex, weekStartOf } from "./insights-period";

export interface Plot {
  width: number;
  height: number;
  top: number;
  right: number;
  bottom: number;
  left: number;
}

const day = (date: string) => {
  const value = dayNumberOf(date);
  if (value === null) throw new RangeError(`Not a calendar date: ${date}`);
  return value;
};
const round = (value: number) => Math.round(value * 10) / 10;

/* ─────────── the connection trend: 0–100 over the period's days ─────────── */

export interface TrendGeometry {
  /** One SVG path; a day with no value breaks the line (no invented values between). */
  path: string;
  dots: (ConnectionPoint & { x: number; y: number })[];
  yTicks: { value: number; y: number }[];
  xOf(date: string): number;
}

export const TREND_PLOT: Plot = { width: 320, height: 168, top: 12, right: 12, bottom: 28, left: 32 };
export const TREND_Y_TICKS = [0, 25, 50, 75, 100];

export function trendGeometry(points: ConnectionPoint[], range: { start: string; days: number }, plot: Plot = TREND_PLOT): TrendGeometry {
  const innerWidth = plot.width - plot.left - plot.right;
  const innerHeight = plot.height - plot.top - plot.bottom;
  const first = day(range.start);
  const span = Math.max(1, range.days - 1);
  const xOf = (date: string) => round(range.days <= 1 ? plot.left + innerWidth / 2 : plot.left + ((day(date) - first) / span) * innerWidth);
  const yOf = (value: number) => round(plot.top + innerHeight * (1 - Math.min(100, Math.max(0, value)) / 100));
  const dots = [...points].sort((a, b) => day(a.date) - day(b.date)).map((point) => ({ ...point, x: xOf(point.date), y: yOf(point.value) }));
  const path = dots
    .map((dot, index) => `${index > 0 && day(dot.date) === day(dots[index - 1]!.date) + 1 ? "L" : "M"}${dot.x} ${dot.y}`)
    .join(" ");
  return { path, dots, yTicks: TREND_Y_TICKS.map((value) => ({ value, y: yOf(value) })), xOf };
}

/* ─────────── horizontal bars: moods, focus areas, weekdays ─────────── */

export interface BarLayout {
  width: number;
  labelWidth: number;
  valueWidth: number;
  rowHeight: number;
  barHeight: number;
}

export const BAR_LAYOUT: BarLayout = { width: 320, labelWidth: 96, valueWidth: 32, rowHeight: 28, barHeight: 16 };

export interface BarRow {
  label: string;
  value: number;
  /** Top of the row. */
  y: number;
  /** Bar length in viewBox units (0 for a zero value). */
  length: number;
}

export function barRows(items: { label: string; value: number }[], layout: BarLayout = BAR_LAYOUT): { rows: BarRow[]; height: number } {
  const track = layout.width - layout.labelWidth - layout.valueWidth;
  const max = Math.max(1, ...items.map((item) => item.value));
  return {
    rows: items.map((item, index) => ({
      ...item,
      y: index * layout.rowHeight,
      length: item.value <= 0 ? 0 : round(Math.max(2, (item.value / max) * track)),
    })),
    height: Math.max(layout.rowHeight, items.length * layout.rowHeight),
  };
}

/* ─────────── the streak heatmap: weeks in columns, Monday on top ─────────── */

export interface HeatmapLayout {
  cell: number;
  gap: number;
  /** Room for the weekday labels on the left and the month labels on top. */
  left: number;
  top: number;
}

export const HEATMAP_LAYOUT: HeatmapLayout = { cell: 10, gap: 2, left: 28, top: 14 };
/** A month label needs this many columns of room before the next. */
const MONTH_LABEL_COLUMNS = 3;

export interface HeatmapGeometry {
  width: number;
  height: number;
  cells: (CalendarDay & { x: number; y: number })[];
  /** "2026-03" at the column of the month's first week shown. */
  months: { month: string; x: number }[];
  /** Rows that get a weekday label (Mon, Wed, Fri), 0 = Monday. */
  weekdays: { index: number; y: number }[];
}

export function heatmapGeometry(days: CalendarDay[], layout: HeatmapLayout = HEATMAP_LAYOUT): HeatmapGeometry {
  const pitch = layout.cell + layout.gap;
  const firstColumn = days.length ? day(weekStartOf(days[0]!.date)) : 0;
  const columnOf = (date: string) => Math.floor((day(date) - firstColumn) / 7);
  const cells = days.map((entry) => ({
    ...entry,
    x: layout.left + columnOf(entry.date) * pitch,
    y: layout.top + weekdayIndex(entry.date) * pitch,
  }));
  const columns = days.length ? columnOf(days[days.length - 1]!.date) + 1 : 0;
  const months: HeatmapGeometry["months"] = [];
  let lastColumn = -MONTH_LABEL_COLUMNS;
  days.forEach((entry, index) => {
    if (index > 0 && !entry.date.endsWith("-01")) return;
    const column = columnOf(entry.date);
    if (column > columns - 2) return;
    if (column - lastColumn < MONTH_LABEL_COLUMNS) {
      // The window's first, partial month gives way to the next one when they would collide.
      const partialFirst = months.length === 1 && !days[0]!.date.endsWith("-01");
      if (!partialFirst) return;
      months.pop();
    }
    months.push({ month: entry.date.slice(0, 7), x: layout.left + column * pitch });
    lastColumn = column;
  });
  return {
    width: layout.left + columns * pitch,
    height: layout.top + 7 * pitch,
    cells,
    months,
    weekdays: [0, 2, 4].map((index) => ({ index, y: layout.top + index * pitch + layout.cell })),
  };
}
