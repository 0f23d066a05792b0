import { Link } from "@remix-run/react";
import type { MemberListQuery } from "~/kernel/admin/users";
import { ADMIN_USERS_COPY as COPY } from "~/kernel/copy/admin";
import { membersHref } from "./members-href";

/** Previous / next through the list's pages, and where he is among them. */
export function MembersPager({ query, pages }: { query: MemberListQuery; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={COPY.list.pagesLabel} className="mt-4 flex items-center justify-between gap-2 text-sm">
      {query.page > 1 ? (
        <Link to={membersHref(query, { page: query.page - 1 })} className="btn-secondary">
          {COPY.list.previous}
        </Link>
      ) : (
        <span />
      )}
      <span>{COPY.list.pageOf(query.page, pages)}</span>
      {query.page < pages ? (
        <Link to={membersHref(query, { page: query.page + 1 })} className="btn-secondary">
          {COPY.list.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
