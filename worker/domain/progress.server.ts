/**
 * Today's devotional progress: the connection value, completion and the streak.
 * The streak also counts days with a completed plan day (docs/decisions/014-the-path.md).
 * Every query carries the session user's id; upserts ride the (user_id, devotional_id) unique
 * index so racing tabs cannot create a second row.
 */
import { and, eq, gte, lte, sql } from "drizzle-orm";
import { CONNECTION } from "../../app/kernel/connection";
import { memberLocalDate } from "../../app/kernel/dates";
import { computeStreak, streakWindowStart } from "../../app/kernel/streak";
import type { AppContext } from "../context";
import type { Database } from "../db/client";
import { dailyCheckins, devotionalProgress, planDayProgress } from "../db/schema";

export type Progress = typeof devotionalProgress.$inferSelect;

/** "Today" for the signed-in user: the local date in their profile's time zone, never going back (memberLocalDate). */
export async function todayFor(app: Pick<AppContext, "profile">, now = new Date()): Promise<string> {
  const profile = await app.profile();
  return memberLocalDate({ timeZone: profile?.time_zone ?? "UTC", notBefore: profile?.today_not_before ?? null }, now);
}

export async function getTodayProgress(db: Database, userId: string, devotionalId: string): Promise<Progress | null> {
  const row = await db
    .select()
    .from(devotionalProgress)
    .where(and(eq(devotionalProgress.user_id, userId), eq(devotionalProgress.devotional_id, devotionalId)))
    .get();
  return row ?? null;
}

/**
 * The slider's value (created at 50 when absent). Never touches `completed`; a completed row also
 * keeps its progress_date, the day the streak counts it on.
 */
export async function saveConnection(
  app: AppContext,
  userId: string,
  input: { devotionalId: string; spiritualConnection?: number },
  now = new Date(),
): Promise<Progress> {
  const today = await todayFor(app, now);
  const set: Record<string, unknown> = {
    progress_date: sql`CASE WHEN ${devotionalProgress.completed} THEN ${devotionalProgress.progress_date} ELSE excluded.progress_date END`,
    updated_at: now,
  };
  if (input.spiritualConnection !== undefined) set.spiritual_connection = input.spiritualConnection;
  return app.db
    .insert(devotionalProgress)
    .values({
      user_id: userId,
      devotional_id: input.devotionalId,
      progress_date: today,
      spiritual_connection: input.spiritualConnection ?? CONNECTION.DEFAULT,
    })
    .onConflictDoUpdate({ target: [devotionalProgress.user_id, devotionalProgress.devotional_id], set })
    .returning()
    .get();
}

/**
 * Local days with a completed plan day, inside [first, today]: a plan day counts as a completed
 * devotional day for the streak (docs/decisions/014-the-path.md). Shared with the Today loader.
 */
export function planDayStreakQuery(db: Database, userId: string, first: string, today: string) {
  return db
    .selectDistinct({ day: planDayProgress.completed_on })
    .from(planDayProgress)
    .where(and(eq(planDayProgress.user_id, userId), gte(planDayProgress.completed_on, first), lte(planDayProgress.completed_on, today)));
}

/** Distinct local days with a completed devotional, a completed plan day or a check-in, inside the lookback window. */
export function streakDayQueries(db: Database, userId: string, today: string) {
  const first = streakWindowStart(today);
  return [
    db
      .selectDistinct({ day: devotionalProgress.progress_date })
      .from(devotionalProgress)
      .where(
        and(
          eq(devotionalProgress.user_id, userId),
          eq(devotionalProgress.completed, true),
          gte(devotionalProgress.progress_date, first),
          lte(devotionalProgress.progress_date, today),
        ),
      ),
    db
      .select({ day: dailyCheckins.check_in_date })
      .from(dailyCheckins)
      .where(and(eq(dailyCheckins.user_id, userId), gte(dailyCheckins.check_in_date, first), lte(dailyCheckins.check_in_date, today))),
    planDayStreakQuery(db, userId, first, today),
  ] as const;
}

export const streakFromRows = (rows: readonly { day: string }[][], today: string) =>
  computeStreak(
    rows.flat().map((row) => row.day),
    today,
  );

/** The streak in the user's own days, read in one D1 round trip. */
export async function streakFor(app: AppContext, userId: string, now = new Date()): Promise<number> {
  const today = await todayFor(app, now);
  return streakFromRows(await app.db.batch(streakDayQueries(app.db, userId, today)), today);
}

/**
 * Mark Complete: completes today's devotional once. An already complete row is left as
 * it is (the DO UPDATE's WHERE fails, so RETURNING is empty); completion cannot be undone. The
 * write and the streak read share one atomic batch.
 */
export async function markComplete(
  app: AppContext,
  userId: string,
  devotionalId: string,
  now = new Date(),
): Promise<{ alreadyComplete: boolean; streak: number }> {
  const today = await todayFor(app, now);
  const complete = app.db
    .insert(devotionalProgress)
    .values({ user_id: userId, devotional_id: devotionalId, progress_date: today, completed: true, completed_at: now })
    .onConflictDoUpdate({
      target: [devotionalProgress.user_id, devotionalProgress.devotional_id],
      set: { completed: true, completed_at: now, progress_date: today, updated_at: now },
      setWhere: eq(devotionalProgress.completed, false),
    })
    .returning({ id: devotionalProgress.id });
  const [changed, ...days] = await app.db.batch([complete, ...streakDayQueries(app.db, userId, today)]);
  return { alreadyComplete: changed.length === 0, streak: streakFromRows(days, today) };
}
