import { useState } from "react";
import { PASTURE_COPY } from "~/kernel/copy/pasture";
import type { PastureCommentView } from "~/kernel/pasture/views";
import { AuthorLine } from "./AuthorLine";
import { InlineEdit } from "./InlineEdit";
import { ItemActions } from "./ItemActions";

/** One comment: who and when, the text (or its inline edit), and what he may do with it. */
export function CommentItem({ comment }: { comment: PastureCommentView }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="rounded-xl bg-bg p-3">
      <div className="feed-row">
        <AuthorLine author={comment.author} createdAt={comment.createdAt} edited={comment.edited} small />
        {/* A comment's view carries no block permission: a member is blocked from his post's menu. */}
        <ItemActions kind="comment" item={comment} canBlock={false} editing={editing} onEdit={() => setEditing(true)} />
      </div>
      {comment.hidden && comment.mine ? <p className="mt-2 text-sm font-medium text-danger">{PASTURE_COPY.hiddenForReview}</p> : null}
      {editing ? (
        <div className="mt-2">
          <InlineEdit kind="comment" id={comment.id} body={comment.body} onDone={() => setEditing(false)} />
        </div>
      ) : (
        <p className="feed-text mt-1">{comment.body}</p>
      )}
    </li>
  );
}
