import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { JOURNAL_MAX, JournalContentSchema } from "~/kernel/journal";
import { JOURNAL_PAGE } from "~/kernel/copy/journal";
import { FieldError } from "../ui/FieldError";

export interface EditorFailure {
  title: string;
  text: string;
}

/**
 * The journal's one text form (a free entry on /journal, an edit on /journal/{id}): a real Remix
 * <Form> that works before hydration, checked in the browser with the same schema the server parses
 * with (trimmed, 10–5000 characters, the journal's fixed messages).
 */
export function JournalEditor({
  intent,
  label,
  hint = JOURNAL_PAGE.hint,
  defaultValue = "",
  submitLabel,
  submittingLabel,
  fieldError,
  failure,
  autoFocus = false,
  secondary,
}: {
  intent: string;
  label: string;
  hint?: string;
  defaultValue?: string;
  submitLabel: string;
  submittingLabel: string;
  /** The server's message for the field (no-JavaScript path, or a check the browser skipped). */
  fieldError?: string | null;
  /** A failure that is not about the text, e.g. the monthly limit. */
  failure?: EditorFailure | null;
  autoFocus?: boolean;
  /** Beside the submit button (Cancel). */
  secondary?: ReactNode;
}) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [length, setLength] = useState(defaultValue.length);
  const [clientError, setClientError] = useState<string | null>(null);
  const [shownServerError, setShownServerError] = useState(fieldError ?? null);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;

  // A new answer from the server replaces what the person saw before.
  useEffect(() => setShownServerError(fieldError ?? null), [fieldError]);
  useEffect(() => {
    if (fieldError) field.current?.focus();
  }, [fieldError]);

  function check(event: FormEvent<HTMLFormElement>) {
    const parsed = JournalContentSchema.safeParse(field.current?.value ?? "");
    if (parsed.success) return setClientError(null);
    event.preventDefault();
    setClientError(parsed.error.issues[0]?.message ?? null);
    field.current?.focus();
  }

  const error = clientError ?? shownServerError;
  const ids = { hint: `${id}-hint`, counter: `${id}-counter`, error: `${id}-error` };
  return (
    <Form method="post" noValidate onSubmit={check} className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <div>
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={`${id}-field`} className="text-sm font-semibold">
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
          ref={field}
          id={`${id}-field`}
          name="content"
          rows={8}
          defaultValue={defaultValue}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={[ids.hint, ids.counter, error ? ids.error : null].filter(Boolean).join(" ")}
          onChange={(event) => {
            setLength(event.currentTarget.value.length);
            setClientError(null);
            setShownServerError(null);
          }}
          className="mt-1 block w-full rounded-lg border border-muted/50 bg-surface px-3 py-2 text-base leading-relaxed text-fg aria-[invalid=true]:border-danger"
        />
        <FieldError id={ids.error} message={error} />
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
