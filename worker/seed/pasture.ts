/**
 * Pasture rows at chosen times, for the demo seed and the tests. Posting through the domain stamps
 * "now" and holds each member to the posting pace, so a feed that looks lived in for days is
 * written here directly, in the same columns the domain writes (and a mention as the domain
 * records it: one notification naming the post as its source, linking to its anchor).
 */
import { parseMentions } from "../../app/kernel/notifications";
import { postHref, type Reaction, type ShareKind } from "../../app/kernel/pasture/rules";
import { referenceJump } from "../bible/jump";
import type { Database } from "../db/client";
import { notifications, postComments, postReactions, posts, seriesFollows } from "../db/schema";
import { excerpt } from "../domain/notifications.server";

export interface SeedPost {
  authorId: string;
  body: string;
  at: Date;
  /** A passage as he would type it ("prov 27:17"); stored as the server stores it, canonical. */
  scripture?: string;
  share?: { kind: ShareKind; id: string; label: string };
  /** The members his @mentions name (id and username), each notified unread. */
  mentioned?: { id: string; username: string }[];
}

/** A post, and a mention notification for each member the body names; returns the post's id. */
export async function seedPost(db: Database, post: SeedPost): Promise<string> {
  const id = crypto.randomUUID();
  const jump = post.scripture ? referenceJump(post.scripture) : null;
  if (post.scripture && jump?.kind !== "passage") throw new Error(`Not a passage: ${post.scripture}`);
  const named = new Set(parseMentions(post.body));
  const mentions = (post.mentioned ?? []).filter((member) => named.has(member.username.toLowerCase()));
  const insert = db.insert(posts).values({
    id,
    author_id: post.authorId,
    body: post.body,
    scripture_ref: jump?.kind === "passage" ? jump.label : null,
    share_kind: post.share?.kind ?? null,
    share_id: post.share?.id ?? null,
    share_label: post.share?.label ?? null,
    created_at: post.at,
  });
  if (mentions.length === 0) {
    await insert;
    return id;
  }
  const notify = db.insert(notifications).values(
    mentions.map((member) => ({
      user_id: member.id,
      mentioner_id: post.authorId,
      type: "mention_post" as const,
      content: excerpt(post.body),
      link: postHref(id),
      source_id: id,
      read: false,
      created_at: post.at,
    })),
  );
  await db.batch([insert, notify]);
  return id;
}

export async function seedComment(db: Database, comment: { postId: string; authorId: string; body: string; at: Date }): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(postComments).values({ id, post_id: comment.postId, author_id: comment.authorId, body: comment.body, created_at: comment.at });
  return id;
}

export async function seedReactions(db: Database, reactions: { postId: string; userId: string; reaction: Reaction; at: Date }[]) {
  if (reactions.length === 0) return;
  await db
    .insert(postReactions)
    .values(reactions.map((row) => ({ post_id: row.postId, user_id: row.userId, reaction: row.reaction, created_at: row.at })))
    .onConflictDoNothing();
}

/** Following a series from a local date (session N falls in week N from it). */
export async function seedSeriesFollow(db: Database, follow: { userId: string; seriesId: string; startDate: string; at: Date }) {
  await db
    .insert(seriesFollows)
    .values({ user_id: follow.userId, series_id: follow.seriesId, start_date: follow.startDate, created_at: follow.at })
    .onConflictDoNothing();
}
