/**
 * When an encouragement may be written: the server decides from the member's own rows of his
 * today, never from what a request says. The three moments that ask for one:
 * - victory: a journal entry today longer than 50 characters;
 * - daily_checkin: today's check-in saved with a connection below 30;
 * - struggle: today's devotional slider set below 30.
 */
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { EncouragementTrigger } from "../../app/kernel/checkin";
import { CONNECTION } from "../../app/kernel/connection";
import { JOURNAL_ENCOURAGEMENT_MIN } from "../../app/kernel/journal";
import type { Database } from "../db/client";
import { dailyCheckins, devotionalProgress, journalEntries } from "../db/schema";

/** One row when the trigger holds for this member today, none when it does not. */
export function triggerHoldsQuery(db: Database, userId: string, trigger: EncouragementTrigger, today: string) {
  switch (trigger) {
    case "victory":
      return db
        .select({ holds: sql<number>`1` })
        .from(journalEntries)
        .where(and(eq(journalEntries.user_id, userId), eq(journalEntries.entry_date, today), gt(sql`length(${journalEntries.content})`, JOURNAL_ENCOURAGEMENT_MIN)))
        .limit(1);
    case "daily_checkin":
      return db
        .select({ holds: sql<number>`1` })
        .from(dailyCheckins)
        .where(and(eq(dailyCheckins.user_id, userId), eq(dailyCheckins.check_in_date, today), lt(dailyCheckins.connection, CONNECTION.STRUGGLE_THRESHOLD)))
        .limit(1);
    case "struggle":
      return db
        .select({ holds: sql<number>`1` })
        .from(devotionalProgress)
        .where(
          and(
            eq(devotionalProgress.user_id, userId),
            eq(devotionalProgress.progress_date, today),
            lt(devotionalProgress.spiritual_connection, CONNECTION.STRUGGLE_THRESHOLD),
          ),
        )
        .limit(1);
  }
}
