/**
 * Journal reflections written from the Today screen. Each
 * save reserves one journal entry at the gate first and gives it back if the entry is not written;
 * a member past his monthly limit is refused with the gate's words, as a value.
 */
import { and, eq, sql } from "drizzle-orm";
import type { JournalEntryInput } from "../../app/kernel/journal";
import { GATE_COPY } from "../../app/kernel/membership";
import type { AppContext } from "../context";
import type { Database } from "../db/client";
import { devotionalProgress, journalEntries } from "../db/schema";
import { reserveFeatureUse } from "./gate.server";
import type { MemberScope } from "./member-scope.server";
import { refuse, succeed, type Outcome } from "./outcome";

export type JournalEntry = typeof journalEntries.$inferSelect;

/** The gate's refusal of a counted feature: 403 under the limit's heading. */
export const limitRefusal = (reason: string) => refuse(403, reason, { title: GATE_COPY.limitTitle, code: "limit" });

export async function saveTodayJournalEntry(
  app: Pick<AppContext, "db" | "requestId">,
  member: MemberScope,
  input: JournalEntryInput,
): Promise<Outcome<{ entry: JournalEntry }>> {
  const userId = member.id;
  const reservation = await reserveFeatureUse(app, member, "journal_entry");
  if (!reservation.allowed) return limitRefusal(reservation.reason);
  // Linked to this user's own progress row for the devotional, when there is one.
  const progressId = input.devotional_id
    ? sql`(SELECT ${devotionalProgress.id} FROM ${devotionalProgress} WHERE ${devotionalProgress.user_id} = ${userId} AND ${devotionalProgress.devotional_id} = ${input.devotional_id})`
    : null;
  try {
    const entry = await app.db
      .insert(journalEntries)
      .values({
        user_id: userId,
        content: input.content,
        devotional_title: input.devotional_title ?? null,
        passage: input.passage ?? null,
        reflection: input.reflection ?? null,
        devotional_content: input.devotional_content ?? null,
        devotional_progress_id: progressId,
        entry_date: member.today,
      })
      .returning()
      .get();
    return succeed({ entry });
  } catch (error) {
    await reservation.refund();
    throw error;
  }
}

/** Whether he already saved an entry with this devotional's title today (the page shows it as saved). */
export async function hasJournalEntryToday(db: Database, userId: string, devotionalTitle: string, today: string): Promise<boolean> {
  const row = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries.user_id, userId), eq(journalEntries.devotional_title, devotionalTitle), eq(journalEntries.entry_date, today)))
    .limit(1)
    .get();
  return Boolean(row);
}
