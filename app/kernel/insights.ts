/**
 * The numbers behind /insights (docs/decisions/016-insights.md), from a member's own rows: a period's
 * counts, connection trend, moods, focus areas and journaling rhythm, and the streak calendar of
 * the last 365 local days. Pure: every input is already a local ISO date, so the maths never meets a
 * time zone (callers compute "today" with app/kernel/dates.ts).
 */
import { MOODS, type Mood } from "./connection";
import { addDays, dayNumberOf } from "./dates";
import { FOCUS_AREAS } from "./focus-areas";
import { daysBetween, weekdayIndex, weekStartOf, type InsightPeriod, type PeriodRange } from "./insights-period";
import { computeStreak, STREAK_LOOKBACK_DAYS, streakWindowStart } from "./streak";

/** The journaling rhythm looks back over this many weeks (at most), ending with the period's. */
export const RHYTHM_WEEKS = 12;

export interface ProgressDay {
  date: string;
  completed: boolean;
  /** devotional_progress.spiritual_connection, 0–100. */
  connection: number;
}

export interface CheckInDay {
  date: string;
  mood: Mood;
  focusAreas: string[];
}

/** A member's rows, as local dates; rows outside the period are ignored. */
export interface MemberRows {
  progress: ProgressDay[];
  checkIns: CheckInDay[];
  /** One date per journal entry (the rhythm also reads the weeks before the period). */
  journalDates: string[];
  whisperDates: string[];
  /** plan_day_progress.completed_on, one per completed plan day. */
  planDates: string[];
}

export interface ConnectionPoint {
  date: string;
  value: number;
}

export interface ConnectionSummary {
  points: ConnectionPoint[];
  average: number | null;
  lowest: number | null;
  highest: number | null;
  /** Last day's value minus the first day's (null with fewer than two days). */
  change: number | null;
}

export interface FocusCount {
  area: string;
  count: number;
}

export interface JournalRhythm {
  /** Entries per weekday, Monday first, over the rhythm window. */
  byWeekday: number[];
  entries: number;
  /** Weeks in the window: from his first entry's week (at most RHYTHM_WEEKS back) to the period's. */
  weeks: number;
  /** Entries per week over those weeks, to one decimal. */
  perWeek: number;
}

/** What an insight is built from; stored as `insights.stats`. */
export interface InsightStats {
  period: InsightPeriod;
  start: string;
  end: string;
  /** The last day counted: the period's end, or today while the period is still running. */
  through: string;
  /** Days counted, start … through. */
  days: number;
  completions: number;
  checkIns: number;
  journalEntries: number;
  whispers: number;
  planDays: number;
  /** Days with a completed devotional or a check-in (the days a streak counts). */
  activeDays: number;
  /** The longest run of consecutive active days inside the period. */
  longestRun: number;
  connection: ConnectionSummary;
  moods: Record<Mood, number>;
  focusAreas: FocusCount[];
  rhythm: JournalRhythm;
}

const mean = (values: number[]) => (values.length === 0 ? null : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length));

/** The longest run of consecutive calendar days among `dates` (duplicates and order do not matter). */
export function longestRun(dates: Iterable<string>): number {
  const numbers = [...new Set([...dates].map((date) => dayNumberOf(date)).filter((value): value is number => value !== null))].sort((a, b) => a - b);
  let longest = 0;
  let current = 0;
  numbers.forEach((value, index) => {
    current = index > 0 && value === numbers[index - 1]! + 1 ? current + 1 : 1;
    longest = Math.max(longest, current);
  });
  return longest;
}

/** One value a day: the mean of that day's progress rows (a day can hold a backup and a real devotional). */
export function connectionByDay(progress: ProgressDay[]): ConnectionPoint[] {
  const byDate = new Map<string, number[]>();
  for (const row of progress) byDate.set(row.date, [...(byDate.get(row.date) ?? []), row.connection]);
  return [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([date, values]) => ({ date, value: mean(values)! }));
}

export function summarizeConnection(points: ConnectionPoint[]): ConnectionSummary {
  const values = points.map((point) => point.value);
  return {
    points,
    average: mean(values),
    lowest: values.length ? Math.min(...values) : null,
    highest: values.length ? Math.max(...values) : null,
    change: values.length >= 2 ? values[values.length - 1]! - values[0]! : null,
  };
}

/** Most checked first; ties in the order of the onboarding list, then by name. */
export function rankFocusAreas(checkIns: CheckInDay[]): FocusCount[] {
  const counts = new Map<string, number>();
  for (const checkIn of checkIns) for (const area of new Set(checkIn.focusAreas)) counts.set(area, (counts.get(area) ?? 0) + 1);
  const order = (area: string) => {
    const index = (FOCUS_AREAS as readonly string[]).indexOf(area);
    return index < 0 ? FOCUS_AREAS.length : index;
  };
  return [...counts.entries()]
    .map(([area, count]) => ({ area, count }))
    .sort((a, b) => b.count - a.count || order(a.area) - order(b.area) || a.area.localeCompare(b.area));
}

/** The first day the rhythm may read for a period counted through `through`. */
export function rhythmWindowStart(through: string): string {
  return addDays(weekStartOf(through), -7 * (RHYTHM_WEEKS - 1));
}

/** Entries per weekday and per week, from the week of his first entry in the window to `through`. */
export function journalRhythm(entryDates: string[], through: string): JournalRhythm {
  const from = rhythmWindowStart(through);
  const inWindow = entryDates.filter((date) => date >= from && date <= through);
  const byWeekday = Array.from({ length: 7 }, () => 0);
  for (const date of inWindow) byWeekday[weekdayIndex(date)]! += 1;
  const first = inWindow.reduce<string | null>((earliest, date) => (earliest === null || date < earliest ? date : earliest), null);
  // Mondays from his first entry's week to the period's, both counted.
  const weeks = first === null ? 0 : (daysBetween(weekStartOf(first), weekStartOf(through)) - 1) / 7 + 1;
  return {
    byWeekday,
    entries: inWindow.length,
    weeks,
    perWeek: weeks === 0 ? 0 : Math.round((inWindow.length / weeks) * 10) / 10,
  };
}

/** A period's numbers, counted from its first day through `today` (or its end, once it is over). */
export function aggregatePeriod(range: PeriodRange, today: string, rows: MemberRows): InsightStats {
  const through = range.end < today ? range.end : today;
  const inside = (date: string) => date >= range.start && date <= through;
  const progress = rows.progress.filter((row) => inside(row.date));
  const checkIns = rows.checkIns.filter((row) => inside(row.date));
  const completedDays = new Set(progress.filter((row) => row.completed).map((row) => row.date));
  const checkInDays = new Set(checkIns.map((row) => row.date));
  const activeDays = new Set([...completedDays, ...checkInDays]);
  const moods = Object.fromEntries(MOODS.map((mood) => [mood, 0])) as Record<Mood, number>;
  for (const checkIn of checkIns) moods[checkIn.mood] += 1;
  return {
    period: range.period,
    start: range.start,
    end: range.end,
    through,
    days: daysBetween(range.start, through),
    completions: completedDays.size,
    checkIns: checkInDays.size,
    journalEntries: rows.journalDates.filter(inside).length,
    whispers: rows.whisperDates.filter(inside).length,
    planDays: rows.planDates.filter(inside).length,
    activeDays: activeDays.size,
    longestRun: longestRun(activeDays),
    connection: summarizeConnection(connectionByDay(progress)),
    moods,
    focusAreas: rankFocusAreas(checkIns),
    rhythm: journalRhythm(rows.journalDates, through),
  };
}

/** The most frequent mood (ties: the brighter one), or null without check-ins. */
export function mostCommonMood(moods: Record<Mood, number>): Mood | null {
  let best: Mood | null = null;
  for (const mood of MOODS) if (moods[mood] > 0 && (best === null || moods[mood] >= moods[best])) best = mood;
  return best;
}

/** The weekday (0 = Monday) he journals on most, or null without entries (ties: the earlier day). */
export function favouriteWeekday(byWeekday: number[]): number | null {
  let best: number | null = null;
  byWeekday.forEach((count, index) => {
    if (count > 0 && (best === null || count > byWeekday[best]!)) best = index;
  });
  return best;
}

/* ─────────── the streak calendar: the last 365 local days ─────────── */

export interface CalendarDay {
  date: string;
  /** 0 nothing; 1 a completed devotional or a check-in; 2 both. */
  level: 0 | 1 | 2;
}

export interface StreakCalendar {
  days: CalendarDay[];
  /** Today's streak (app/kernel/streak.ts). */
  current: number;
  /** The longest run of walked days in the window. */
  longest: number;
  /** Days walked in the window. */
  walked: number;
}

/** Every day of the 365-day lookback, oldest first, from the two kinds of day a streak counts. */
export function streakCalendar(completedDays: string[], checkInDays: string[], today: string): StreakCalendar {
  const first = streakWindowStart(today);
  const inWindow = (date: string) => date >= first && date <= today;
  const completed = new Set(completedDays.filter(inWindow));
  const checkedIn = new Set(checkInDays.filter(inWindow));
  const days = Array.from({ length: STREAK_LOOKBACK_DAYS }, (_, index): CalendarDay => {
    const date = addDays(first, index);
    return { date, level: ((completed.has(date) ? 1 : 0) + (checkedIn.has(date) ? 1 : 0)) as CalendarDay["level"] };
  });
  const walked = days.filter((day) => day.level > 0).map((day) => day.date);
  return { days, current: computeStreak(walked, today), longest: longestRun(walked), walked: walked.length };
}

export interface MonthOfWalk {
  /** "2026-03" */
  month: string;
  walked: number;
  /** Days of this month inside the window. */
  days: number;
}

/** The calendar by month, oldest first: the heatmap's table alternative. */
export function walkByMonth(days: CalendarDay[]): MonthOfWalk[] {
  const months: MonthOfWalk[] = [];
  for (const day of days) {
    const month = day.date.slice(0, 7);
    let row = months[months.length - 1];
    if (!row || row.month !== month) months.push((row = { month, walked: 0, days: 0 }));
    row.days += 1;
    if (day.level > 0) row.walked += 1;
  }
  return months;
}

/** The calendar as the page carries it: the first day and one digit per day ("0120…"). */
export interface CompactCalendar {
  first: string;
  levels: string;
  current: number;
  longest: number;
  walked: number;
}

export function compactCalendar(calendar: StreakCalendar): CompactCalendar {
  return {
    first: calendar.days[0]?.date ?? "",
    levels: calendar.days.map((day) => day.level).join(""),
    current: calendar.current,
    longest: calendar.longest,
    walked: calendar.walked,
  };
}

export function expandCalendar({ first, levels }: Pick<CompactCalendar, "first" | "levels">): CalendarDay[] {
  return [...levels].map((digit, index) => ({ date: addDays(first, index), level: Number(digit) as CalendarDay["level"] }));
}
