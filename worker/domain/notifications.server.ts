/**
 * Notifications: a member reads and changes only his own rows — every query
 * carries `user_id = ?` from the session, and update/delete return the rows they touched so zero is
 * a 404. After a write is committed the member's NotificationHub is told the new unread count; the
 * hub persists nothing, and a failed announcement is logged without failing the write
 * (docs/decisions/009-notifications.md).
 */
import { and, count, desc, eq, inArray, ne, type SQL, sql, type SQLWrapper } from "drizzle-orm";
import {
  NOTIFICATION_LIST_LIMIT,
  parseMentions,
  type NotificationsChangedMessage,
  type NotificationType,
} from "../../app/kernel/notifications";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../db/client";
import type { Env } from "../env";
import { notifications, profiles } from "../db/schema";
import { hubFor } from "./member-sockets.server";
import { hasBlocked } from "./pasture/visibility.server";

export type Notification = typeof notifications.$inferSelect;

export interface NotificationDeps {
  db: Database;
  env: Pick<Env, "NOTIFICATION_HUB">;
}

export interface NewNotification {
  userId: string;
  type: NotificationType;
  content: string;
  link?: string | null;
  mentionerId?: string | null;
}

/** Longest content a notification carries (a mention quotes the start of the text). */
export const NOTIFICATION_CONTENT_MAX = 280;

const ownedBy = (userId: string) => eq(notifications.user_id, userId);
const unreadOf = (userId: string) => and(ownedBy(userId), eq(notifications.read, false));
const newestFirst = [desc(notifications.created_at), desc(sql`${notifications}.rowid`)] as const;

export function unreadCountQuery(db: Database, userId: string) {
  return db.select({ unread: count() }).from(notifications).where(unreadOf(userId));
}

/**
 * The latest 20 with who mentioned him (left join: "other" has no mentioner), newest first, one
 * query. Columns are selected flat under distinct names — D1 batches return rows as objects, where
 * two columns both called "id" would collide — and nested afterwards.
 */
function listQuery(db: Database, userId: string) {
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      content: notifications.content,
      link: notifications.link,
      read: notifications.read,
      created_at: notifications.created_at,
      mentioner_id: notifications.mentioner_id,
      mentioner_display_name: profiles.display_name,
      mentioner_username: profiles.username,
      mentioner_avatar_url: profiles.avatar_url,
    })
    .from(notifications)
    .leftJoin(profiles, eq(profiles.id, notifications.mentioner_id))
    .where(ownedBy(userId))
    .orderBy(...newestFirst)
    .limit(NOTIFICATION_LIST_LIMIT);
}

type ListRow = Awaited<ReturnType<typeof listQuery>>[number];

function withMentioner({ mentioner_id, mentioner_display_name, mentioner_username, mentioner_avatar_url, ...row }: ListRow) {
  return {
    ...row,
    mentioner: mentioner_id
      ? { id: mentioner_id, display_name: mentioner_display_name, username: mentioner_username, avatar_url: mentioner_avatar_url }
      : null,
  };
}

export async function listNotifications(db: Database, userId: string) {
  return (await listQuery(db, userId)).map(withMentioner);
}

export type NotificationListItem = Awaited<ReturnType<typeof listNotifications>>[number];

export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await unreadCountQuery(db, userId);
  return row?.unread ?? 0;
}

/** The dropdown's list and the bell's count, read together in one round trip. */
export async function notificationsWithUnread(db: Database, userId: string) {
  const [list, [counted]] = await db.batch([listQuery(db, userId), unreadCountQuery(db, userId)]);
  return { notifications: list.map(withMentioner), unread: counted?.unread ?? 0 };
}

/**
 * Tells every open socket of the member what changed. Called only after the write is committed;
 * the rows in D1 are the truth and a page that misses this refetches when it reconnects.
 */
export async function announce(
  env: NotificationDeps["env"],
  userId: string,
  message: Omit<NotificationsChangedMessage, "type">,
): Promise<void> {
  try {
    await hubFor(env, userId).broadcast({ type: "notifications_changed", ...message });
  } catch (error) {
    console.error(`notification hub broadcast failed for ${userId}`, error);
  }
}

/** Marks one of his notifications read. False when it is not his (or does not exist): a 404. */
export async function markRead({ db, env }: NotificationDeps, userId: string, id: string): Promise<boolean> {
  const [changed, [counted]] = await db.batch([
    db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.id, id), ownedBy(userId)))
      .returning({ id: notifications.id }),
    unreadCountQuery(db, userId),
  ]);
  if (changed.length === 0) return false;
  await announce(env, userId, { unread: counted?.unread ?? 0, change: "read", id });
  return true;
}

/** Marks all his unread notifications read; returns how many changed. */
export async function markAllRead({ db, env }: NotificationDeps, userId: string): Promise<number> {
  const [changed, [counted]] = await db.batch([
    db.update(notifications).set({ read: true }).where(unreadOf(userId)).returning({ id: notifications.id }),
    unreadCountQuery(db, userId),
  ]);
  if (changed.length > 0) await announce(env, userId, { unread: counted?.unread ?? 0, change: "read" });
  return changed.length;
}

/** Deletes one of his notifications. False when it is not his (or does not exist): a 404. */
export async function deleteNotification({ db, env }: NotificationDeps, userId: string, id: string): Promise<boolean> {
  const [deleted, [counted]] = await db.batch([
    db
      .delete(notifications)
      .where(and(eq(notifications.id, id), ownedBy(userId)))
      .returning({ id: notifications.id }),
    unreadCountQuery(db, userId),
  ]);
  if (deleted.length === 0) return false;
  await announce(env, userId, { unread: counted?.unread ?? 0, change: "deleted", id });
  return true;
}

function rowFor(input: NewNotification, createdAt: Date): typeof notifications.$inferInsert {
  return {
    id: crypto.randomUUID(),
    user_id: input.userId,
    mentioner_id: input.mentionerId ?? null,
    type: input.type,
    content: input.content,
    link: input.link ?? null,
    read: false,
    created_at: createdAt,
  };
}

/**
 * Writes one notification, then announces it with his new unread count. `alongside` are the
 * caller's own statements (an audit row) to commit in the same batch: both are written or neither.
 */
export async function createNotification({ db, env }: NotificationDeps, input: NewNotification, alongside: BatchItem<"sqlite">[] = []): Promise<Notification> {
  const [[created], [counted]] = await db.batch([
    db.insert(notifications).values(rowFor(input, new Date())).returning(),
    unreadCountQuery(db, input.userId),
    ...alongside,
  ]);
  await announce(env, input.userId, { unread: counted?.unread ?? 0, change: "created", id: created!.id });
  return created!;
}

/** The start of a text, on one line, as a mention's content. */
export function excerpt(text: string, max = NOTIFICATION_CONTENT_MAX): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

export interface MentionInput {
  mentionerId: string;
  text: string;
  type: Exclude<NotificationType, "other">;
  link?: string | null;
  /**
   * The post, comment or reflection the mention is in: deleting it removes its notifications, and
   * after an edit only members not yet notified for it are notified.
   */
  sourceId?: string | null;
  /** When given, only these members may be notified (a flock's members, for a mention in a flock). */
  among?: SQLWrapper;
  /** When given, no one is notified unless it holds as the batch runs (the row the mention is in was written). */
  onlyIf?: SQL;
}

/** A new row's id, made by SQLite in the UUID v4 shape the app's ids have. */
const SQL_UUID = sql<string>`lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;

/**
 * The statements that notify everyone a text mentions by @username, to run in the caller's batch
 * (after the row the mention is in, so both are written or neither): names are resolved to members
 * inside the INSERT (unknown names, the author himself and members who blocked him are skipped, and anyone outside `among`),
 * then the new rows and each recipient's unread count are read back. `announceFrom` takes those
 * two answers, tells each recipient's hub and returns who was notified.
 */
export function mentionStatements(deps: NotificationDeps, input: MentionInput) {
  const { db } = deps;
  const usernames = parseMentions(input.text);
  if (usernames.length === 0) return null;
  const createdAt = new Date();
  const source = input.sourceId ?? null;
  const recipient = and(
    inArray(sql`lower(${profiles.username})`, usernames),
    ne(profiles.id, input.mentionerId),
    sql`not ${hasBlocked(profiles.id, input.mentionerId)}`,
    input.among ? inArray(profiles.id, input.among) : undefined,
    source
      ? sql`not exists (select 1 from ${notifications} where ${notifications.source_id} = ${source} and ${notifications.user_id} = ${profiles.id})`
      : undefined,
    input.onlyIf,
  );
  const insert = db.insert(notifications).select(
    db
      .select({
        id: SQL_UUID.as("id"),
        user_id: profiles.id,
        mentioner_id: sql<string>`${input.mentionerId}`.as("mentioner_id"),
        type: sql<NotificationType>`${input.type}`.as("type"),
        content: sql<string>`${excerpt(input.text)}`.as("content"),
        link: sql<string | null>`${input.link ?? null}`.as("link"),
        source_id: sql<string | null>`${source}`.as("source_id"),
        read: sql<boolean>`0`.as("read"),
        created_at: sql<Date>`${createdAt.getTime()}`.as("created_at"),
      })
      .from(profiles)
      .where(recipient),
  );
  const justWritten = and(eq(notifications.mentioner_id, input.mentionerId), eq(notifications.created_at, createdAt), eq(notifications.type, input.type));
  const written = db.select({ id: notifications.id, userId: notifications.user_id }).from(notifications).where(justWritten);
  const counts = db
    .select({ userId: notifications.user_id, unread: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.read, false),
        inArray(notifications.user_id, db.select({ id: notifications.user_id }).from(notifications).where(justWritten)),
      ),
    )
    .groupBy(notifications.user_id);
  return {
    statements: [insert, written, counts] as const,
    /** Takes the answers of `written` and `counts`. */
    async announceFrom(rows: { id: string; userId: string }[], unread: { userId: string; unread: number }[]): Promise<string[]> {
      const unreadOf = new Map(unread.map((row) => [row.userId, row.unread]));
      await Promise.all(rows.map((row) => announce(deps.env, row.userId, { unread: unreadOf.get(row.userId) ?? 1, change: "created", id: row.id })));
      return rows.map((row) => row.userId);
    },
  };
}

/** Notifies everyone a text mentions (see `mentionStatements`) in a batch of its own. Returns who was notified. */
export async function notifyMentioned(deps: NotificationDeps, input: MentionInput): Promise<string[]> {
  const mention = mentionStatements(deps, input);
  if (!mention) return [];
  const [, written, unread] = await deps.db.batch(mention.statements);
  return mention.announceFrom(written, unread);
}

/**
 * The statements that remove every notification a deleted post or comment left (`sources`: ids or
 * a subquery of them), to run first in the deleting batch: the first reads each recipient's unread
 * count as it will be once they are gone, so `announceRemoved` can tell his hub without another read.
 */
export function removeSourceStatements(db: Database, sources: SQLWrapper | string[]) {
  const fromSources = inArray(notifications.source_id, sources);
  return [
    db
      .select({ userId: notifications.user_id, unread: sql<number>`sum(${notifications.read} = 0 and not coalesce(${fromSources}, 0))` })
      .from(notifications)
      .where(inArray(notifications.user_id, db.select({ id: notifications.user_id }).from(notifications).where(fromSources)))
      .groupBy(notifications.user_id),
    db.delete(notifications).where(fromSources),
  ] as const;
}

export async function announceRemoved(env: NotificationDeps["env"], counts: { userId: string; unread: number }[]): Promise<void> {
  await Promise.all(counts.map((row) => announce(env, row.userId, { unread: Number(row.unread), change: "deleted" })));
}
