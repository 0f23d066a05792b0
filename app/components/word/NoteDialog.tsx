import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useToast } from "~/components/toast/ToastProvider";
import { FieldError } from "~/components/ui/FieldError";
import { NOTE_MAX_LENGTH } from "~/kernel/bible/personal";
import { WordActionSchema } from "~/kernel/bible/word-actions";
import { NOTE_COPY } from "~/kernel/copy/word";
import { Dialog } from "./Dialog";
import { useFetcherResult, type WordReply } from "./useFetcherResult";

/** What the note is on: a new note on a verse range, or an existing note to edit. */
export type NoteTarget =
  | { kind: "new"; book: string; chapter: number; verseStart: number; verseEnd: number; reference: string }
  | { kind: "edit"; id: string; note: string; reference: string };

/**
 * Write or edit a note: a real form (posted to `action`), checked in the browser with the action's
 * own schema, with a live character count. Its users key it by target, so each note starts afresh.
 */
export function NoteDialog({
  target,
  action,
  onClose,
}: {
  target: NoteTarget | null;
  action: string;
  onClose: () => void;
}) {
  const fetcher = useFetcher<WordReply>();
  const { toast } = useToast();
  const [text, setText] = useState(target?.kind === "edit" ? target.note : "");
  const [form, fields] = useForm({
    lastResult: fetcher.data,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: WordActionSchema }),
    shouldValidate: "onSubmit",
  });
  const counterId = `${fields.note.id}-count`;

  useFetcherResult(fetcher, (reply) => {
    if (reply.status !== "success") return;
    toast({ title: NOTE_COPY.saved, variant: "success" });
    onClose();
  });

  const title = target
    ? target.kind === "new"
      ? NOTE_COPY.titleNew(target.reference)
      : NOTE_COPY.titleEdit(target.reference)
    : "";

  return (
    <Dialog open={target !== null} onClose={onClose} title={title} closeLabel={NOTE_COPY.cancel}>
      {target ? (
        <fetcher.Form method="post" action={action} {...getFormProps(form)}>
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
            <label htmlFor={fields.note.id} className="text-sm font-medium">
              {NOTE_COPY.label}
            </label>
            <span id={counterId} className="text-xs tabular-nums text-muted">
              {text.length}/{NOTE_MAX_LENGTH}
            </span>
          </div>
          <textarea
            {...getTextareaProps(fields.note, { value: false, ariaDescribedBy: counterId })}
            required
            maxLength={NOTE_MAX_LENGTH}
            rows={6}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="mt-1 block w-full rounded-lg border border-muted/50 bg-surface p-3 text-base text-fg aria-[invalid=true]:border-danger"
          />
          <FieldError id={fields.note.errorId} message={fields.note.errors?.[0]} />
          {/* A refusal of the whole note (it was deleted meanwhile) is shown in the same place. */}
          <FieldError id={form.errorId} message={form.errors?.[0]} />
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
