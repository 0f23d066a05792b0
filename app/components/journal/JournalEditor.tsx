import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { $ZodType } from "zod/v4/core";
import { JOURNAL_MAX } from "~/kernel/journal";
import { JOURNAL_PAGE } from "~/kernel/copy/journal";
import { JOURNAL_COPY } from "~/kernel/copy/today";
import { FieldError } from "../ui/FieldError";

export interface EditorFailure {
  title: string;
  text: string;
}

/** What the journal's actions answer when they refuse: the form's reply, with a heading when the refusal has one. */
export type EditorReply = SubmissionResult<string[]> & { title?: string | null };

/** A refusal that is not about the text (the monthly limit, an entry gone), to show above the buttons. */
export function editorFailure(reply: EditorReply | undefined): EditorFailure | null {
  const text = reply?.error?.[""]?.[0];
  return text ? { title: reply?.title ?? JOURNAL_COPY.saveErrorTitle, text } : null;
}

/**
 * The journal's one text form (a free entry on /journal, an edit on /journal/{id}): a real Remix
 * <Form> that works before hydration, checked in the browser (Conform) with the same kernel schema
 * the action parses with (trimmed, 10–5000 characters, the journal's fixed messages).
 */
export function JournalEditor({
  intent,
  schema,
  label,
  hint = JOURNAL_PAGE.hint,
  defaultValue = "",
  submitLabel,
  submittingLabel,
  lastResult,
  failure,
  autoFocus = false,
  secondary,
}: {
  intent: string;
  /** The form's kernel schema, the one its action parses with. */
  schema: $ZodType;
  label: string;
  hint?: string;
  defaultValue?: string;
  submitLabel: string;
  submittingLabel: string;
  /** The action's reply when it refused (its field messages, or a failure for the whole form). */
  lastResult?: EditorReply;
  /** A failure that is not about the text, e.g. the monthly limit. */
  failure?: EditorFailure | null;
  autoFocus?: boolean;
  /** Beside the submit button (Cancel). */
  secondary?: ReactNode;
}) {
  const [form, fields] = useForm({
    lastResult,
    defaultValue: { content: defaultValue },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldRevalidate: "onInput",
  });
  const field = useRef<HTMLTextAreaElement>(null);
  const [length, setLength] = useState(lastResult?.initialValue?.content?.toString().length ?? defaultValue.length);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const error = fields.content.errors?.[0];

  // The server's message for the field takes the focus, as the browser's own check does.
  useEffect(() => {
    if (lastResult?.error?.content) field.current?.focus();
  }, [lastResult]);

  const ids = { hint: `${fields.content.id}-hint`, counter: `${fields.content.id}-counter` };
  const textarea = getTextareaProps(fields.content);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <div>
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={fields.content.id} className="text-sm font-semibold">
            {label}
          </label>
          <span id={ids.counter} className="text-xs tabular-nums text-muted">
            {JOURNAL_PAGE.counter(length, JOURNAL_MAX)}
          </span>
        </div>
        <p id={ids.hint} className="text-xs text-muted">
          {hint}
        </p>
        <textarea
          {...textarea}
          ref={field}
          rows={8}
          autoFocus={autoFocus}
          aria-describedby={[ids.hint, ids.counter, error ? fields.content.errorId : null].filter(Boolean).join(" ")}
          onChange={(event) => setLength(event.currentTarget.value.length)}
          className="mt-1 block w-full rounded-lg border border-muted/50 bg-surface px-3 py-2 text-base leading-relaxed text-fg aria-[invalid=true]:border-danger"
        />
        <FieldError id={fields.content.errorId} message={error} />
      </div>
      {failure ? (
        <div role="alert" className="rounded-lg border border-danger/60 p-3 text-sm">
          <p className="font-semibold">{failure.title}</p>
          <p className="mt-1">{failure.text}</p>
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        {secondary}
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? submittingLabel : submitLabel}
        </button>
      </div>
    </Form>
  );
}
