/**
 * The Shepherd's Whisper (generate-encouragement and its triggers). Without an AI provider the
 * text comes from the original whisper library; an AI composer can be passed in and falls back to
 * the library when it fails.
 */
import { referenceHref } from "../bible/link-references";
import { stableHash } from "../../app/kernel/hash";
import { and, desc, eq, getTableColumns, gte, sql } from "drizzle-orm";
import type { EncouragementInput, EncouragementTrigger } from "../../app/kernel/checkin";
import { WHISPER_COPY } from "../../app/kernel/copy/today-member";
import { addDays } from "../../app/kernel/dates";
import { libraryWhispers } from "../content/whispers";
import type { AppContext } from "../context";
import type { Database } from "../db/client";
import { encouragementWhispers } from "../db/schema";
import { triggerHoldsQuery } from "./encouragement-triggers.server";
import type { MemberScope } from "./member-scope.server";
import { refuse, succeed, type Outcome } from "./outcome";

export type Whisper = typeof encouragementWhispers.$inferSelect;

/** A library whisper is not repeated to the same man within this many days, while others remain. */
export const WHISPER_REPEAT_WINDOW_DAYS = 30;
/**
 * The most recent messages read for the no-repeat rule: more than the library holds for any one
 * trigger, so every whisper he could be given again is still seen, however many he received.
 */
export const WHISPER_RECENT_LIMIT = 50;

/**
 * Whispers a member can receive in one of his days, all triggers together: each can cost model
 * calls, and a dismissed whisper's trigger still holds, so dismissing must not buy another forever.
 */
export const WHISPERS_PER_DAY = 3;

export interface WhisperRequest extends EncouragementInput {
  userId: string;
  /** The user's local date the whisper is written for. */
  today: string;
  /** Messages this user received for the trigger in the repeat window, newest first. */
  recentMessages: string[];
}

export interface WhisperDraft {
  message: string;
  /** "Book C:V", checked against the bundled Bible by the composer that cites it. */
  verse: string | null;
}

export type WhisperComposer = (request: WhisperRequest) => Promise<WhisperDraft>;

/** Deterministic but varied: skips what he heard recently, unless he has heard them all. */
export const libraryComposer: WhisperComposer = async ({ userId, today, triggerType, recentMessages }) => {
  const forTrigger = libraryWhispers.filter((whisper) => whisper.triggerType === triggerType);
  const recent = new Set(recentMessages);
  const fresh = forTrigger.filter((whisper) => !recent.has(whisper.message));
  const pool = fresh.length > 0 ? fresh : forTrigger.filter((whisper) => whisper.message !== recentMessages[0]);
  const chosen = pool[stableHash(`${userId}|${today}|${triggerType}|${recentMessages.length}`) % pool.length];
  return { message: chosen.message, verse: chosen.verse };
};

/** A whisper with its verse's place in the reader (null when it has none), for the pages that show it. */
export function withVerseHref<T extends { verse: string | null }>(whisper: T): T & { verse_href: string | null } {
  return { ...whisper, verse_href: referenceHref(whisper.verse) };
}

export async function newestUnreadWhisper(db: Database, userId: string): Promise<Whisper | null> {
  const row = await db
    .select()
    .from(encouragementWhispers)
    .where(and(eq(encouragementWhispers.user_id, userId), eq(encouragementWhispers.read, false)))
    .orderBy(desc(encouragementWhispers.created_at))
    .limit(1)
    .get();
  return row ?? null;
}

/** Dismissing a whisper. False when the id is not one of this user's whispers (a 404). */
export async function markWhisperRead(db: Database, userId: string, id: string): Promise<boolean> {
  const changed = await db
    .update(encouragementWhispers)
    .set({ read: true })
    .where(and(eq(encouragementWhispers.id, id), eq(encouragementWhispers.user_id, userId)))
    .returning({ id: encouragementWhispers.id });
  return changed.length > 0;
}

const isPending = (userId: string, triggerType: EncouragementTrigger, today: string) =>
  and(
    eq(encouragementWhispers.user_id, userId),
    eq(encouragementWhispers.trigger_type, triggerType),
    eq(encouragementWhispers.whisper_date, today),
    eq(encouragementWhispers.read, false),
  );

function pendingWhisperQuery(db: Database, userId: string, triggerType: EncouragementTrigger, today: string) {
  return db.select().from(encouragementWhispers).where(isPending(userId, triggerType, today)).orderBy(encouragementWhispers.created_at).limit(1);
}

/**
 * INSERT … SELECT … WHERE: one statement that writes the whisper only while none is pending for
 * this trigger and day and the member has had fewer than WHISPERS_PER_DAY today, so racing requests
 * cannot leave two, nor pass the cap. Values are bound in the table's own column order, each
 * encoded by its column.
 */
function insertWithinCap(db: Database, row: { userId: string; triggerType: EncouragementTrigger; today: string } & WhisperDraft) {
  const values: Record<string, unknown> = {
    id: crypto.randomUUID(),
    user_id: row.userId,
    message: row.message,
    trigger_type: row.triggerType,
    verse: row.verse,
    whisper_date: row.today,
    read: false,
    created_at: new Date(),
  };
  const columns = Object.entries(getTableColumns(encouragementWhispers)).map(([key, column]) => sql.param(values[key] ?? null, column));
  const todays = and(eq(encouragementWhispers.user_id, row.userId), eq(encouragementWhispers.whisper_date, row.today));
  return db
    .insert(encouragementWhispers)
    .select(
      sql`SELECT ${sql.join(columns, sql`, `)}
        WHERE NOT EXISTS (SELECT 1 FROM ${encouragementWhispers} WHERE ${isPending(row.userId, row.triggerType, row.today)})
        AND (SELECT count(*) FROM ${encouragementWhispers} WHERE ${todays}) < ${WHISPERS_PER_DAY}`,
    )
    .returning();
}

async function composeSafely(app: Pick<AppContext, "requestId">, compose: WhisperComposer, request: WhisperRequest): Promise<WhisperDraft> {
  try {
    return await compose(request);
  } catch (error) {
    console.error(`[${app.requestId}] encouragement composer failed; using the library`, error);
    return libraryComposer(request);
  }
}

/**
 * generate-encouragement, only when its trigger holds today (triggerHoldsQuery), never more than
 * one pending whisper per trigger per day, and at most WHISPERS_PER_DAY a day. A pending one is
 * returned as it is. Otherwise the library's whisper claims the slot in one conditional insert
 * before any model is asked, so of racing requests only the one that claimed it calls the
 * composer, which then rewrites the claimed whisper (the library's stays if the composer fails).
 * Refused when the trigger does not hold (400, code "no-trigger") or the day's cap is reached
 * (429, code "daily-cap").
 */
export async function generateEncouragement(
  app: Pick<AppContext, "db" | "requestId">,
  { id: userId, today }: MemberScope,
  input: EncouragementInput,
  { compose = libraryComposer }: { compose?: WhisperComposer } = {},
): Promise<Outcome<{ whisper: Whisper }>> {
  const { db } = app;
  const { triggerType } = input;
  const [pending, recent, trigger] = await db.batch([
    pendingWhisperQuery(db, userId, triggerType, today),
    db
      .select({ message: encouragementWhispers.message })
      .from(encouragementWhispers)
      .where(
        and(
          eq(encouragementWhispers.user_id, userId),
          eq(encouragementWhispers.trigger_type, triggerType),
          gte(encouragementWhispers.whisper_date, addDays(today, -(WHISPER_REPEAT_WINDOW_DAYS - 1))),
        ),
      )
      .orderBy(desc(encouragementWhispers.created_at))
      .limit(WHISPER_RECENT_LIMIT),
    triggerHoldsQuery(db, userId, triggerType, today),
  ]);
  if (pending[0]) return succeed({ whisper: pending[0] });
  if (!trigger[0]) return refuse(400, WHISPER_COPY.noTrigger, { field: "triggerType", code: "no-trigger" });
  const request: WhisperRequest = { ...input, userId, today, recentMessages: recent.map((row) => row.message) };
  const [claimed] = await insertWithinCap(db, { userId, triggerType, today, ...(await libraryComposer(request)) });
  if (!claimed) {
    const standing = await pendingWhisperQuery(db, userId, triggerType, today);
    return standing[0] ? succeed({ whisper: standing[0] }) : refuse(429, WHISPER_COPY.dailyCap(WHISPERS_PER_DAY), { code: "daily-cap" });
  }
  if (compose === libraryComposer) return succeed({ whisper: claimed });
  const draft = await composeSafely(app, compose, request);
  const [rewritten] = await db
    .update(encouragementWhispers)
    .set({ message: draft.message, verse: draft.verse })
    .where(and(eq(encouragementWhispers.id, claimed.id), eq(encouragementWhispers.user_id, userId)))
    .returning();
  return succeed({ whisper: rewritten ?? claimed });
}
