/**
 * Comments under a flock's reflections: any member may comment (a leaders-only flock limits who
 * shares, not who answers). The comment and the notifications of the brothers it mentions are one
 * batch; its author or a leader may delete it, with its notifications and reports.
 */
import { and, eq } from "drizzle-orm";
import { FLOCK_COPY } from "../../../app/kernel/copy/flock";
import { FLOCK_REPORT_KINDS } from "../../../app/kernel/flock/rules";
import type { FlockReflectionCommentView } from "../../../app/kernel/flock/views";
import { contentReports, flockReflectionComments, flockReflections, profiles } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { announceRemoved, removeSourceStatements, type NotificationDeps } from "../notifications.server";
import { refuse, succeed, type Outcome } from "../outcome";
import { mentionLimitRefusal } from "../pasture/mentions.server";
import { findFlockFor } from "./access.server";
import { flockMentionStatements } from "./reflection-mentions.server";
import { commentView } from "./reflection-views.server";

const C = FLOCK_COPY.reflections;

export async function addReflectionComment(
  deps: NotificationDeps,
  member: MemberScope,
  flockId: string,
  input: { reflectionId: string; body: string },
): Promise<Outcome<{ comment: FlockReflectionCommentView }>> {
  const { db } = deps;
  const access = await findFlockFor(db, member, flockId);
  if (!access.ok) return access;
  const tooMany = mentionLimitRefusal(input.body);
  if (tooMany) return tooMany;
  const reflection = await db
    .select({ id: flockReflections.id })
    .from(flockReflections)
    .where(and(eq(flockReflections.id, input.reflectionId), eq(flockReflections.flock_id, flockId)))
    .get();
  if (!reflection) return refuse(404, C.reflectionNotFound);

  const id = crypto.randomUUID();
  const insert = db.insert(flockReflectionComments).values({
    id,
    reflection_id: input.reflectionId,
    flock_id: flockId,
    author_id: member.id,
    body: input.body,
    created_at: member.now,
  });
  const readBack = db
    .select({
      id: flockReflectionComments.id,
      reflection_id: flockReflectionComments.reflection_id,
      body: flockReflectionComments.body,
      created_at: flockReflectionComments.created_at,
      author_id: flockReflectionComments.author_id,
      author_name: profiles.display_name,
      author_username: profiles.username,
      author_avatar: profiles.avatar_url,
    })
    .from(flockReflectionComments)
    .leftJoin(profiles, eq(profiles.id, flockReflectionComments.author_id))
    .where(eq(flockReflectionComments.id, id));
  const mention = flockMentionStatements(deps, access, input.body, { reflectionId: input.reflectionId, sourceId: id });
  if (mention) {
    const [, , written, unread, [row]] = await db.batch([insert, ...mention.statements, readBack]);
    await mention.announceFrom(written, unread);
    return succeed({ comment: commentView(row!, access) });
  }
  const [, [row]] = await db.batch([insert, readBack]);
  return succeed({ comment: commentView(row!, access) });
}

/**
 * The statements that delete a comment on a flock's reflection with its reports and notifications,
 * for the caller's batch once it decided the comment may go; the first answers whom to tell.
 */
export function reflectionCommentRemovalStatements(db: NotificationDeps["db"], flockId: string, commentId: string) {
  const [countsAfter, removeNotifications] = removeSourceStatements(db, [commentId]);
  return [
    countsAfter,
    removeNotifications,
    db.delete(contentReports).where(and(eq(contentReports.item_kind, FLOCK_REPORT_KINDS.comment), eq(contentReports.item_id, commentId))),
    db.delete(flockReflectionComments).where(and(eq(flockReflectionComments.id, commentId), eq(flockReflectionComments.flock_id, flockId))),
  ] as const;
}

export async function deleteReflectionComment(deps: NotificationDeps, member: MemberScope, flockId: string, commentId: string): Promise<Outcome<{ deleted: true }>> {
  const { db } = deps;
  const access = await findFlockFor(db, member, flockId);
  if (!access.ok) return access;
  const row = await db
    .select({ author_id: flockReflectionComments.author_id })
    .from(flockReflectionComments)
    .where(and(eq(flockReflectionComments.id, commentId), eq(flockReflectionComments.flock_id, flockId)))
    .get();
  if (!row) return refuse(404, C.commentNotFound);
  if (row.author_id !== member.id && !access.canLead) return refuse(403, C.notYours);

  const [counts] = await db.batch(reflectionCommentRemovalStatements(db, flockId, commentId));
  await announceRemoved(deps.env, counts);
  return succeed({ deleted: true as const });
}
