import { useId } from "react";
import { JOURNAL_PAGE } from "~/kernel/copy/journal";

/** Plain links with `download`: the resource route answers with an attachment, no JavaScript needed. */
export function ExportLinks() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="card">
      <h2 id={titleId} className="font-semibold">
        {JOURNAL_PAGE.exportTitle}
      </h2>
      <p className="mt-1 text-sm text-muted">{JOURNAL_PAGE.exportText}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href="/journal/export?format=markdown" download className="btn-secondary">
          {JOURNAL_PAGE.exportMarkdown}
        </a>
        <a href="/journal/export?format=json" download className="btn-secondary">
          {JOURNAL_PAGE.exportJson}
        </a>
      </div>
    </section>
  );
}
