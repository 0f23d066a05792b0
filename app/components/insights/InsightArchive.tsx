import { Link } from "@remix-run/react";
import { useId } from "react";
import { ARCHIVE_COPY, INSIGHT_SOURCE } from "~/kernel/copy/insights";
import { periodLabel, type InsightPeriod } from "~/kernel/insights-period";
import { dayLabel } from "~/kernel/journal-export";

export interface ArchiveEntry {
  id: string;
  period: InsightPeriod;
  period_start: string;
  period_end: string;
  source: "ai" | "offline";
  written: string;
  excerpt: string;
}

/** Every insight he has written, newest first; each opens on its own page. */
export function InsightArchive({ items, olderHref, newestHref }: { items: ArchiveEntry[]; olderHref: string | null; newestHref: string | null }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} id="archive" className="mt-8" data-testid="insight-archive">
      <h2 id={titleId} className="font-serif text-2xl font-bold">
        {ARCHIVE_COPY.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{ARCHIVE_COPY.intro}</p>
      {newestHref ? (
        <p className="mt-2">
          <Link to={newestHref} className="text-sm font-semibold text-primary underline">
            {ARCHIVE_COPY.newest}
          </Link>
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="card mt-4 text-muted">{ARCHIVE_COPY.empty}</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {items.map((item) => (
            <li key={item.id}>
              <Link to={`/insights/${item.id}`} className="card block hover:border-primary/60" data-testid="archive-item">
                <span className="block font-semibold">
                  {ARCHIVE_COPY.kind(item.period)} · {periodLabel({ period: item.period, start: item.period_start, end: item.period_end })}
                </span>
                <span className="mt-1 block text-sm">{item.excerpt}</span>
                <span className="mt-2 block text-xs text-muted">
                  {INSIGHT_SOURCE[item.source]} · {ARCHIVE_COPY.written(dayLabel(item.written))}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
      {olderHref ? (
        <p className="mt-4 text-center">
          <Link to={olderHref} className="btn-secondary">
            {ARCHIVE_COPY.showOlder}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
