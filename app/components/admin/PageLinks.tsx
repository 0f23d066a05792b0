/** Previous and next links for a table paged on the server, keeping the page's other query values. */
import { Link } from "@remix-run/react";

export function PageLinks({
  page,
  pages,
  query = {},
  labels,
}: {
  page: number;
  pages: number;
  query?: Record<string, string>;
  labels: { previous: string; next: string; pageOf: (page: number, pages: number) => string };
}) {
  if (pages <= 1) return null;
  const href = (to: number) => `?${new URLSearchParams({ ...query, page: String(to) })}`;
  return (
    <nav aria-label={labels.pageOf(page, pages)} className="mt-4 flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className="btn-secondary min-h-[44px]">
          {labels.previous}
        </Link>
      ) : (
        <span />
      )}
      <span>{labels.pageOf(page, pages)}</span>
      {page < pages ? (
        <Link to={href(page + 1)} className="btn-secondary min-h-[44px]">
          {labels.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
