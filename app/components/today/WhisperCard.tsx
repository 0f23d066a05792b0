import { useId } from "react";
import { TODAY_LABELS } from "~/kernel/copy/today";
import { ScriptureReference } from "../word/ScriptureReference";
import type { WhisperDto } from "./api";

/** The Shepherd's Whisper: the newest unread encouragement; dismissing marks it read. */
export function WhisperCard({
  whisper,
  onDismiss,
  ready,
}: {
  whisper: WhisperDto;
  onDismiss: () => void;
  ready: boolean;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="card border-primary/40 bg-primary/5" data-testid="whisper-card">
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="font-serif text-lg font-bold">
          {TODAY_LABELS.whisperTitle}
        </h2>
        <button type="button" className="btn-ghost -mr-2 -mt-2 min-h-[44px] px-3" onClick={onDismiss} disabled={!ready}>
          {TODAY_LABELS.whisperDismiss}
          <span className="sr-only"> {TODAY_LABELS.whisperTitle}</span>
        </button>
      </div>
      <p className="mt-2 leading-relaxed">{whisper.message}</p>
      {whisper.verse ? (
        <p className="mt-2 text-sm font-semibold text-primary" data-testid="whisper-verse">
          <ScriptureReference reference={whisper.verse} href={whisper.verse_href} />
        </p>
      ) : null}
    </section>
  );
}
