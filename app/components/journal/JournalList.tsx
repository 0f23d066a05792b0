import { Link } from "@remix-run/react";
import { JOURNAL_PAGE } from "~/kernel/copy/journal";
import { dayLabel, groupByMonth } from "~/kernel/journal-export";
import { Highlight } from "./Highlight";

export interface JournalListEntry {
  id: string;
  entry_date: string;
  devotional_title: string | null;
  passage: string | null;
  excerpt: string;
}

/** Entries grouped by month, newest first; each opens on its own page. Search matches are marked. */
export function JournalList({ entries, query }: { entries: readonly JournalListEntry[]; query: string }) {
  return (
    <div className="space-y-8">
      {groupByMonth(entries).map((group) => (
        <section key={group.key} aria-labelledby={`month-${group.key}`}>
          <h2 id={`month-${group.key}`} className="font-serif text-xl font-bold">
            {group.label}
          </h2>
          <ol className="mt-3 space-y-3">
            {group.entries.map((entry) => (
              <li key={entry.id}>
                <Link
                  to={`/journal/${entry.id}`}
                  prefetch="intent"
                  className="card block transition-colors hover:border-primary/60"
                  data-testid="journal-entry"
                >
                  <p className="text-xs font-medium uppercase tracking-wide text-muted">{dayLabel(entry.entry_date)}</p>
                  <h3 className="mt-1 font-semibold">
                    {entry.devotional_title ? <Highlight text={entry.devotional_title} query={query} /> : JOURNAL_PAGE.freeEntry}
                  </h3>
                  {entry.passage ? (
                    <p className="text-sm text-primary">
                      <Highlight text={entry.passage} query={query} />
                    </p>
                  ) : null}
                  <p className="mt-2 text-sm leading-relaxed">
                    <Highlight text={entry.excerpt} query={query} />
                  </p>
                </Link>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
