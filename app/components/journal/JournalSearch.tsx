import { Form, Link } from "@remix-run/react";
import { JOURNAL_PAGE } from "~/kernel/copy/journal";

/** A GET form (?q=), so a search is a link that can be shared with oneself, bookmarked or reloaded. */
export function JournalSearch({ query }: { query: string }) {
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
      <div className="min-w-[12rem] flex-1">
        <label htmlFor="journal-search" className="text-sm font-semibold">
          {JOURNAL_PAGE.searchLabel}
        </label>
        <input
          id="journal-search"
          key={query}
          type="search"
          name="q"
          defaultValue={query}
          placeholder={JOURNAL_PAGE.searchPlaceholder}
          className="mt-1 block min-h-[44px] w-full rounded-lg border border-muted/50 bg-surface px-3 text-base text-fg"
        />
      </div>
      <button type="submit" className="btn-secondary">
        {JOURNAL_PAGE.search}
      </button>
      {query ? (
        <Link to="/journal" className="btn-ghost">
          {JOURNAL_PAGE.clearSearch}
        </Link>
      ) : null}
    </Form>
  );
}
