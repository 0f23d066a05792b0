import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { NO_TRIGGER_LABEL, TRIGGER_LABELS, WHISPERS_PAGE } from "~/kernel/copy/whispers";
import { dayLabel } from "~/kernel/journal-export";
import { ScriptureReference } from "../word/ScriptureReference";

export interface WhisperItemData {
  id: string;
  message: string;
  trigger_type: keyof typeof TRIGGER_LABELS | null;
  verse: string | null;
  /** The verse in the reader, found on the server. */
  verse_href: string | null;
  whisper_date: string;
  read: boolean;
}

const badge = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold";

/**
 * One whisper: its trigger, read state, day, message and verse. "Mark as read" posts through a
 * fetcher (the page stays where it is) and shows the whisper read at once; focus moves to the
 * whisper itself, as its button is gone.
 */
export function WhisperItem({ whisper, onToday }: { whisper: WhisperItemData; onToday: boolean }) {
  const fetcher = useFetcher<{ error?: string }>();
  const article = useRef<HTMLElement>(null);
  const submitted = fetcher.formData?.get("id") === whisper.id;
  const read = whisper.read || (submitted && !fetcher.data?.error);
  const day = dayLabel(whisper.whisper_date);
  const titleId = `whisper-${whisper.id}`;

  const wasRead = useRef(read);
  useEffect(() => {
    if (read && !wasRead.current) article.current?.focus();
    wasRead.current = read;
  }, [read]);

  return (
    <article
      ref={article}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="whisper-item"
      data-read={read ? "true" : "false"}
      className={`card ${read ? "" : "border-primary/50 bg-primary/5"}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={titleId} className="text-sm font-semibold">
          {whisper.trigger_type ? TRIGGER_LABELS[whisper.trigger_type] : NO_TRIGGER_LABEL}
          <span className="sr-only">, {day}</span>
        </h2>
        <span className={`${badge} ${read ? "bg-border/60 text-fg" : "bg-primary text-primary-fg"}`}>
          {read ? WHISPERS_PAGE.read : WHISPERS_PAGE.unreadBadge}
        </span>
        {onToday && !read ? <span className={`${badge} bg-accent/15 text-fg`}>{WHISPERS_PAGE.onToday}</span> : null}
        <span className="ml-auto text-xs text-muted" aria-hidden="true">
          {day}
        </span>
      </div>
      <p className="mt-2 leading-relaxed">{whisper.message}</p>
      {whisper.verse ? (
        <p className="mt-2 text-sm font-semibold text-primary">
          <span className="sr-only">{WHISPERS_PAGE.verse}: </span>
          <ScriptureReference reference={whisper.verse} href={whisper.verse_href} />
        </p>
      ) : null}
      {fetcher.data?.error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {fetcher.data.error}
        </p>
      ) : null}
      {read ? null : (
        <fetcher.Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="read" />
          <input type="hidden" name="id" value={whisper.id} />
          <button type="submit" className="btn-secondary min-h-[40px]">
            {WHISPERS_PAGE.markRead}
            <span className="sr-only">: {day}</span>
          </button>
        </fetcher.Form>
      )}
    </article>
  );
}
