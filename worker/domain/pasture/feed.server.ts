/**
 * The Pasture's feed for the member looking: newest first, FEED_PAGE_SIZE posts a page, each with
 * its comments (newest last) and reaction counts, read in ONE D1 batch — the page's posts, their
 * comments and their reactions are three statements sharing the same page subquery, so no
 * statement waits for another's answer. Paging is keyset on (created_at, id): "Load more" sends
 * the last post's cursor as ?before=, so a post written meanwhile never shifts a page and no
 * post is shown twice.
 */
import { and, asc, desc, eq, inArray, lt, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PastureFeedPage, PasturePostView } from "../../../app/kernel/pasture/views";
import { FEED_PAGE_SIZE } from "../../../app/kernel/pasture/rules";
import type { Database } from "../../db/client";
import { planDays, postComments, postReactions, posts, profiles } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { hasBlocked, visibleTo } from "./visibility.server";
import { postView, type CommentRow, type PostRow, type ReactionCountRow } from "./views.server";

const CURSOR = /^(\d{1,15})\.([A-Za-z0-9-]{1,64})$/;

export const feedCursor = (post: Pick<PasturePostView, "id" | "createdAt">) => `${Date.parse(post.createdAt)}.${post.id}`;

/** The cursor's position, or null when it is not one this server wrote. */
export function parseFeedCursor(before: string): { at: Date; id: string } | null {
  const match = CURSOR.exec(before);
  return match ? { at: new Date(Number(match[1])), id: match[2]! } : null;
}

function postColumns(member: MemberScope) {
  return {
    id: posts.id,
    body: posts.body,
    scripture_ref: posts.scripture_ref,
    share_kind: posts.share_kind,
    share_label: posts.share_label,
    share_plan_id: planDays.plan_id,
    image_key: posts.image_key,
    hidden_at: posts.hidden_at,
    edited_at: posts.edited_at,
    created_at: posts.created_at,
    author_id: posts.author_id,
    author_name: profiles.display_name,
    author_username: profiles.username,
    author_avatar: profiles.avatar_url,
    author_blocked_viewer: sql<number>`${hasBlocked(posts.author_id, member.id)}`,
  };
}

/** The posts the member may see, narrowed by `where` (a page's cursor, or one post). */
function postsQuery(db: Database, member: MemberScope, where: SQL | undefined) {
  return db
    .select(postColumns(member))
    .from(posts)
    .leftJoin(profiles, eq(profiles.id, posts.author_id))
    .leftJoin(planDays, and(eq(posts.share_kind, "plan_day"), eq(planDays.id, posts.share_id)))
    .where(and(visibleTo(member.id, posts), where));
}

/** A comment with its author, as views.server.ts's CommentRow. */
export const commentColumns = {
  id: postComments.id,
  post_id: postComments.post_id,
  body: postComments.body,
  hidden_at: postComments.hidden_at,
  edited_at: postComments.edited_at,
  created_at: postComments.created_at,
  author_id: postComments.author_id,
  author_name: profiles.display_name,
  author_username: profiles.username,
  author_avatar: profiles.avatar_url,
};

function commentsQuery(db: Database, member: MemberScope, postIds: SQLWrapper | string[]) {
  return db
    .select(commentColumns)
    .from(postComments)
    .leftJoin(profiles, eq(profiles.id, postComments.author_id))
    .where(and(inArray(postComments.post_id, postIds), visibleTo(member.id, postComments)))
    .orderBy(asc(postComments.created_at), asc(postComments.id));
}

export function reactionsQuery(db: Database, member: MemberScope, postIds: SQLWrapper | string[]) {
  return db
    .select({
      post_id: postReactions.post_id,
      reaction: postReactions.reaction,
      count: sql<number>`count(*)`,
      mine: sql<number>`max(${postReactions.user_id} = ${member.id})`,
    })
    .from(postReactions)
    .where(inArray(postReactions.post_id, postIds))
    .groupBy(postReactions.post_id, postReactions.reaction);
}

function assemble(member: MemberScope, rows: PostRow[], comments: CommentRow[], reactions: ReactionCountRow[]): PasturePostView[] {
  return rows.map((row) =>
    postView(
      row,
      member,
      comments.filter((comment) => comment.post_id === row.id),
      reactions.filter((reaction) => reaction.post_id === row.id),
    ),
  );
}

/**
 * The statements of one feed page, to run in one batch (the page view adds its own beside them).
 * One post more than a page is read, to know whether there is a next page.
 */
export function feedPageStatements(db: Database, member: MemberScope, before: { at: Date; id: string } | null) {
  const after = before
    ? or(lt(posts.created_at, before.at), and(eq(posts.created_at, before.at), lt(posts.id, before.id)))
    : undefined;
  const newestFirst = [desc(posts.created_at), desc(posts.id)] as const;
  const page = postsQuery(db, member, after).orderBy(...newestFirst).limit(FEED_PAGE_SIZE + 1);
  const pageIds = db
    .select({ id: posts.id })
    .from(posts)
    .where(and(visibleTo(member.id, posts), after))
    .orderBy(...newestFirst)
    .limit(FEED_PAGE_SIZE + 1);
  return [page, commentsQuery(db, member, pageIds), reactionsQuery(db, member, pageIds)] as const;
}

/** The batch's answers as the page: its posts and the cursor of the next one (null at the end). */
export function feedPageFrom(
  member: MemberScope,
  [rows, comments, reactions]: [PostRow[], CommentRow[], ReactionCountRow[]],
): PastureFeedPage {
  const shown = assemble(member, rows.slice(0, FEED_PAGE_SIZE), comments, reactions);
  const last = shown.at(-1);
  return { posts: shown, nextCursor: rows.length > FEED_PAGE_SIZE && last ? feedCursor(last) : null };
}

/** One feed page ("Load more" or the API), in one D1 round trip. */
export async function feedPage(db: Database, member: MemberScope, before: { at: Date; id: string } | null): Promise<PastureFeedPage> {
  const [rows, comments, reactions] = await db.batch(feedPageStatements(db, member, before));
  return feedPageFrom(member, [rows as PostRow[], comments, reactions as ReactionCountRow[]]);
}

/** One post as the member sees it (after he wrote or changed it), or null when he may not see it. */
export async function postViewFor(db: Database, member: MemberScope, postId: string): Promise<PasturePostView | null> {
  const [rows, comments, reactions] = await db.batch([
    postsQuery(db, member, eq(posts.id, postId)),
    commentsQuery(db, member, [postId]),
    reactionsQuery(db, member, [postId]),
  ]);
  return assemble(member, rows as PostRow[], comments, reactions as ReactionCountRow[])[0] ?? null;
}
