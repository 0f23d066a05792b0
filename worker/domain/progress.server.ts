/**
 * Today's devotional progress: the connection value, completion and the streak.
 * The streak also counts days with a completed plan day (docs/decisions/014-the-path.md).
 * Every query carries the session user's id; upserts ride the (user_id, devotional_id) unique
 * index so racing tabs cannot create a second row.
 */
import { and, eq, gte, inArray, lte, type Placeholder, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { CONNECTION } from "../../app/kernel/connection";
import { computeStreak, streakWindowStart } from "../../app/kernel/streak";
import type { Database } from "../db/client";
import type { MemberKey } from "../db/member-key";
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
 * The slider's value (created at 50 when absent), as a statement. Never touches `completed`; a
 * completed row also keeps its progress_date, the day the streak counts it on.
 */
function connectionUpsert(db: Database, { id: userId, today, now }: MemberScope, input: { devotionalId: string; spiritualConnection?: number }) {
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
    .onConflictDoUpdate({ target: [devotionalProgress.user_id, devotionalProgress.devotional_id], set });
}

export async function saveConnection(db: Database, member: MemberScope, input: { devotionalId: string; spiritualConnection?: number }): Promise<Progress> {
  return connectionUpsert(db, member, input).returning().get();
}

/** Whose streak days a query reads: one member's, or a flock's members' at once. */
type StreakMembers = (userColumn: SQLiteColumn) => SQL;

/**
 * Distinct local days in [first, last] with a completed devotional, a check-in or a completed plan
 * day (a plan day counts as a completed devotional day, docs/decisions/014-the-path.md), each row
 * naming its member.
 */
function streakDaySelects(db: Database, members: StreakMembers, first: string | Placeholder, last: string | Placeholder) {
  return [
    db
      .selectDistinct({ user_id: devotionalProgress.user_id, day: devotionalProgress.progress_date })
      .from(devotionalProgress)
      .where(
        and(
          members(devotionalProgress.user_id),
          eq(devotionalProgress.completed, true),
          gte(devotionalProgress.progress_date, first),
          lte(devotionalProgress.progress_date, last),
        ),
      ),
    db
      .select({ user_id: dailyCheckins.user_id, day: dailyCheckins.check_in_date })
      .from(dailyCheckins)
      .where(and(members(dailyCheckins.user_id), gte(dailyCheckins.check_in_date, first), lte(dailyCheckins.check_in_date, last))),
    db
      .selectDistinct({ user_id: planDayProgress.user_id, day: planDayProgress.completed_on })
      .from(planDayProgress)
      .where(and(members(planDayProgress.user_id), gte(planDayProgress.completed_on, first), lte(planDayProgress.completed_on, last))),
  ] as const;
}

/** His streak's days inside the lookback window: completed devotionals, check-ins and plan days, in that order. */
export function streakDayQueries(db: Database, userId: string, today: string) {
  return streakDaysBetween(db, userId, streakWindowStart(today), today);
}

/** The same reads over [first, last], which may be placeholders, for a batch built once (worker/db/prepared-batch.ts). */
export function streakDaysBetween(db: Database, userId: MemberKey, first: string | Placeholder, last: string | Placeholder) {
  return streakDaySelects(db, (userColumn) => eq(userColumn, userId), first, last);
}

/**
 * The same days for several members in three statements whatever their number (a flock's page):
 * `[first, last]` must hold every member's own window, and each member's rows are then counted on
 * his own today with `streakFromRows`, which ignores days outside his window.
 */
export function membersStreakDayQueries(db: Database, userIds: SQLWrapper, first: string, last: string) {
  return streakDaySelects(db, (userColumn) => inArray(userColumn, userIds), first, last);
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
 * slider's value sent with it, the completion, the row as it now stands and the streak share one
 * atomic batch: the slider is never saved without the completion it came with.
 */
export async function markComplete(
  db: Database,
  member: MemberScope,
  devotionalId: string,
  spiritualConnection?: number,
): Promise<{ alreadyComplete: boolean; streak: number; progress: Progress }> {
  const { id: userId, today, now } = member;
  const complete = db
    .insert(devotionalProgress)
    .values({ user_id: userId, devotional_id: devotionalId, progress_date: today, completed: true, completed_at: now })
    .onConflictDoUpdate({
      target: [devotionalProgress.user_id, devotionalProgress.devotional_id],
      set: { completed: true, completed_at: now, progress_date: today, updated_at: now },
      setWhere: eq(devotionalProgress.completed, false),
    })
    .returning({ id: devotionalProgress.id });
  const [changed, , [progress], ...days] = await db.batch([
    complete,
    connectionUpsert(db, member, { devotionalId, spiritualConnection }),
    db
      .select()
      .from(devotionalProgress)
      .where(and(eq(devotionalProgress.user_id, userId), eq(devotionalProgress.devotional_id, devotionalId))),
    ...streakDayQueries(db, userId, today),
  ]);
  return { alreadyComplete: changed.length === 0, streak: streakFromRows(days, today), progress: progress! };
}
