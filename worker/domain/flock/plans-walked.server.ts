/**
 * What a flock plan walks, and where each of its days is for one brother. A catalogue plan or a
 * leader's own plan is a `plans` row (its days checked off in `plan_day_progress`, the same rows
 * The Path writes); a series is one of the library's, met a session a week. Every brother's day is
 * counted from the plan's start date in his own calendar, so a zone never shifts it.
 */
import { sql } from "drizzle-orm";
import { FLOCK_PLAN_START_MAX_DAYS_AHEAD, type FlockPlanKind } from "../../../app/kernel/flock/rules";
import { daysBetween } from "../../../app/kernel/path/schedule";
import { DAYS_PER_SESSION } from "../../../app/kernel/series/rules";
import { dayNumberOf } from "../../../app/kernel/dates";
import { librarySeries } from "../../content/series";
import { flockPlans, plans } from "../../db/schema";
import { libraryEntry, seriesHref } from "../series/visible.server";

/** The thing walked, as the flock page and The Path name it. */
export interface Walked {
  kind: FlockPlanKind;
  /** The `plans` row for a plan; null for a series. */
  planId: string | null;
  title: string;
  /** Days of a plan, sessions of a series. */
  length: number;
  /** Where day (or session) `n` is read. */
  hrefOf: (n: number) => string;
}

/** A flock plan's row joined with its plan's title and length (null for a series). */
export interface WalkedRow {
  kind: FlockPlanKind;
  plan_id: string | null;
  series_id: string | null;
  plan_title: string | null;
  plan_length: number | null;
}

/** What the row walks, or null when its series has left the library. */
export function walkedOf(row: WalkedRow): Walked | null {
  if (row.kind === "series") {
    const series = row.series_id ? libraryEntry(row.series_id) : null;
    if (!series) return null;
    return { kind: "series", planId: null, title: series.title, length: series.sessions.length, hrefOf: (n) => `${seriesHref(series.slug)}#session-${n}` };
  }
  if (!row.plan_id || row.plan_title === null || row.plan_length === null) return null;
  const planId = row.plan_id;
  return { kind: row.kind, planId, title: row.plan_title, length: row.plan_length, hrefOf: (n) => `/path/${planId}#day-${n}` };
}

export interface DayOf {
  /** His day (or session): 0 before the start, never past the last. */
  day: number;
  /** The day to show him as today: day 1 before the start, the last one after the end. */
  shown: number;
  startsIn: number;
}

/** Where `today` (his own local date) falls in a flock plan that starts on `startDate`. */
export function dayOf(walked: Pick<Walked, "kind" | "length">, startDate: string, today: string): DayOf {
  const since = daysBetween(startDate, today);
  const perDay = walked.kind === "series" ? DAYS_PER_SESSION : 1;
  const day = since < 0 ? 0 : Math.min(walked.length, Math.floor(since / perDay) + 1);
  return { day, shown: Math.max(1, day), startsIn: Math.max(0, -since) };
}

/** Each library series' length in sessions, by slug, as JSON for SQL to look up. */
const librarySessions = JSON.stringify(Object.fromEntries(librarySeries.map((series) => [series.slug, series.sessions.length])));

/**
 * `dayOf(...).shown` for the viewer's `today` as SQL over a `flock_plans` row joined with its plan
 * (`plans.length_days`), so a statement can pick today's day without reading the start date first;
 * null when the row walks nothing `walkedOf` knows. The two must agree (tests/worker/flock-plans.test.ts).
 */
export function shownDaySql(today: string) {
  const isSeries = sql`${flockPlans.kind} = 'series'`;
  const length = sql`case when ${isSeries} then (select value from json_each(${librarySessions}) where key = ${flockPlans.series_id}) else ${plans.length_days} end`;
  const since = sql`cast(julianday(${today}) - julianday(${flockPlans.start_date}) as integer)`;
  const perDay = sql`case when ${isSeries} then ${DAYS_PER_SESSION} else 1 end`;
  // D1 may bind a number as a real, so the division is truncated (a floor, as `since` is not negative here).
  return sql<number | null>`max(1, min(${length}, case when ${since} < 0 then 0 else cast(${since} / ${perDay} as integer) + 1 end))`;
}

/** A flock plan starts on the leader's today or later, up to a year ahead. */
export function startDateAllowed(startDate: string, today: string): boolean {
  if (dayNumberOf(startDate) === null) return false;
  const ahead = daysBetween(today, startDate);
  return ahead >= 0 && ahead <= FLOCK_PLAN_START_MAX_DAYS_AHEAD;
}
