/**
 * Reporting a post or comment: once per member per item, never his own, only what he can see. An
 * item is hidden for review when REPORTS_TO_HIDE different members have open reports on it, or at
 * once when an administrator reports it; its author is told with a notification that leads to it.
 * The report, the notification and the hiding are one atomic batch whose statements decide the
 * threshold themselves, so two reports landing together cannot both miss it or both announce it.
 */
import { and, count, eq, isNull, sql, type AnyColumn } from "drizzle-orm";
import { PASTURE_COPY } from "../../../app/kernel/copy/pasture";
import { postHref, REPORTS_TO_HIDE, type ReportableKind, type ReportReason } from "../../../app/kernel/pasture/rules";
import { contentReports, memberBlocks, notifications, postComments, posts } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { announce, type NotificationDeps } from "../notifications.server";
import { refuse, succeed, type Outcome } from "../outcome";
import { suspendedRefusal, suspensionQuery } from "./write-guard.server";

export interface ReportInput {
  kind: ReportableKind;
  id: string;
  reason: ReportReason;
  note?: string;
}

/**
 * The item as the reporter may see it: its author, the post it belongs to, whether it (or the post
 * a comment sits under) is hidden, whether he blocked its author, and whether he reported it already.
 */
function itemQuery({ db }: NotificationDeps, member: MemberScope, { kind, id }: ReportInput) {
  const reported = sql<number>`exists (select 1 from ${contentReports} where ${contentReports.item_kind} = ${kind} and ${contentReports.item_id} = ${id} and ${contentReports.reporter_id} = ${member.id})`.mapWith(
    Boolean,
  );
  const blockedByHim = (authorId: AnyColumn) =>
    sql<number>`exists (select 1 from ${memberBlocks} where ${memberBlocks.blocker_id} = ${member.id} and ${memberBlocks.blocked_id} = ${authorId})`.mapWith(
      Boolean,
    );
  if (kind === "post") {
    return db
      .select({
        authorId: posts.author_id,
        postId: posts.id,
        hidden: sql<number>`${posts.hidden_at} is not null`.mapWith(Boolean),
        blocked: blockedByHim(posts.author_id),
        reported,
      })
      .from(posts)
      .where(eq(posts.id, id));
  }
  return db
    .select({
      authorId: postComments.author_id,
      postId: postComments.post_id,
      hidden: sql<number>`${postComments.hidden_at} is not null or ${posts.hidden_at} is not null`.mapWith(Boolean),
      blocked: blockedByHim(postComments.author_id),
      reported,
    })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.post_id))
    .where(eq(postComments.id, id));
}

/** Reports a post or comment for the member; `admin` is the session's role (an admin's report hides at once). */
export async function reportItem(
  deps: NotificationDeps,
  member: MemberScope,
  input: ReportInput,
  { admin }: { admin: boolean },
  now = new Date(),
): Promise<Outcome<{ hidden: boolean; message: string }>> {
  const { db } = deps;
  const [standing, [item]] = await db.batch([suspensionQuery(db, member.id), itemQuery(deps, member, input)]);
  const suspended = suspendedRefusal(standing);
  if (suspended) return suspended;
  if (!item) return refuse(404, PASTURE_COPY.notFound);
  if (item.authorId === member.id) return refuse(400, PASTURE_COPY.cannotReportOwn);
  if (item.hidden || item.blocked) return refuse(404, PASTURE_COPY.notFound);
  if (item.reported) return refuse(409, PASTURE_COPY.alreadyReported);

  const table = input.kind === "post" ? posts : postComments;
  const openReports = db
    .select({ n: count() })
    .from(contentReports)
    .where(and(eq(contentReports.item_kind, input.kind), eq(contentReports.item_id, input.id), isNull(contentReports.resolved_at)));
  const reachesThreshold = admin ? sql`1` : sql`(${openReports}) >= ${REPORTS_TO_HIDE}`;
  const stillShown = and(eq(table.id, input.id), isNull(table.hidden_at), reachesThreshold);
  const noticeId = crypto.randomUUID();

  const [added, notice, hidden, [unread]] = await db.batch([
    db
      .insert(contentReports)
      .values({ item_kind: input.kind, item_id: input.id, reporter_id: member.id, reason: input.reason, note: input.note ?? null, created_at: now })
      .onConflictDoNothing()
      .returning({ id: contentReports.id }),
    // Written before the item is hidden, while "not hidden yet" still tells a first hiding apart.
    db
      .insert(notifications)
      .select(
        db
          .select({
            id: sql`${noticeId}`.as("id"),
            user_id: table.author_id,
            mentioner_id: sql`null`.as("mentioner_id"),
            type: sql`'other'`.as("type"),
            content: sql`${PASTURE_COPY.hiddenNotice[input.kind]}`.as("content"),
            link: sql`${postHref(item.postId)}`.as("link"),
            source_id: table.id,
            read: sql`0`.as("read"),
            created_at: sql`${now.getTime()}`.as("created_at"),
          })
          .from(table)
          .where(stillShown),
      )
      .returning({ id: notifications.id }),
    db.update(table).set({ hidden_at: now }).where(stillShown).returning({ id: table.id }),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.user_id, item.authorId), eq(notifications.read, false))),
  ]);
  // A report sent twice at once: the unique index kept one, and the other is the second report.
  if (added.length === 0) return refuse(409, PASTURE_COPY.alreadyReported);
  if (notice.length > 0) await announce(deps.env, item.authorId, { unread: unread?.n ?? 1, change: "created", id: noticeId });
  return succeed({ hidden: hidden.length > 0, message: PASTURE_COPY.reported });
}
