/**
 * Rows read for the feed turned into what the page receives (PastureView): every permission is
 * decided here, for the member looking, so the page never works one out itself.
 */
import type { PastureAuthorView, PastureCommentView, PasturePostView } from "../../../app/kernel/pasture/views";
import { PASTURE_COPY } from "../../../app/kernel/copy/pasture";
import { postAnchor, REACTIONS, withinEditWindow, type Reaction, type ShareKind } from "../../../app/kernel/pasture/rules";
import { referenceHref } from "../../bible/link-references";
import type { MemberScope } from "../member-scope.server";

export interface AuthorColumns {
  author_id: string;
  author_name: string | null;
  author_username: string | null;
  author_avatar: string | null;
}

export interface PostRow extends AuthorColumns {
  id: string;
  body: string;
  scripture_ref: string | null;
  share_kind: ShareKind | null;
  share_label: string | null;
  share_plan_id: string | null;
  image_key: string | null;
  hidden_at: Date | null;
  edited_at: Date | null;
  created_at: Date;
  /** The author has blocked the member looking: he may read, not comment. */
  author_blocked_viewer: boolean | number;
}

export interface CommentRow extends AuthorColumns {
  id: string;
  post_id: string;
  body: string;
  hidden_at: Date | null;
  edited_at: Date | null;
  created_at: Date;
}

export interface ReactionCountRow {
  post_id: string;
  reaction: Reaction;
  count: number;
  mine: number | boolean;
}

export function authorView(row: AuthorColumns): PastureAuthorView {
  return {
    id: row.author_id,
    displayName: row.author_name ?? row.author_username ?? PASTURE_COPY.someone,
    avatarUrl: row.author_avatar,
    href: `/profile/${row.author_id}`,
  };
}

export function commentView(row: CommentRow, member: MemberScope): PastureCommentView {
  const mine = row.author_id === member.id;
  return {
    id: row.id,
    author: authorView(row),
    body: row.body,
    createdAt: row.created_at.toISOString(),
    edited: row.edited_at !== null,
    hidden: row.hidden_at !== null,
    mine,
    canEdit: mine && withinEditWindow(row.created_at, member.now),
    canReport: !mine,
  };
}

function shareView(row: PostRow): PasturePostView["share"] {
  if (!row.share_kind || !row.share_label) return null;
  const href = row.share_kind === "devotional" ? "/" : row.share_plan_id ? `/path/${row.share_plan_id}` : "/path";
  return { kind: row.share_kind, label: row.share_label, href };
}

export function reactionsView(rows: readonly ReactionCountRow[]): PasturePostView["reactions"] {
  const counts = Object.fromEntries(REACTIONS.map((reaction) => [reaction, { count: 0, mine: false }])) as PasturePostView["reactions"];
  for (const row of rows) counts[row.reaction] = { count: Number(row.count), mine: Boolean(row.mine) };
  return counts;
}

export function postView(
  row: PostRow,
  member: MemberScope,
  comments: readonly CommentRow[],
  reactions: readonly ReactionCountRow[],
): PasturePostView {
  const mine = row.author_id === member.id;
  const scriptureHref = row.scripture_ref ? referenceHref(row.scripture_ref) : null;
  return {
    id: row.id,
    anchor: postAnchor(row.id),
    author: authorView(row),
    body: row.body,
    createdAt: row.created_at.toISOString(),
    edited: row.edited_at !== null,
    hidden: row.hidden_at !== null,
    scripture: row.scripture_ref && scriptureHref ? { reference: row.scripture_ref, href: scriptureHref } : null,
    share: shareView(row),
    imageUrl: row.image_key ? `/media/${row.image_key}` : null,
    reactions: reactionsView(reactions),
    commentCount: comments.length,
    comments: comments.map((comment) => commentView(comment, member)),
    mine,
    canEdit: mine && withinEditWindow(row.created_at, member.now),
    canComment: !row.author_blocked_viewer,
    canReport: !mine,
    canBlock: !mine,
  };
}
