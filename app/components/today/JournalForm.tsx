import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { FetcherWithComponents } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { TodayActionAnswer } from "~/kernel/checkin";
import { JOURNAL_COPY } from "~/kernel/copy/today";
import { JOURNAL_DIALOG_COPY } from "~/kernel/copy/today-member";
import { GENERIC_ERROR } from "~/kernel/copy/shell";
import type { Devotional } from "~/kernel/devotional";
import { TodayJournalFormSchema } from "~/kernel/journal";
import { FieldError } from "../ui/FieldError";
import { useToast } from "../toast/ToastProvider";
import { actionFailure, useSettled } from "./action-answer";

/**
 * The reflection's form inside "Gather Your Thoughts": validated in the browser and in the action
 * with the same kernel schema. A refusal (a limit reached) is said twice: in a toast, and inside the
 * dialog, which holds the screen reader's focus.
 */
export default function JournalForm({
  closings,
  devotional,
  fetcher,
  onSaved,
  onCancel,
}: {
  /** How many times the dialog has closed: each close clears the form's messages (the draft stays). */
  closings: number;
  devotional: Devotional;
  fetcher: FetcherWithComponents<TodayActionAnswer>;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { toast } = useToast();
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const answer = fetcher.data;
  const [form, fields] = useForm({
    lastResult: answer && !("ok" in answer) ? (answer as SubmissionResult<string[]>) : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TodayJournalFormSchema }),
    shouldRevalidate: "onInput",
  });
  const saving = fetcher.state !== "idle";

  useSettled(fetcher, (settled) => {
    if ("ok" in settled) {
      toast({ title: JOURNAL_COPY.savedTitle, description: JOURNAL_COPY.savedText, variant: "success" });
      onSaved();
      return;
    }
    const { title, text } = actionFailure(settled);
    const shown = { title: title ?? JOURNAL_COPY.saveErrorTitle, text: text ?? GENERIC_ERROR.description };
    setFailure(shown);
    toast({ title: shown.title, description: shown.text, variant: "error" });
  });

  const clearMessages = useRef(() => form.update({ name: fields.content.name, validated: false }));
  clearMessages.current = () => form.update({ name: fields.content.name, validated: false });
  useEffect(() => {
    if (closings === 0) return;
    setFailure(null);
    clearMessages.current();
  }, [closings]);

  const hintId = `${fields.content.id}-hint`;
  const textarea = getTextareaProps(fields.content);
  return (
    <fetcher.Form method="post" action="/?index" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="journal" />
      <input type="hidden" name="devotional_id" value={devotional.id} />
      <input type="hidden" name="devotional_title" value={devotional.title} />
      <input type="hidden" name="passage" value={devotional.passage} />
      <input type="hidden" name="reflection" value={devotional.reflection} />
      <input type="hidden" name="devotional_content" value={devotional.content} />
      <label htmlFor={fields.content.id} className="mt-4 block text-sm font-semibold">
        {JOURNAL_DIALOG_COPY.field}
      </label>
      <p id={hintId} className="text-xs text-muted">
        {JOURNAL_DIALOG_COPY.hint}
      </p>
      <textarea
        {...textarea}
        aria-describedby={[hintId, textarea["aria-describedby"]].filter(Boolean).join(" ")}
        rows={6}
        className="mt-1 block w-full rounded-lg border border-muted/50 bg-surface px-3 py-2 text-base text-fg aria-[invalid=true]:border-danger"
      />
      <FieldError id={fields.content.errorId} message={fields.content.errors?.[0]} />
      {failure ? (
        <div role="alert" className="mt-3 rounded-lg border border-danger/60 p-3 text-sm">
          <p className="font-semibold">{failure.title}</p>
          <p className="mt-1">{failure.text}</p>
        </div>
      ) : null}
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {JOURNAL_DIALOG_COPY.cancel}
        </button>
        <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving}>
          {saving ? JOURNAL_DIALOG_COPY.saving : JOURNAL_DIALOG_COPY.save}
        </button>
      </div>
    </fetcher.Form>
  );
}
