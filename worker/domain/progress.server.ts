/**
 * Today's devotional progress: the connection value, completion and the streak.
 * The streak also counts days with a completed plan day (docs/decisions/014-the-path.md).
 * Every query carries the session user's id; upserts ride the (user_id, devotional_id) unique
 * index so racing tabs cannot create a second row.
 */
import { and, eq, gte, lte, sql } from "drizzle-orm";
import { CONNECTION } from "../../app/kernel/connection";
import { computeStreak, streakWindowStart } from "../../app/kernel/streak";
import type { Database } from "../db/client";
import { dailyCheckins, devotionalProgress, planDayProgress } from "../db/schema";
import type { MemberScope } from "./member-scope.server";

export type Progress = typeof devotionalProgress.$inferSelect;

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
  db: Database,
  { id: userId, today, now }: MemberScope,
  input: { devotionalId: string; spiritualConnection?: number },
): Promise<Progress> {
  const set: Record<string, unknown> = {
    progress_date: sql`CASE WHEN ${devotionalProgress.completed} THEN ${devotionalProgress.progress_date} ELSE excluded.progress_date END`,
    updated_at: now,
  };
  if (input.spiritualConnection !== undefined) set.spiritual_connection = input.spiritualConnection;
  return db
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
export async function streakFor(db: Database, { id: userId, today }: MemberScope): Promise<number> {
  return streakFromRows(await db.batch(streakDayQueries(db, userId, today)), today);
}

/**
 * Mark Complete: completes today's devotional once. An already complete row is left as
 * it is (the DO UPDATE's WHERE fails, so RETURNING is empty); completion cannot be undone. The
 * write and the streak read share one atomic batch.
 */
export async function markComplete(
  db: Database,
  { id: userId, today, now }: MemberScope,
  devotionalId: string,
): Promise<{ alreadyComplete: boolean; streak: number }> {
  const complete = db
    .insert(devotionalProgress)
    .values({ user_id: userId, devotional_id: devotionalId, progress_date: today, completed: true, completed_at: now })
    .onConflictDoUpdate({
      target: [devotionalProgress.user_id, devotionalProgress.devotional_id],
      set: { completed: true, completed_at: now, progress_date: today, updated_at: now },
      setWhere: eq(devotionalProgress.completed, false),
    })
    .returning({ id: devotionalProgress.id });
  const [changed, ...days] = await db.batch([complete, ...streakDayQueries(db, userId, today)]);
  return { alreadyComplete: changed.length === 0, streak: streakFromRows(days, today) };
}
