/**
 * "Amen" and "Praying": one of each per member per post, toggled; the answer is the post's counts
 * as they are after the change.
 */
import { and, eq, sql } from "drizzle-orm";
import { PASTURE_COPY } from "../../../app/kernel/copy/pasture";
import type { Reaction } from "../../../app/kernel/pasture/rules";
import type { PasturePostView } from "../../../app/kernel/pasture/views";
import type { Database } from "../../db/client";
import { insertWhere } from "../../db/insert-where";
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
  const [[post], standing] = await db.batch([
    db.select({ id: posts.id }).from(posts).where(and(eq(posts.id, input.postId), visibleTo(member.id, posts))),
    suspensionQuery(db, member.id),
  ]);
  if (!post) return refuse(404, PASTURE_COPY.notFound);
  const suspended = suspendedRefusal(standing);
  if (suspended) return suspended;

  // The toggle decides nothing from an earlier read, which a second tap could have outdated: the
  // delete takes his reaction if it is there, and the insert runs only when the delete took none
  // (`changes()` counts the rows of the statement before it). D1 runs a batch as one transaction,
  // so two taps at once are two flips in turn — one adds, the other removes — and the counts are
  // read in the same transaction as each flip.
  const mine = and(eq(postReactions.post_id, input.postId), eq(postReactions.user_id, member.id), eq(postReactions.reaction, input.reaction));
  const row = { post_id: input.postId, user_id: member.id, reaction: input.reaction, created_at: member.now };
  const [, , counts] = await db.batch([
    db.delete(postReactions).where(mine),
    insertWhere(db, postReactions, [row], sql`changes() = 0`),
    reactionsQuery(db, member, [input.postId]),
  ]);
  return succeed({ reactions: reactionsView(counts as ReactionCountRow[]) });
}
