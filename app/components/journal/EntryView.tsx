import { DEVOTIONAL_COPY } from "~/kernel/copy/today";
import { JOURNAL_ENTRY_COPY } from "~/kernel/copy/journal";
import { ScriptureReference } from "../word/ScriptureReference";

export interface EntryViewData {
  dayLabel: string;
  devotional_title: string | null;
  passage: string | null;
  /** The passage in the reader, found on the server; null when it is not one reference. */
  passage_href: string | null;
  reflection: string | null;
  devotional_content: string | null;
  content: string;
}

/** An entry as it was written: the day, the devotional it answered (if any), and the words. */
export function EntryView({ entry, showContent }: { entry: EntryViewData; showContent: boolean }) {
  return (
    <article className="mt-4" aria-labelledby="entry-title">
      <p className="text-sm text-muted">{JOURNAL_ENTRY_COPY.written(entry.dayLabel)}</p>
      <h1 id="entry-title" className="mt-1 font-serif text-3xl font-bold">
        {entry.devotional_title ?? JOURNAL_ENTRY_COPY.freeEntryTitle}
      </h1>
      {entry.passage ? (
        <p className="mt-1 font-semibold text-primary" data-testid="entry-passage">
          <ScriptureReference reference={entry.passage} href={entry.passage_href} />
        </p>
      ) : null}
      {entry.reflection ? (
        <div className="mt-4 rounded-xl bg-primary/5 p-4 text-sm">
          <p className="font-semibold">{DEVOTIONAL_COPY.reflectLabel}</p>
          <p className="mt-1 leading-relaxed">{entry.reflection}</p>
        </div>
      ) : null}
      {entry.devotional_content ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-semibold text-primary">{JOURNAL_ENTRY_COPY.devotionalText}</summary>
          <p className="mt-2 whitespace-pre-line leading-relaxed text-muted">{entry.devotional_content}</p>
        </details>
      ) : null}
      {showContent ? (
        <div className="card mt-6 whitespace-pre-wrap break-words text-base leading-relaxed" data-testid="entry-content">
          {entry.content}
        </div>
      ) : null}
    </article>
  );
}
