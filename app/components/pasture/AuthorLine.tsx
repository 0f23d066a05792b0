import { Link } from "@remix-run/react";
import { PASTURE_COPY } from "~/kernel/copy/pasture";
import { relativeTime } from "~/kernel/notifications";
import type { PastureAuthorView } from "~/kernel/pasture/views";

/** Who wrote it (avatar and name, one link to his profile), when, and whether it was edited. */
export function AuthorLine({
  author,
  createdAt,
  edited,
  small = false,
  nameId,
}: {
  author: PastureAuthorView;
  createdAt: string;
  edited: boolean;
  small?: boolean;
  /** The name's element id, for a post that is labelled by its author. */
  nameId?: string;
}) {
  const size = small ? "h-8 w-8" : "h-10 w-10";
  return (
    <div className="author-line">
      {/* The avatar leads to his profile too, for a tap; the name beside it is the link to read and to tab to. */}
      <Link to={author.href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        {author.avatarUrl ? (
          <img src={author.avatarUrl} alt="" className={`${size} rounded-full object-cover`} />
        ) : (
          <span className={`${size} author-initial`}>
            {author.displayName.slice(0, 1).toUpperCase()}
          </span>
        )}
      </Link>
      <div className="min-w-0">
        <Link to={author.href} className="author-name">
          <span id={nameId}>{author.displayName}</span>
        </Link>
        <p className="text-sm text-muted">
          <time dateTime={createdAt} suppressHydrationWarning>
            {relativeTime(createdAt)}
          </time>
          {edited ? <span> · {PASTURE_COPY.edited}</span> : null}
        </p>
      </div>
    </div>
  );
}
