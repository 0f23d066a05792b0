import { Link } from "@remix-run/react";
import { memo, useState } from "react";
import { PASTURE_COPY } from "~/kernel/copy/pasture";
import { REACTIONS } from "~/kernel/pasture/rules";
import type { PasturePostView } from "~/kernel/pasture/views";
import { AuthorLine } from "./AuthorLine";
import { CommentForm } from "./CommentForm";
import { CommentItem } from "./CommentItem";
import { InlineEdit } from "./InlineEdit";
import { ItemActions } from "./ItemActions";
import { ReactionButton } from "./ReactionButton";

/**
 * One post of the feed, at its anchor (/pasture#post-…, where mentions lead): author, text, passage,
 * share and photo, reactions, comments (newest last) and what he may do with it. Memoised: the page
 * renders again whenever the router's state changes (a fetcher, a route discovered), and a post whose
 * view is the same object is not rendered again with it.
 */
export const PostCard = memo(function PostCard({ post, suspended }: { post: PasturePostView; suspended: boolean }) {
  const [editing, setEditing] = useState(false);
  const headingId = `${post.anchor}-author`;
  return (
    <article id={post.anchor} tabIndex={-1} aria-labelledby={headingId} className="card scroll-mt-20 space-y-3">
      <div className="feed-row">
        <AuthorLine author={post.author} createdAt={post.createdAt} edited={post.edited} nameId={headingId} />
        <ItemActions kind="post" item={post} canBlock={post.canBlock} editing={editing} onEdit={() => setEditing(true)} />
      </div>

      {post.hidden && post.mine ? <p className="rounded-lg border border-danger p-3 text-sm font-medium text-danger">{PASTURE_COPY.hiddenForReview}</p> : null}

      {editing ? (
        <InlineEdit kind="post" id={post.id} body={post.body} onDone={() => setEditing(false)} />
      ) : (
        <p className="feed-text">{post.body}</p>
      )}

      {post.scripture ? (
        <p>
          <Link to={post.scripture.href} className="font-semibold text-primary underline underline-offset-4">
            {post.scripture.reference}
          </Link>
        </p>
      ) : null}
      {post.share ? (
        <p className="text-sm text-muted">
          <Link to={post.share.href} className="underline underline-offset-4">
            {post.share.label}
          </Link>
        </p>
      ) : null}
      {post.imageUrl ? (
        <img src={post.imageUrl} alt={PASTURE_COPY.imageAlt(post.author.displayName)} loading="lazy" className="max-h-96 w-full rounded-xl object-cover" />
      ) : null}

      <div className="flex flex-wrap gap-2">
        {REACTIONS.map((reaction) => (
          <ReactionButton
            key={reaction}
            postId={post.id}
            reaction={reaction}
            count={post.reactions[reaction].count}
            mine={post.reactions[reaction].mine}
            disabled={suspended}
          />
        ))}
      </div>

      <section aria-label={PASTURE_COPY.commentsHeading} className="space-y-3 border-t border-border pt-3">
        <h3 className="text-sm font-semibold text-muted">{PASTURE_COPY.comments(post.commentCount)}</h3>
        {post.comments.length > 0 ? (
          <ul className="space-y-2">
            {post.comments.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </ul>
        ) : null}
        {post.canComment ? <CommentForm postId={post.id} /> : null}
      </section>
    </article>
  );
});
