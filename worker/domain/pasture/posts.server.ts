/**
 * Posts: write (with an optional reference, share and image), edit within 24 hours, delete at any
 * time. Each write is one D1 batch: the post and the notifications of the members it mentions are
 * committed together, and a deleted post's comments, reactions, reports and notifications go with
 * it. A refused write leaves nothing behind: the refusals come before the batch, and the post's insert
 * carries the write guard's condition, so of two racing taps only one is written.
 */
import { and, eq, exists, inArray, or, sql } from "drizzle-orm";
import { PASTURE_COPY } from "../../../app/kernel/copy/pasture";
import { postHref, type ShareKind } from "../../../app/kernel/pasture/rules";
import type { PasturePostView } from "../../../app/kernel/pasture/views";
import { referenceJump } from "../../bible/jump";
import type { AppContext } from "../../context";
import { insertWhere } from "../../db/insert-where";
import { contentReports, postComments, posts } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { announceRemoved, mentionStatements, removeSourceStatements } from "../notifications.server";
import { refuse, succeed, type Outcome } from "../outcome";
import { postViewFor } from "./feed.server";
import { changeRefusal } from "./item-checks.server";
import { mentionLimitRefusal } from "./mentions.server";
import { announceNewPost } from "./new-posts.server";
import { checkPostImage, deletePostImage, storePostImage, type CheckedImage } from "./post-images.server";
import { checkedShare } from "./shares.server";
import { visibleTo } from "./visibility.server";
import { crisisFlagFor } from "./crisis-flag.server";
import { KILL_SWITCHES } from "../../../app/kernel/admin/growth";
import { pausedRefusal } from "../feature-flags.server";
import { judgeWrite, suspendedMemberRefusal, writeRefusal } from "./write-guard.server";

export type PastureDeps = Pick<AppContext, "db" | "env" | "waitUntil">;

export interface NewPost {
  body: string;
  scripture?: string;
  shareKind?: ShareKind;
  shareId?: string;
}

/** The reference as the reader names it ("John 15:12"), or the refusal for one the WEB does not have. */
function parsedReference(typed: string | undefined): Outcome<{ reference: string | null }> {
  if (!typed) return succeed({ reference: null });
  const jump = referenceJump(typed);
  return jump?.kind === "passage" ? succeed({ reference: jump.label }) : refuse(400, PASTURE_COPY.referenceUnknown, { field: "scripture" });
}

async function shareOf(deps: PastureDeps, member: MemberScope, input: NewPost): Promise<Outcome<{ share: { kind: ShareKind; id: string; label: string } | null }>> {
  if (!input.shareKind && !input.shareId) return succeed({ share: null });
  const share = input.shareKind && input.shareId ? await checkedShare(deps.db, member, input.shareKind, input.shareId) : null;
  return share ? succeed({ share }) : refuse(400, PASTURE_COPY.shareNotYours, { field: "shareId" });
}

/** What the page shows after a write: the post as he now sees it (it was just written, so it exists). */
async function shown(deps: PastureDeps, member: MemberScope, postId: string): Promise<Outcome<{ post: PasturePostView }>> {
  const post = await postViewFor(deps.db, member, postId);
  return post ? succeed({ post }) : refuse(404, PASTURE_COPY.notFound);
}

/**
 * A new post. `crisis` is true when he wrote of suicide or self-harm: the post is published as he
 * wrote it and flagged for admins, and the page shows him crisis resources at once.
 */
export async function createPost(
  deps: PastureDeps,
  member: MemberScope,
  input: NewPost,
  file?: File | null,
): Promise<Outcome<{ post: PasturePostView; crisis: boolean }>> {
  const paused = await pausedRefusal(deps, KILL_SWITCHES.pasturePosting);
  if (paused) return paused;
  const tooMany = mentionLimitRefusal(input.body);
  if (tooMany) return tooMany;
  const reference = parsedReference(input.scripture);
  if (!reference.ok) return reference;
  const shared = await shareOf(deps, member, input);
  if (!shared.ok) return shared;
  let image: CheckedImage | null = null;
  if (file && file.size > 0) {
    const checked = await checkPostImage(member.id, file);
    if (!checked.ok) return checked;
    image = checked.image;
  }
  const judged = await judgeWrite(deps.db, member, "post", input.body, member.now);
  if (judged.refusal) return judged.refusal;

  const id = crypto.randomUUID();
  const crisisFlaggedAt = crisisFlagFor(input.body, member.now);
  // Stored before the row that names it, so no post ever shows a missing image.
  if (image) await storePostImage(deps.env.MEDIA, image);
  const row = {
    id,
    author_id: member.id,
    body: input.body,
    scripture_ref: reference.reference,
    share_kind: shared.share?.kind ?? null,
    share_id: shared.share?.id ?? null,
    share_label: shared.share?.label ?? null,
    image_key: image?.key ?? null,
    crisis_flagged_at: crisisFlaggedAt,
    created_at: member.now,
  };
  const insert = insertWhere(deps.db, posts, [row], judged.unchanged).returning({ id: posts.id });
  const mention = mentionStatements(deps, {
    mentionerId: member.id,
    text: input.body,
    type: "mention_post",
    link: postHref(id),
    sourceId: id,
    onlyIf: exists(deps.db.select({ id: posts.id }).from(posts).where(eq(posts.id, id))),
  });
  let written: { id: string }[];
  if (mention) {
    const [inserted, , notified, unread] = await deps.db.batch([insert, ...mention.statements]);
    written = inserted;
    await mention.announceFrom(notified, unread);
  } else {
    written = await insert;
  }
  if (written.length === 0) {
    // Another write of his landed between the guard's read and this one (a double tap): say why.
    await deletePostImage(deps.env.MEDIA, image?.key ?? null);
    return (await writeRefusal(deps.db, member, "post", input.body, member.now)) ?? refuse(409, PASTURE_COPY.duplicate, { code: "duplicate" });
  }
  deps.waitUntil(announceNewPost(deps, member.id, id));
  const post = await shown(deps, member, id);
  return post.ok ? { ...post, crisis: crisisFlaggedAt !== null } : post;
}

/** His post, as far as he may see it, for a change. */
function ownPostQuery(deps: PastureDeps, member: MemberScope, postId: string) {
  return deps.db
    .select({ author_id: posts.author_id, created_at: posts.created_at, image_key: posts.image_key })
    .from(posts)
    .where(and(eq(posts.id, postId), visibleTo(member.id, posts)))
    .get();
}

export async function editPost(deps: PastureDeps, member: MemberScope, input: { postId: string; body: string }): Promise<Outcome<{ post: PasturePostView }>> {
  const tooMany = mentionLimitRefusal(input.body);
  if (tooMany) return tooMany;
  const refusal = changeRefusal(await ownPostQuery(deps, member, input.postId), member, { editing: true });
  if (refusal) return refusal;
  const suspended = await suspendedMemberRefusal(deps.db, member);
  if (suspended) return suspended;

  const update = deps.db
    .update(posts)
    .set({ body: input.body, edited_at: member.now })
    .where(and(eq(posts.id, input.postId), eq(posts.author_id, member.id)));
  const mention = mentionStatements(deps, {
    mentionerId: member.id,
    text: input.body,
    type: "mention_post",
    link: postHref(input.postId),
    sourceId: input.postId,
  });
  if (mention) {
    const [, , written, unread] = await deps.db.batch([update, ...mention.statements]);
    await mention.announceFrom(written, unread);
  } else {
    await update;
  }
  return shown(deps, member, input.postId);
}

/**
 * The statements that delete a post for everyone with everything that hung on it — its comments
 * and reactions (ON DELETE CASCADE), their reports and the notifications they caused — for the
 * caller's batch, after it decided the post may go. The first answers who must hear of the
 * notifications removed (`announceRemoved`); the image in R2 is the caller's to delete after.
 */
export function postRemovalStatements(db: PastureDeps["db"], postId: string) {
  const commentIds = db.select({ id: postComments.id }).from(postComments).where(eq(postComments.post_id, postId));
  const sources = sql`(select ${postId} union all select ${postComments.id} from ${postComments} where ${postComments.post_id} = ${postId})`;
  const [countsAfter, removeNotifications] = removeSourceStatements(db, sources);
  return [
    countsAfter,
    removeNotifications,
    db
      .delete(contentReports)
      .where(
        or(
          and(eq(contentReports.item_kind, "post"), eq(contentReports.item_id, postId)),
          and(eq(contentReports.item_kind, "comment"), inArray(contentReports.item_id, commentIds)),
        ),
      ),
    db.delete(posts).where(eq(posts.id, postId)),
  ] as const;
}

/** Deletes his post for everyone, with everything that hung on it, in one batch. */
export async function deletePost(deps: PastureDeps, member: MemberScope, postId: string): Promise<Outcome<{ deleted: true }>> {
  const { db } = deps;
  const post = await ownPostQuery(deps, member, postId);
  const refusal = changeRefusal(post, member, { editing: false });
  if (refusal) return refusal;

  const [counts] = await db.batch(postRemovalStatements(db, postId));
  await announceRemoved(deps.env, counts);
  await deletePostImage(deps.env.MEDIA, post!.image_key);
  return succeed({ deleted: true as const });
}
