/**
 * The optional emails a member chose (Profile → Email). Account and security emails (password
 * resets, a changed password) are not preferences: they are always sent. The weekly summary itself
 * is sent by its own job, which reads `weekly_summary` here.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { emailPreferences } from "../db/schema";

export interface EmailPreferences {
  weeklySummary: boolean;
}

/** A member who never saved this form gets the table's defaults (nothing optional is sent). */
export async function getEmailPreferences(db: Database, userId: string): Promise<EmailPreferences> {
  const row = await db
    .select({ weeklySummary: emailPreferences.weekly_summary })
    .from(emailPreferences)
    .where(eq(emailPreferences.user_id, userId))
    .get();
  return { weeklySummary: row?.weeklySummary ?? false };
}

export async function saveEmailPreferences(db: Database, userId: string, preferences: EmailPreferences) {
  const values = { weekly_summary: preferences.weeklySummary };
  await db
    .insert(emailPreferences)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: emailPreferences.user_id, set: { ...values, updated_at: new Date() } });
}
