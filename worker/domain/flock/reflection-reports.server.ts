/**
 * Reporting inside a flock: a member reports a reflection or a comment; its leaders (leaders and
 * co-leaders, never the reporter himself) each get an in-app notice that leads to it, without his
 * name. When he asks ("Also tell the administrators") the report also goes to the admins' queue as
 * a `content_reports` row naming the flock item. Notices and report are one batch.
 */
import { and, count, eq, inArray, ne } from "drizzle-orm";
import { FLOCK_COPY } from "../../../app/kernel/copy/flock";
import { FLOCK_REPORT_KINDS, type FlockReportable, reflectionHref } from "../../../app/kernel/flock/rules";
import type { ReportReason } from "../../../app/kernel/pasture/rules";
import type { Database } from "../../db/client";
import { contentReports, flockMembers, flockReflectionComments, flockReflections, notifications } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { announce, type NotificationDeps } from "../notifications.server";
import { refuse, succeed, type Outcome } from "../outcome";
import { findFlockFor } from "./access.server";

const C = FLOCK_COPY;

export interface FlockReportInput {
  kind: FlockReportable;
  id: string;
  reason: ReportReason;
  note?: string;
  tellAdmins: boolean;
}

/** The reported item in this flock: its author and the reflection it is (or sits under). */
function itemQuery(db: Database, flockId: string, { kind, id }: Pick<FlockReportInput, "kind" | "id">) {
  if (kind === "reflection") {
    return db
      .select({ authorId: flockReflections.author_id, reflectionId: flockReflections.id })
      .from(flockReflections)
      .where(and(eq(flockReflections.id, id), eq(flockReflections.flock_id, flockId)));
  }
  return db
    .select({ authorId: flockReflectionComments.author_id, reflectionId: flockReflectionComments.reflection_id })
    .from(flockReflectionComments)
    .where(and(eq(flockReflectionComments.id, id), eq(flockReflectionComments.flock_id, flockId)));
}

export async function reportInFlock(
  deps: NotificationDeps,
  member: MemberScope,
  flockId: string,
  input: FlockReportInput,
): Promise<Outcome<{ message: string }>> {
  const { db } = deps;
  const access = await findFlockFor(db, member, flockId);
  if (!access.ok) return access;
  const [[item], leaders] = await db.batch([
    itemQuery(db, flockId, input),
    db
      .select({ id: flockMembers.user_id })
      .from(flockMembers)
      .where(and(eq(flockMembers.flock_id, flockId), inArray(flockMembers.role, ["leader", "co_leader"]), ne(flockMembers.user_id, member.id))),
  ]);
  if (!item) return refuse(404, input.kind === "reflection" ? C.reflections.reflectionNotFound : C.reflections.commentNotFound);
  if (item.authorId === member.id) return refuse(400, C.reports.cannotReportOwn);

  const link = reflectionHref(flockId, item.reflectionId);
  const notices = leaders.map((leader) => ({
    id: crypto.randomUUID(),
    user_id: leader.id,
    type: "other" as const,
    content: C.reports.leaderNotice(access.flock.name, input.kind),
    link,
    // Deleting the item removes the notices it caused.
    source_id: input.id,
    read: false,
    created_at: member.now,
  }));
  const leaderIds = leaders.map((leader) => leader.id);
  const writes = [
    ...(notices.length > 0 ? [db.insert(notifications).values(notices)] : []),
    ...(input.tellAdmins
      ? [
          db
            .insert(contentReports)
            .values({
              item_kind: FLOCK_REPORT_KINDS[input.kind],
              item_id: input.id,
              flock_id: flockId,
              reporter_id: member.id,
              reason: input.reason,
              note: input.note ?? null,
              created_at: member.now,
            })
            // Once per member per item: a second report to the admins keeps the first.
            .onConflictDoNothing(),
        ]
      : []),
  ];
  const unread = db
    .select({ userId: notifications.user_id, unread: count() })
    .from(notifications)
    .where(and(inArray(notifications.user_id, leaderIds), eq(notifications.read, false)))
    .groupBy(notifications.user_id);
  if (writes.length > 0) {
    const answers = await db.batch([...writes, unread] as unknown as Parameters<typeof db.batch>[0]);
    const counts = answers[answers.length - 1] as { userId: string; unread: number }[];
    const unreadOf = new Map(counts.map((row) => [row.userId, row.unread]));
    await Promise.all(notices.map((notice) => announce(deps.env, notice.user_id, { unread: unreadOf.get(notice.user_id) ?? 1, change: "created", id: notice.id })));
  }
  return succeed({ message: input.tellAdmins ? C.reports.toLeadersAndAdmins : C.reports.toLeaders });
}
