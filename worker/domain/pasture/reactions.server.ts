/**
 * "Amen" and "Praying": one of each per member per post, toggled; the answer is the post's counts
 * as they are after the change.
 */
import { and, eq } from "drizzle-orm";
import { PASTURE_COPY } from "../../../app/kernel/copy/pasture";
import type { Reaction } from "../../../app/kernel/pasture/rules";
import type { PasturePostView } from "../../../app/kernel/pasture/views";
import type { Database } from "../../db/client";
import { postReactions, posts } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { refuse, succeed, type Outcome } from "../outcome";
import { reactionsQuery } from "./feed.server";
import { reactionsView, type ReactionCountRow } from "./views.server";
import { visibleTo } from "./visibility.server";
import { suspendedRefusal, suspensionQuery } from "./write-guard.server";

export async function toggleReaction(
  db: Database,
  member: MemberScope,
  input: { postId: string; reaction: Reaction },
): Promise<Outcome<{ reactions: PasturePostView["reactions"] }>> {
  const mine = and(eq(postReactions.post_id, input.postId), eq(postReactions.user_id, member.id), eq(postReactions.reaction, input.reaction));
  const [[post], [existing], standing] = await db.batch([
    db.select({ id: posts.id }).from(posts).where(and(eq(posts.id, input.postId), visibleTo(member.id, posts))),
    db.select({ post_id: postReactions.post_id }).from(postReactions).where(mine),
    suspensionQuery(db, member.id),
  ]);
  if (!post) return refuse(404, PASTURE_COPY.notFound);
  const suspended = suspendedRefusal(standing);
  if (suspended) return suspended;

  const change = existing
    ? db.delete(postReactions).where(mine)
    : db.insert(postReactions).values({ post_id: input.postId, user_id: member.id, reaction: input.reaction, created_at: member.now }).onConflictDoNothing();
  const [, counts] = await db.batch([change, reactionsQuery(db, member, [input.postId])]);
  return succeed({ reactions: reactionsView(counts as ReactionCountRow[]) });
}
