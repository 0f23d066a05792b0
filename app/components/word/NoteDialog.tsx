import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { useToast } from "~/components/toast/ToastProvider";
import { FieldError } from "~/components/ui/FieldError";
import { NOTE_COPY } from "~/kernel/copy/word";
import { Dialog } from "./Dialog";
import { useFetcherResult } from "./useFetcherResult";

/** What the note is on: a new note on a verse range, or an existing note to edit. */
export type NoteTarget =
  | { kind: "new"; book: string; chapter: number; verseStart: number; verseEnd: number; reference: string }
  | { kind: "edit"; id: string; note: string; reference: string };

/** The server's answer to a personal-layer form post (worker/domain/word-actions.server.ts): done, or refused. */
export type PersonalActionData = { ok: true; intent: string } | { ok: false; message: string; field?: string };

const NOTE_MAX_LENGTH = 2000;

/** Write or edit a note: a real form (posted to `action`), with a live character count. */
export function NoteDialog({
  target,
  action,
  onClose,
}: {
  target: NoteTarget | null;
  action: string;
  onClose: () => void;
}) {
  const fetcher = useFetcher<PersonalActionData>();
  const { toast } = useToast();
  const [text, setText] = useState("");
  const fieldId = useId();
  const counterId = `${fieldId}-count`;
  const errorId = `${fieldId}-error`;

  useEffect(() => {
    setText(target?.kind === "edit" ? target.note : "");
  }, [target]);

  useFetcherResult(fetcher, (result) => {
    if (!result.ok) return;
    toast({ title: NOTE_COPY.saved, variant: "success" });
    onClose();
  });

  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  const title = target
    ? target.kind === "new"
      ? NOTE_COPY.titleNew(target.reference)
      : NOTE_COPY.titleEdit(target.reference)
    : "";

  return (
    <Dialog open={target !== null} onClose={onClose} title={title} closeLabel={NOTE_COPY.cancel}>
      {target ? (
        <fetcher.Form method="post" action={action}>
          {target.kind === "new" ? (
            <>
              <input type="hidden" name="intent" value="note-create" />
              <input type="hidden" name="book" value={target.book} />
              <input type="hidden" name="chapter" value={target.chapter} />
              <input type="hidden" name="verse_start" value={target.verseStart} />
              <input type="hidden" name="verse_end" value={target.verseEnd} />
            </>
          ) : (
            <>
              <input type="hidden" name="intent" value="note-update" />
              <input type="hidden" name="id" value={target.id} />
            </>
          )}
          <div className="flex items-baseline justify-between">
            <label htmlFor={fieldId} className="text-sm font-medium">
              {NOTE_COPY.label}
            </label>
            <span id={counterId} className="text-xs tabular-nums text-muted">
              {text.length}/{NOTE_MAX_LENGTH}
            </span>
          </div>
          <textarea
            id={fieldId}
            name="note"
            required
            maxLength={NOTE_MAX_LENGTH}
            rows={6}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${counterId} ${errorId}` : counterId}
            className="mt-1 block w-full rounded-lg border border-muted/50 bg-surface p-3 text-base text-fg aria-[invalid=true]:border-danger"
          />
          <FieldError id={errorId} message={error} />
          <div className="mt-4 flex justify-end gap-2">
            <button type="button" onClick={onClose} className="btn-secondary">
              {NOTE_COPY.cancel}
            </button>
            <button type="submit" className="btn-primary" disabled={fetcher.state !== "idle" || text.trim() === ""}>
              {NOTE_COPY.save}
            </button>
          </div>
        </fetcher.Form>
      ) : null}
    </Dialog>
  );
}
