/**
 * Comments: one level deep under a post he can see, unless its author blocked him; edit within 24
 * hours, delete at any time. The comment and the notifications of the members it mentions are one
 * batch; deleting it removes its notifications in the same batch.
 */
import { and, eq, exists } from "drizzle-orm";
import { PASTURE_COPY } from "../../../app/kernel/copy/pasture";
import { postHref } from "../../../app/kernel/pasture/rules";
import type { PastureCommentView } from "../../../app/kernel/pasture/views";
import { insertWhere } from "../../db/insert-where";
import { contentReports, postComments, posts, profiles } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { announceRemoved, mentionStatements, removeSourceStatements } from "../notifications.server";
import { refuse, succeed, type Outcome } from "../outcome";
import { commentColumns } from "./feed.server";
import { changeRefusal } from "./item-checks.server";
import { mentionLimitRefusal } from "./mentions.server";
import type { PastureDeps } from "./posts.server";
import { hasBlocked, visibleTo } from "./visibility.server";
import { commentView, type CommentRow } from "./views.server";
import { crisisFlagFor } from "./crisis-flag.server";
import { judgeWrite, suspendedMemberRefusal, writeRefusal } from "./write-guard.server";

function commentQuery(deps: PastureDeps, commentId: string) {
  return deps.db
    .select(commentColumns)
    .from(postComments)
    .leftJoin(profiles, eq(profiles.id, postComments.author_id))
    .where(eq(postComments.id, commentId));
}

/**
 * Runs the write with the mention statements in one batch, then reads the comment back as he sees
 * it: null when there is none (the write's condition failed, or the comment is gone), and then no
 * one was notified either.
 */
async function writeWithMentions(
  deps: PastureDeps,
  member: MemberScope,
  write: Parameters<PastureDeps["db"]["batch"]>[0][number],
  comment: { id: string; postId: string; body: string },
): Promise<PastureCommentView | null> {
  const mention = mentionStatements(deps, {
    mentionerId: member.id,
    text: comment.body,
    type: "mention_comment",
    link: postHref(comment.postId),
    sourceId: comment.id,
    onlyIf: exists(deps.db.select({ id: postComments.id }).from(postComments).where(eq(postComments.id, comment.id))),
  });
  const readBack = commentQuery(deps, comment.id);
  if (mention) {
    const [, , written, unread, [row]] = await deps.db.batch([write, ...mention.statements, readBack]);
    await mention.announceFrom(written, unread);
    return row ? commentView(row as CommentRow, member) : null;
  }
  const [, [row]] = await deps.db.batch([write, readBack]);
  return row ? commentView(row as CommentRow, member) : null;
}

/** A new comment; `crisis` as for a post (he wrote of suicide or self-harm: resources, flagged). */
export async function addComment(
  deps: PastureDeps,
  member: MemberScope,
  input: { postId: string; body: string },
): Promise<Outcome<{ comment: PastureCommentView; postId: string; crisis: boolean }>> {
  const tooMany = mentionLimitRefusal(input.body);
  if (tooMany) return tooMany;
  const post = await deps.db
    .select({ closed: hasBlocked(posts.author_id, member.id).mapWith(Boolean) })
    .from(posts)
    .where(and(eq(posts.id, input.postId), visibleTo(member.id, posts)))
    .get();
  if (!post) return refuse(404, PASTURE_COPY.notFound);
  if (post.closed) return refuse(403, PASTURE_COPY.commentsClosed);
  const judged = await judgeWrite(deps.db, member, "comment", input.body, member.now);
  if (judged.refusal) return judged.refusal;

  const id = crypto.randomUUID();
  const crisisFlaggedAt = crisisFlagFor(input.body, member.now);
  const row = { id, post_id: input.postId, author_id: member.id, body: input.body, crisis_flagged_at: crisisFlaggedAt, created_at: member.now };
  const insert = insertWhere(deps.db, postComments, [row], judged.unchanged);
  const comment = await writeWithMentions(deps, member, insert, { id, postId: input.postId, body: input.body });
  if (!comment) {
    // Another comment of his landed between the guard's read and this write (a double tap): say why.
    return (await writeRefusal(deps.db, member, "comment", input.body, member.now)) ?? refuse(409, PASTURE_COPY.duplicate, { code: "duplicate" });
  }
  return succeed({ comment, postId: input.postId, crisis: crisisFlaggedAt !== null });
}

function ownCommentQuery(deps: PastureDeps, member: MemberScope, commentId: string) {
  return deps.db
    .select({ author_id: postComments.author_id, created_at: postComments.created_at, post_id: postComments.post_id })
    .from(postComments)
    .where(and(eq(postComments.id, commentId), visibleTo(member.id, postComments)))
    .get();
}

export async function editComment(deps: PastureDeps, member: MemberScope, input: { commentId: string; body: string }): Promise<Outcome<{ comment: PastureCommentView; postId: string }>> {
  const tooMany = mentionLimitRefusal(input.body);
  if (tooMany) return tooMany;
  const comment = await ownCommentQuery(deps, member, input.commentId);
  const refusal = changeRefusal(comment, member, { editing: true });
  if (refusal) return refusal;
  const suspended = await suspendedMemberRefusal(deps.db, member);
  if (suspended) return suspended;

  const update = deps.db
    .update(postComments)
    .set({ body: input.body, edited_at: member.now })
    .where(and(eq(postComments.id, input.commentId), eq(postComments.author_id, member.id)));
  const postId = comment!.post_id;
  const edited = await writeWithMentions(deps, member, update, { id: input.commentId, postId, body: input.body });
  return edited ? succeed({ comment: edited, postId }) : refuse(404, PASTURE_COPY.notFound);
}

/**
 * The statements that delete a comment with its reports and the notifications it caused, for the
 * caller's batch once it decided the comment may go; the first answers whom to tell (`announceRemoved`).
 */
export function commentRemovalStatements(db: PastureDeps["db"], commentId: string) {
  const [countsAfter, removeNotifications] = removeSourceStatements(db, [commentId]);
  return [
    countsAfter,
    removeNotifications,
    db.delete(contentReports).where(and(eq(contentReports.item_kind, "comment"), eq(contentReports.item_id, commentId))),
    db.delete(postComments).where(eq(postComments.id, commentId)),
  ] as const;
}

export async function deleteComment(deps: PastureDeps, member: MemberScope, commentId: string): Promise<Outcome<{ deleted: true }>> {
  const { db } = deps;
  const refusal = changeRefusal(await ownCommentQuery(deps, member, commentId), member, { editing: false });
  if (refusal) return refusal;
  const [counts] = await db.batch(commentRemovalStatements(db, commentId));
  await announceRemoved(deps.env, counts);
  return succeed({ deleted: true as const });
}
