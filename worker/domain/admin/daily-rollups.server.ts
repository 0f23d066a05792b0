/**
 * The admin dashboard's daily numbers, counted once per finished UTC day by the housekeeping cron
 * instead of on every view (docs/decisions/072-admin-daily-rollups.md). Each number of a day is the
 * same count the dashboard makes live for today, over that day's range of an indexed timestamp.
 */
import { and, count, countDistinct, eq, gte, lt, max, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { addDays, localDate } from "../../../app/kernel/dates";
import type { Database } from "../../db/client";
import { adminDailyRollups, dailyCheckins, devotionalProgress, user, userActivity } from "../../db/schema";

/** Days the dashboard's series show (today and the 29 finished days before it); a first run rolls up as many. */
export const SERIES_DAYS = 30;

/** An instant, or an SQL expression of one in milliseconds, bounding a count. */
export type Bound = Date | SQL;

/** `column` in [from, to): `to` left open counts up to now. */
const within = (column: SQLiteColumn, from: Bound, to?: Bound) => and(gte(column, from), to === undefined ? undefined : lt(column, to));

/** The start of a UTC day (YYYY-MM-DD). */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The counts a day's row holds, each over a range of its table's indexed timestamp. */
export const dailyCounts = {
  activeMembers: (db: Database, from: Bound, to?: Bound) =>
    db
      .select({ n: countDistinct(userActivity.user_id) })
      .from(userActivity)
      .where(within(userActivity.created_at, from, to)),
  newMembers: (db: Database, from: Bound, to?: Bound) =>
    db
      .select({ n: count() })
      .from(user)
      .where(within(user.createdAt, from, to)),
  devotionalsCompleted: (db: Database, from: Bound, to?: Bound) =>
    db
      .select({ n: count() })
      .from(devotionalProgress)
      .where(and(eq(devotionalProgress.completed, true), within(devotionalProgress.completed_at, from, to))),
  checkins: (db: Database, from: Bound, to?: Bound) =>
    db
      .select({ n: count() })
      .from(dailyCheckins)
      .where(within(dailyCheckins.created_at, from, to)),
};

/** A count's query as a value (drizzle puts a query inside parentheses). */
const scalar = (query: { getSQL(): SQL }) => sql<number>`${query}`;

/** The insert of one finished day's row; a day already rolled up is left as it was. */
function rollUpDay(db: Database, day: string, now: Date) {
  const from = startOfDay(day);
  const to = startOfDay(addDays(day, 1));
  return db
    .insert(adminDailyRollups)
    .values({
      day,
      active_members: scalar(dailyCounts.activeMembers(db, from, to)),
      active_members_6_days: scalar(dailyCounts.activeMembers(db, startOfDay(addDays(day, -5)), to)),
      active_members_29_days: scalar(dailyCounts.activeMembers(db, startOfDay(addDays(day, -28)), to)),
      new_members: scalar(dailyCounts.newMembers(db, from, to)),
      devotionals_completed: scalar(dailyCounts.devotionalsCompleted(db, from, to)),
      checkins: scalar(dailyCounts.checkins(db, from, to)),
      rolled_at: now,
    })
    .onConflictDoNothing();
}

/**
 * Rolls up every finished UTC day after the last one rolled up, at most the series' length back
 * (so the first run fills the dashboard's window, and a cron that stopped for weeks does not
 * backfill days nobody sees). The days stay contiguous up to yesterday, which the dashboard relies on.
 */
export async function rollUpFinishedDays(db: Database, now: Date): Promise<number> {
  const today = localDate("UTC", now);
  const last = (await db.select({ day: max(adminDailyRollups.day) }).from(adminDailyRollups).get())?.day ?? null;
  const earliest = addDays(today, -SERIES_DAYS);
  const first = last !== null && last >= earliest ? addDays(last, 1) : earliest;
  const days: string[] = [];
  for (let day = first; day < today; day = addDays(day, 1)) days.push(day);
  // One statement a day, not one batch: each row stands alone, and a first run's month of
  // distinct counts over millions of page views is seconds of D1 work, better not in one request.
  for (const day of days) await rollUpDay(db, day, now);
  return days.length;
}
