/**
 * The daily check-in: one row per user per local
 * day, upserted on (user_id, check_in_date) so a second save edits the first.
 */
import { and, eq } from "drizzle-orm";
import type { CheckInInput } from "../../app/kernel/checkin";
import { moodFor } from "../../app/kernel/connection";
import type { Database } from "../db/client";
import { dailyCheckins } from "../db/schema";
import type { MemberScope } from "./member-scope.server";

export type CheckIn = typeof dailyCheckins.$inferSelect;

export async function getTodayCheckIn(db: Database, userId: string, today: string): Promise<CheckIn | null> {
  const row = await db
    .select()
    .from(dailyCheckins)
    .where(and(eq(dailyCheckins.user_id, userId), eq(dailyCheckins.check_in_date, today)))
    .get();
  return row ?? null;
}

export async function saveCheckIn(db: Database, { id: userId, today, now }: MemberScope, input: CheckInInput): Promise<CheckIn> {
  const fields = { mood: moodFor(input.connection), connection: input.connection, focus_areas: input.focus_areas, notes: input.notes };
  return db
    .insert(dailyCheckins)
    .values({ user_id: userId, check_in_date: today, ...fields })
    .onConflictDoUpdate({ target: [dailyCheckins.user_id, dailyCheckins.check_in_date], set: { ...fields, updated_at: now } })
    .returning()
    .get();
}
