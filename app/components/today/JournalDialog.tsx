import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { Devotional } from "~/kernel/devotional";
import { GATE_COPY } from "~/kernel/membership";
import { DEVOTIONAL_COPY, JOURNAL_COPY, JOURNAL_DIALOG_COPY, PROGRESS_COPY } from "~/kernel/copy/today";
import { GENERIC_ERROR } from "~/kernel/copy/shell";
import { FieldError } from "../ui/FieldError";
import { useToast } from "../toast/ToastProvider";
import { callApi } from "./api";

/** The journal rules carry zod: loaded when the dialog opens, so Today's first load stays small (decision 006). */
const loadJournalRules = () => import("~/kernel/journal");

/**
 * "Gather Your Thoughts": a native modal dialog (focus is held
 * inside, Escape closes, focus returns to the opener) with the day's passage and reflection above
 * the field.
 */
export function JournalDialog({
  open,
  devotional,
  onClose,
  onSaved,
}: {
  open: boolean;
  devotional: Devotional;
  onClose: () => void;
  /** `victory`: the entry is long enough (over 50 characters) to ask for a "victory" encouragement. */
  onSaved: (saved: { victory: boolean }) => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const [content, setContent] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      void loadJournalRules();
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const rules = await loadJournalRules();
    const parsed = rules.JournalContentSchema.safeParse(content);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? JOURNAL_COPY.tooShort);
      field.current?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    const result = await callApi<{ entry: { id: string } }>("/api/journal-entries", {
      content: parsed.data,
      devotional_title: devotional.title,
      passage: devotional.passage,
      reflection: devotional.reflection,
      devotional_content: devotional.content,
      devotional_id: devotional.id,
    });
    setSaving(false);
    if (result.ok) {
      toast({ title: JOURNAL_COPY.savedTitle, description: JOURNAL_COPY.savedText, variant: "success" });
      setContent("");
      onSaved({ victory: rules.triggersVictoryEncouragement(parsed.data) });
      return;
    }
    // The toast carries the fixed message; the same words inside the dialog, which holds the screen reader's focus.
    const shown =
      result.status === 401
        ? { title: PROGRESS_COPY.signInTitle, text: JOURNAL_COPY.signInText }
        : result.status === 403
        ? { title: result.title ?? GATE_COPY.limitTitle, text: result.error ?? GENERIC_ERROR.description }
        : { title: JOURNAL_COPY.saveErrorTitle, text: result.error ?? GENERIC_ERROR.description };
    setFailure(shown);
    toast({ title: shown.title, description: shown.text, variant: "error" });
  }

  const errorId = `${id}-error`;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={() => {
        setError(null);
        setFailure(null);
        onClose();
      }}
      className="m-auto max-h-[90dvh] w-[calc(100%-1.5rem)] max-w-lg overflow-y-auto rounded-2xl border border-border bg-surface p-0 text-fg shadow-xl backdrop:bg-black/60"
    >
      <form className="p-5" onSubmit={save} noValidate>
        <h2 id={`${id}-title`} className="font-serif text-2xl font-bold">
          {DEVOTIONAL_COPY.gatherThoughts}
        </h2>
        <div className="mt-3 rounded-xl bg-primary/5 p-4 text-sm">
          <p className="font-semibold">{devotional.title}</p>
          <p className="mt-1 text-primary">{devotional.passage}</p>
          <p className="mt-3 font-semibold">{DEVOTIONAL_COPY.reflectLabel}</p>
          <p className="mt-1 leading-relaxed">{devotional.reflection}</p>
        </div>
        <label htmlFor={`${id}-field`} className="mt-4 block text-sm font-semibold">
          {JOURNAL_DIALOG_COPY.field}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted">
          {JOURNAL_DIALOG_COPY.hint}
        </p>
        <textarea
          ref={field}
          id={`${id}-field`}
          rows={6}
          value={content}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${errorId}` : `${id}-hint`}
          onChange={(event) => {
            setContent(event.currentTarget.value);
            setError(null);
          }}
          className="mt-1 block w-full rounded-lg border border-muted/50 bg-surface px-3 py-2 text-base text-fg aria-[invalid=true]:border-danger"
        />
        <FieldError id={errorId} message={error} />
        {failure ? (
          <div role="alert" className="mt-3 rounded-lg border border-danger/60 p-3 text-sm">
            <p className="font-semibold">{failure.title}</p>
            <p className="mt-1">{failure.text}</p>
          </div>
        ) : null}
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
            {JOURNAL_DIALOG_COPY.cancel}
          </button>
          <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving}>
            {saving ? JOURNAL_DIALOG_COPY.saving : JOURNAL_DIALOG_COPY.save}
          </button>
        </div>
      </form>
    </dialog>
  );
}
