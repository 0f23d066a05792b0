import { getFormProps, useForm, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import type { $ZodType } from "zod/v4/core";
import { WIZARD_COPY } from "~/kernel/copy/path";
import { FieldError } from "../ui/FieldError";

const STEPS = ["basics", "context", "preferences", "review"] as const;

/** Step 2 of 4, as a list a screen reader can walk, the current one marked. */
export function WizardSteps() {
  const { pathname } = useLocation();
  const current = STEPS.findIndex((step) => pathname.endsWith(`/${step}`));
  if (current === -1) return null;
  return (
    <nav aria-label={WIZARD_COPY.stepLabel(current + 1, STEPS.length)} className="mt-4">
      <ol className="grid grid-cols-4 gap-2">
        {STEPS.map((step, index) => (
          <li key={step} aria-current={index === current ? "step" : undefined} className="text-center text-xs font-medium">
            <span
              aria-hidden="true"
              className={`mb-1 block h-1.5 rounded-full ${index <= current ? "bg-primary" : "bg-border"}`}
            />
            <span className={index === current ? "text-fg" : "text-muted"}>{WIZARD_COPY.steps[step]}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * A step's form state: checked in the browser with the step's schema (the one its action parses
 * with), the first message of each field, the refusal of the whole form, and what was typed when
 * the server refused it.
 */
export function useWizardForm(schema: $ZodType) {
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const [form] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
  });
  // A list's own message and its items' ("situations[1]") are shown with the list.
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(form.allErrors)) {
    const field = name.split(/[.[]/)[0];
    if (field && messages[0]) errors[field] ??= messages[0];
  }
  return { form, errors, formError: form.errors?.[0], typed: lastResult?.initialValue ?? undefined };
}

/**
 * One step: a real form (works before hydration), the first error focused after a refused submit,
 * Next as the default button (Enter goes forward) and Back that keeps a complete step's answers.
 */
export function WizardForm({
  heading,
  form,
  formError,
  errors,
  children,
}: {
  heading: string;
  form: FormMetadata<Record<string, unknown>, string[]>;
  formError?: string;
  errors: Record<string, string>;
  children: ReactNode;
}) {
  const headingId = useId();
  const alertRef = useRef<HTMLParagraphElement>(null);
  const busy = useNavigation().state !== "idle";
  const errorCount = Object.keys(errors).length;
  useEffect(() => {
    if (formError || errorCount > 0) alertRef.current?.focus();
  }, [formError, errors, errorCount]);
  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="font-serif text-2xl font-bold">
        {heading}
      </h2>
      {formError || errorCount > 0 ? (
        <p ref={alertRef} tabIndex={-1} role="alert" className="mt-3 font-medium text-danger">
          {formError ?? Object.values(errors)[0]}
        </p>
      ) : null}
      <div className="mt-5 space-y-6">{children}</div>
      {/* Next comes first in the form, so Enter in a field goes forward; it is shown on the right. */}
      <div className="mt-8 flex flex-row-reverse items-center justify-between gap-3">
        <button type="submit" name="intent" value="next" className="btn-primary min-w-[8rem]" disabled={busy}>
          {WIZARD_COPY.next}
        </button>
        <button type="submit" name="intent" value="back" formNoValidate className="btn-ghost" disabled={busy}>
          {WIZARD_COPY.back}
        </button>
      </div>
    </Form>
  );
}

export interface Choice {
  value: string;
  label: string;
  hint?: string;
}

/** A fieldset of radios or checkboxes drawn as cards; its error is announced with the group. */
export function ChoiceGroup({
  name,
  legend,
  hint,
  type,
  choices,
  selected,
  error,
  columns = 2,
}: {
  name: string;
  legend: string;
  hint?: string;
  type: "radio" | "checkbox";
  choices: readonly Choice[];
  selected: readonly string[];
  error?: string;
  columns?: 2 | 3;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-semibold">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <ul className={`mt-2 grid gap-2 ${columns === 3 ? "grid-cols-2 sm:grid-cols-3" : "sm:grid-cols-2"}`}>
        {choices.map((choice) => {
          const inputId = `${id}-${choice.value}`;
          return (
            <li key={choice.value}>
              <label
                htmlFor={inputId}
                className="flex min-h-[48px] cursor-pointer items-start gap-3 rounded-xl border border-border bg-surface p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
              >
                <input
                  id={inputId}
                  type={type}
                  name={name}
                  value={choice.value}
                  defaultChecked={selected.includes(choice.value)}
                  aria-describedby={choice.hint ? `${inputId}-hint` : undefined}
                  className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
                />
                <span>
                  <span className="block font-medium">{choice.label}</span>
                  {choice.hint ? (
                    <span id={`${inputId}-hint`} className="mt-0.5 block text-sm text-muted">
                      {choice.hint}
                    </span>
                  ) : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** "Edit" beside a summary row of the review step. */
export function EditStepLink({ step, label }: { step: (typeof STEPS)[number]; label: string }) {
  return (
    <Link to={`/path/create/${step}`} className="text-sm font-semibold text-primary underline underline-offset-4">
      {WIZARD_COPY.review.edit}
      <span className="sr-only"> {label}</span>
    </Link>
  );
}
