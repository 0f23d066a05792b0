/**
 * /whispers: every Shepherd's Whisper a member received, newest first, and marking them read.
 * Which one Today shows is decided by `newestUnreadWhisper` itself, so the two screens never
 * disagree. Every query carries the session user's id.
 */
import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { encouragementWhispers } from "../db/schema";
import { encodeCursor, olderThan, type PageCursor } from "./journal-archive.server";
import { newestUnreadWhisper, withVerseHref, type Whisper } from "./whispers.server";

export const WHISPERS_PAGE_SIZE = 50;

export type WhisperItem = Pick<Whisper, "id" | "message" | "trigger_type" | "verse" | "whisper_date" | "read"> & {
  verse_href: string | null;
};

export interface WhispersPage {
  whispers: WhisperItem[];
  unread: number;
  /** The whisper the Today screen shows now (the newest unread), if any. */
  todayWhisperId: string | null;
  nextCursor: string | null;
}

export async function listWhispers(
  db: Database,
  userId: string,
  { before = null, limit = WHISPERS_PAGE_SIZE }: { before?: PageCursor | null; limit?: number } = {},
): Promise<WhispersPage> {
  const mine = eq(encouragementWhispers.user_id, userId);
  const [[rows, unread], onToday] = await Promise.all([
    db.batch([
      db
        .select({
          id: encouragementWhispers.id,
          message: encouragementWhispers.message,
          trigger_type: encouragementWhispers.trigger_type,
          verse: encouragementWhispers.verse,
          whisper_date: encouragementWhispers.whisper_date,
          read: encouragementWhispers.read,
          created_at: encouragementWhispers.created_at,
        })
        .from(encouragementWhispers)
        .where(and(mine, before ? olderThan(encouragementWhispers.created_at, encouragementWhispers.id, before) : undefined))
        .orderBy(desc(encouragementWhispers.created_at), desc(encouragementWhispers.id))
        .limit(limit + 1),
      db.select({ unread: count() }).from(encouragementWhispers).where(and(mine, eq(encouragementWhispers.read, false))),
    ]),
    newestUnreadWhisper(db, userId),
  ]);
  const page = rows.slice(0, limit);
  return {
    whispers: page.map(({ created_at: _createdAt, ...whisper }) => withVerseHref(whisper)),
    unread: unread[0]?.unread ?? 0,
    todayWhisperId: onToday?.id ?? null,
    nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!) : null,
  };
}

/** Marks every unread whisper of this member read; returns how many changed. */
export async function markAllWhispersRead(db: Database, userId: string): Promise<number> {
  const changed = await db
    .update(encouragementWhispers)
    .set({ read: true })
    .where(and(eq(encouragementWhispers.user_id, userId), eq(encouragementWhispers.read, false)))
    .returning({ id: encouragementWhispers.id });
  return changed.length;
}
