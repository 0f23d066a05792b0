/**
 * The periods an insight covers (docs/decisions/016-insights.md): a week runs Monday to Sunday and a
 * month is the calendar month, both in the member's own local days. Pure calendar arithmetic on ISO
 * dates ("2026-03-09"), so neither the machine's zone nor a DST change can move a day.
 */
import { addDays, dayNumberOf } from "./dates";
import { monthLabel } from "./journal-export";

export const INSIGHT_PERIODS = ["week", "month"] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

/** No period starts before this day (older starts are not worth a query). */
export const EARLIEST_PERIOD_START = "2000-01-01";

export interface PeriodRange {
  period: InsightPeriod;
  /** First and last local dates of the period, inclusive. */
  start: string;
  end: string;
}

export const isInsightPeriod = (value: unknown): value is InsightPeriod => value === "week" || value === "month";

function dayNumber(date: string): number {
  const value = dayNumberOf(date);
  if (value === null) throw new RangeError(`Not a calendar date: ${date}`);
  return value;
}

/** 0 = Monday … 6 = Sunday (1970-01-01, day 0, was a Thursday). */
export function weekdayIndex(date: string): number {
  return (((dayNumber(date) + 3) % 7) + 7) % 7;
}

/** The Monday of the week a date falls in. */
export function weekStartOf(date: string): string {
  return addDays(date, -weekdayIndex(date));
}

/** Day 0 of the next month is this month's last day (and December 9999 needs no year 10000). */
function monthEndOf(monthStart: string): string {
  const [year, month] = monthStart.split("-").map(Number) as [number, number];
  const last = new Date(0);
  last.setUTCFullYear(year, month, 0);
  return `${monthStart.slice(0, 8)}${String(last.getUTCDate()).padStart(2, "0")}`;
}

/** The period of the given kind that contains `date`. */
export function periodContaining(period: InsightPeriod, date: string): PeriodRange {
  if (period === "week") {
    const start = weekStartOf(date);
    return { period, start, end: addDays(start, 6) };
  }
  const start = `${date.slice(0, 7)}-01`;
  return { period, start, end: monthEndOf(start) };
}

/** Is `start` the first day of a period of this kind (a Monday, or the 1st)? */
export function isPeriodStart(period: InsightPeriod, start: string): boolean {
  if (dayNumberOf(start) === null) return false;
  return periodContaining(period, start).start === start;
}

/** The period `steps` periods after (negative: before) the one starting on `start`. */
export function shiftPeriod(range: PeriodRange, steps: number): PeriodRange {
  if (range.period === "week") return periodContaining("week", addDays(range.start, steps * 7));
  const [year, month] = range.start.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) + steps;
  const start = `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}-01`;
  return periodContaining("month", start);
}

/** The whole week before the one `today` falls in: what Monday's summary email is about. */
export function lastWeek(today: string): PeriodRange {
  return shiftPeriod(periodContaining("week", today), -1);
}

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.max(0, dayNumber(to) - dayNumber(from) + 1);
}

export type PeriodCheck = { ok: true; range: PeriodRange } | { ok: false; problem: "notStart" | "future" | "tooOld" };

/** A period a member may look at or write about: it has begun on his calendar and is not ancient. */
export function checkPeriod(period: InsightPeriod, start: string, today: string): PeriodCheck {
  if (!isPeriodStart(period, start)) return { ok: false, problem: "notStart" };
  if (start < EARLIEST_PERIOD_START) return { ok: false, problem: "tooOld" };
  if (start > today) return { ok: false, problem: "future" };
  return { ok: true, range: periodContaining(period, start) };
}

const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** "Mar 2 – 8, 2026", "Mar 30 – Apr 5, 2026", "Dec 29, 2025 – Jan 4, 2026"; "March 2026". */
export function periodLabel({ period, start, end }: PeriodRange): string {
  if (period === "month") return monthLabel(start);
  const [startYear, endYear] = [start.slice(0, 4), end.slice(0, 4)];
  if (startYear !== endYear) return `${shortDay.format(atNoon(start))}, ${startYear} – ${shortDay.format(atNoon(end))}, ${endYear}`;
  const endText = start.slice(5, 7) === end.slice(5, 7) ? String(Number(end.slice(8, 10))) : shortDay.format(atNoon(end));
  return `${shortDay.format(atNoon(start))} – ${endText}, ${endYear}`;
}

/**
 * The period /insights shows for `?period=&start=`: a week unless a month is asked for, and the
 * current one unless the start names a period that has begun (a link with a typo still shows a page).
 */
export function pagePeriod(period: string | null, start: string | null, today: string): PeriodRange {
  const kind: InsightPeriod = period === "month" ? "month" : "week";
  const check = start ? checkPeriod(kind, start, today) : null;
  return check?.ok ? check.range : periodContaining(kind, today);
}

/** Monday's summary (docs/decisions/016-insights.md): from 08:00 on his Monday, once per week. */
export const WEEKLY_SUMMARY_TIME = "08:00";

export function isWeeklySummaryDue(clock: { date: string; time: string }, lastSent: string | null): boolean {
  if (weekdayIndex(clock.date) !== 0 || clock.time < WEEKLY_SUMMARY_TIME) return false;
  return lastSent === null || lastSent < clock.date;
}

const HOUR_MS = 3_600_000;

/**
 * Is it Monday 08:00–24:00 anywhere on Earth (UTC−12 … UTC+14)? That is Sunday 18:00 to Tuesday
 * 12:00 UTC; the cron skips the weekly summary's query outside it.
 */
export function mondayMorningSomewhere(at: Date): boolean {
  const hoursIntoUtcWeek = ((at.getUTCDay() + 6) % 7) * 24 + (at.getTime() % (24 * HOUR_MS)) / HOUR_MS;
  return hoursIntoUtcWeek < 36 || hoursIntoUtcWeek >= 162;
}
