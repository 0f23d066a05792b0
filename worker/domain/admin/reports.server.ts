/**
 * The moderation queue: every reported item with open reports — The Pasture's posts and comments,
 * the flock reflections and comments members sent on to the administrators, and prayer requests —
 * grouped per item, oldest report first, with its reasons, how many members reported it and how
 * long it has waited. An administrator restores an item (shown again, its reports resolved), removes
 * it (deleted for everyone, as its author's own delete does, its reports with it) or warns its
 * author (an in-app notification). Each action and its audit row are one batch.
 */
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { MODERATION_ACTIONS, type ModerationItemView, type ModerationKind, REPORTS_PAGE_SIZE, REVIEW_TARGET_MS, reportAge } from "../../../app/kernel/admin/moderation";
import { REPORTS_COPY as C } from "../../../app/kernel/copy/admin";
import { REPORT_REASON_LABELS } from "../../../app/kernel/copy/pasture";
import type { ReportReason } from "../../../app/kernel/pasture/rules";
import type { AppContext, SessionUser } from "../../context";
import type { Database } from "../../db/client";
import { contentReports, flockReflectionComments, flockReflections, postComments, posts, prayerRequests, profiles, user } from "../../db/schema";
import { reflectionCommentRemovalStatements } from "../flock/reflection-comments.server";
import { reflectionRemovalStatements } from "../flock/reflections.server";
import { announceRemoved, createNotification } from "../notifications.server";
import { refuse, succeed, type Outcome } from "../outcome";
import { commentRemovalStatements } from "../pasture/comments.server";
import { deletePostImage } from "../pasture/post-images.server";
import { postRemovalStatements } from "../pasture/posts.server";
import { requestRemovalStatements } from "../prayer/requests.server";
import { auditEntries, auditStatement } from "./audit.server";
import { runMemberAction } from "./member-actions.server";

type Deps = Pick<AppContext, "db" | "env">;

/** One column of the reported item, whichever area it is in (null when it has no such column). */
function itemColumn(column: "body" | "author" | "hidden" | "anonymous") {
  const of = (table: { id: unknown }, value: unknown) => sql`(select ${value} from ${table} where ${table.id} = ${contentReports.item_id})`;
  const pick = {
    body: [of(posts, posts.body), of(postComments, postComments.body), of(flockReflections, flockReflections.body), of(flockReflectionComments, flockReflectionComments.body), of(prayerRequests, prayerRequests.body)],
    author: [
      of(posts, posts.author_id),
      of(postComments, postComments.author_id),
      of(flockReflections, flockReflections.author_id),
      of(flockReflectionComments, flockReflectionComments.author_id),
      of(prayerRequests, prayerRequests.user_id),
    ],
    hidden: [of(posts, posts.hidden_at), of(postComments, postComments.hidden_at), sql`null`, sql`null`, of(prayerRequests, prayerRequests.hidden_at)],
    anonymous: [sql`0`, sql`0`, sql`0`, sql`0`, of(prayerRequests, prayerRequests.anonymous)],
  }[column];
  return sql`case ${contentReports.item_kind} when 'post' then ${pick[0]} when 'comment' then ${pick[1]} when 'flock_reflection' then ${pick[2]} when 'flock_comment' then ${pick[3]} else ${pick[4]} end`;
}

/**
 * Open reports grouped per item, with the item's text, author and state read beside them. An item
 * whose author's account is gone went with it; its leftover reports are not shown.
 */
function queueSubquery(db: Database) {
  return db
    .select({
      kind: contentReports.item_kind,
      itemId: contentReports.item_id,
      reporters: sql<number>`count(distinct ${contentReports.reporter_id})`.as("reporters"),
      reasons: sql<string>`group_concat(distinct ${contentReports.reason})`.as("reasons"),
      firstAt: sql<number>`min(${contentReports.created_at})`.as("first_at"),
      body: sql<string | null>`${itemColumn("body")}`.as("body"),
      authorId: sql<string | null>`${itemColumn("author")}`.as("author_id"),
      hiddenAt: sql<number | null>`${itemColumn("hidden")}`.as("hidden_at"),
      anonymous: sql<number>`${itemColumn("anonymous")}`.as("anonymous"),
    })
    .from(contentReports)
    .where(isNull(contentReports.resolved_at))
    .groupBy(contentReports.item_kind, contentReports.item_id)
    .as("queue");
}


/** One page of the queue, its totals and the moderation log, in one round trip. */
export async function moderationQueue(db: Database, { page }: { page: number }, now = new Date()) {
  const queue = queueSubquery(db);
  const live = sql`${queue.authorId} is not null`;
  const overdueBefore = now.getTime() - REVIEW_TARGET_MS;
  const [rows, [totals]] = await db.batch([
    db
      .select({ ...queue._.selectedFields, name: profiles.display_name, email: user.email })
      .from(queue)
      .leftJoin(profiles, eq(profiles.id, queue.authorId))
      .leftJoin(user, eq(user.id, queue.authorId))
      .where(live)
      .orderBy(asc(queue.firstAt), asc(queue.itemId))
      .limit(REPORTS_PAGE_SIZE)
      .offset((page - 1) * REPORTS_PAGE_SIZE),
    db
      .select({ open: count(), overdue: sql<number>`coalesce(sum(${queue.firstAt} < ${overdueBefore}), 0)` })
      .from(queue)
      .where(live),
  ]);
  const items: ModerationItemView[] = rows.map((row) => ({
    kind: row.kind,
    id: row.itemId,
    body: row.body ?? "",
    authorId: row.authorId!,
    author: row.name ?? row.email ?? row.authorId!,
    anonymous: Boolean(row.anonymous),
    hidden: row.hiddenAt !== null,
    reasons: (row.reasons ?? "").split(",").map((reason) => REPORT_REASON_LABELS[reason as ReportReason] ?? reason),
    reporters: Number(row.reporters),
    ...ageOf(Number(row.firstAt), now),
  }));
  const open = totals?.open ?? 0;
  return { items, open, overdue: Number(totals?.overdue ?? 0), page, pages: Math.max(1, Math.ceil(open / REPORTS_PAGE_SIZE)) };
}

function ageOf(firstAt: number, now: Date) {
  const { label, overdue } = reportAge(firstAt, now.getTime());
  return { age: label, overdue };
}

/** The audit log's moderation entries, newest first. */
export function moderationLog(db: Database) {
  return auditEntries(db, { actions: MODERATION_ACTIONS, limit: 20 });
}

interface ItemRef {
  kind: ModerationKind;
  id: string;
}

interface FoundItem {
  authorId: string;
  flockId: string | null;
  imageKey: string | null;
  openReports: number;
}

/** The item and its open reports, or null when it is gone. */
async function findItem(db: Database, { kind, id }: ItemRef): Promise<FoundItem | null> {
  const open = db
    .select({ n: count() })
    .from(contentReports)
    .where(and(eq(contentReports.item_kind, kind), eq(contentReports.item_id, id), isNull(contentReports.resolved_at)));
  const item = {
    post: db.select({ authorId: posts.author_id, flockId: sql<null>`null`, imageKey: posts.image_key }).from(posts).where(eq(posts.id, id)),
    comment: db.select({ authorId: postComments.author_id, flockId: sql<null>`null`, imageKey: sql<null>`null` }).from(postComments).where(eq(postComments.id, id)),
    flock_reflection: db
      .select({ authorId: flockReflections.author_id, flockId: flockReflections.flock_id, imageKey: sql<null>`null` })
      .from(flockReflections)
      .where(eq(flockReflections.id, id)),
    flock_comment: db
      .select({ authorId: flockReflectionComments.author_id, flockId: flockReflectionComments.flock_id, imageKey: sql<null>`null` })
      .from(flockReflectionComments)
      .where(eq(flockReflectionComments.id, id)),
    prayer_request: db.select({ authorId: prayerRequests.user_id, flockId: sql<null>`null`, imageKey: sql<null>`null` }).from(prayerRequests).where(eq(prayerRequests.id, id)),
  }[kind];
  const [[found], [reports]] = await db.batch([item, open]);
  return found ? { ...found, openReports: reports?.n ?? 0 } : null;
}

interface Moderator {
  id: string;
}

/** Shown again to everyone who could see it, its open reports resolved. */
export async function restoreItem(deps: Deps, admin: Moderator, ref: ItemRef & { reason?: string }, now = new Date()): Promise<Outcome<{ message: string }>> {
  const { db } = deps;
  const item = await findItem(db, ref);
  if (!item || item.openReports === 0) return refuse(404, C.notFound);
  const unhide = {
    post: [db.update(posts).set({ hidden_at: null }).where(eq(posts.id, ref.id))],
    comment: [db.update(postComments).set({ hidden_at: null }).where(eq(postComments.id, ref.id))],
    prayer_request: [db.update(prayerRequests).set({ hidden_at: null }).where(eq(prayerRequests.id, ref.id))],
    flock_reflection: [],
    flock_comment: [],
  }[ref.kind];
  await db.batch([
    db
      .update(contentReports)
      .set({ resolved_at: now })
      .where(and(eq(contentReports.item_kind, ref.kind), eq(contentReports.item_id, ref.id), isNull(contentReports.resolved_at))),
    ...unhide,
    auditStatement(db, { actorId: admin.id, action: "report_restored", targetUserId: item.authorId, reason: ref.reason, details: details(ref, item), at: now }),
  ]);
  return succeed({ message: C.restored });
}

/** Deleted for everyone with what hung on it, as its author's own delete does; its reports go with it. */
export async function removeItem(deps: Deps, admin: Moderator, ref: ItemRef & { reason?: string }, now = new Date()): Promise<Outcome<{ message: string }>> {
  const { db } = deps;
  const item = await findItem(db, ref);
  if (!item || item.openReports === 0) return refuse(404, C.notFound);
  const audit = auditStatement(db, { actorId: admin.id, action: "report_removed", targetUserId: item.authorId, reason: ref.reason, details: details(ref, item), at: now });
  if (ref.kind === "prayer_request") {
    await db.batch([...requestRemovalStatements(db, ref.id), audit]);
    return succeed({ message: C.removed });
  }
  const removal = {
    post: () => postRemovalStatements(db, ref.id),
    comment: () => commentRemovalStatements(db, ref.id),
    flock_reflection: () => reflectionRemovalStatements(db, item.flockId!, ref.id),
    flock_comment: () => reflectionCommentRemovalStatements(db, item.flockId!, ref.id),
  }[ref.kind]();
  const [counts] = await db.batch([...removal, audit]);
  await announceRemoved(deps.env, counts);
  if (ref.kind === "post") await deletePostImage(deps.env.MEDIA, item.imageKey);
  return succeed({ message: C.removed });
}

/** An in-app notification to the item's author in the administrator's words; the item stays in the queue. */
export async function warnAuthor(deps: Deps, admin: Moderator, ref: ItemRef & { reason?: string }, now = new Date()): Promise<Outcome<{ message: string }>> {
  if (!ref.reason) return refuse(400, C.warningEmpty, { field: "reason" });
  const item = await findItem(deps.db, ref);
  if (!item || item.openReports === 0) return refuse(404, C.notFound);
  await createNotification(deps, { userId: item.authorId, type: "other", content: C.warningNotice(C.area[ref.kind], ref.reason) }, [
    auditStatement(deps.db, { actorId: admin.id, action: "author_warned", targetUserId: item.authorId, reason: ref.reason, details: details(ref, item), at: now }),
  ]);
  return succeed({ message: C.warned });
}

/**
 * Suspends the item's author as his page would (signed out, no sign-in or posting until it ends),
 * the audit row written with the suspension; the item stays in the queue for its own decision.
 */
export async function suspendAuthor(app: AppContext, admin: SessionUser, ref: ItemRef & { reason?: string; days: number }): Promise<Outcome<{ message: string }>> {
  if (!ref.reason) return refuse(400, C.warningEmpty, { field: "reason" });
  const item = await findItem(app.db, ref);
  if (!item || item.openReports === 0) return refuse(404, C.notFound);
  const outcome = await runMemberAction(app, admin, item.authorId, { intent: "suspend", days: ref.days, reason: ref.reason });
  return outcome.ok ? succeed({ message: C.suspended }) : outcome;
}

const details = (ref: ItemRef, item: FoundItem) => ({ kind: ref.kind, itemId: ref.id, reports: item.openReports });

