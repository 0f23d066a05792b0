import { Link } from "@remix-run/react";
import { ADMIN_COPY } from "~/kernel/copy/admin";

const C = ADMIN_COPY.pager;

/** Previous and next links for a table paged on the server; `href` keeps the page's other query values. */
export function PageLinks({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={C.pageOf(page, pages)} className="mt-4 flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className="btn-secondary min-h-[44px]">
          {C.previous}
        </Link>
      ) : (
        <span />
      )}
      <span>{C.pageOf(page, pages)}</span>
      {page < pages ? (
        <Link to={href(page + 1)} className="btn-secondary min-h-[44px]">
          {C.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
