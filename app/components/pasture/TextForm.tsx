import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ReactNode, useState } from "react";
import type { $ZodType } from "zod/v4/core";
import { FieldError } from "~/components/ui/FieldError";
import { PASTURE_COPY } from "~/kernel/copy/pasture";
import { MentionTextarea } from "./MentionTextarea";
import { usePastureFetcher } from "./usePastureFetcher";

/** What a one-field text form of the feed is about: its action's intent and the item it names. */
export interface TextFormTarget {
  intent: string;
  target: { name: "postId" | "commentId"; value: string };
}

/** The id of a text box's character count, which the box is described by. */
export const counterIdFor = (fieldId: string) => `${fieldId}-count`;

export const TEXT_FIELD_CLASS = "text-field";

/**
 * A one-field text form of the feed: a comment, or an inline edit of a post or comment. `target`
 * names what it is about (postId or commentId); the text may mention members.
 */
export function TextForm({
  formId,
  intent,
  schema,
  target,
  label,
  maxChars,
  initial = "",
  submitLabel,
  pendingLabel,
  success,
  onDone,
  onCancel,
}: TextFormTarget & {
  formId: string;
  schema: $ZodType;
  label: string;
  maxChars: number;
  initial?: string;
  submitLabel: string;
  pendingLabel: string;
  success: string | null;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const [text, setText] = useState(initial);
  const fetcher = usePastureFetcher(success, () => {
    setText("");
    onDone?.();
  });
  const [form, fields] = useForm<Record<string, unknown>, unknown>({
    id: formId,
    lastResult: fetcher.data,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const body = fields.body!;
  const counterId = counterIdFor(body.id);
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-2">
      <TextFormFields
        intent={intent}
        target={target}
        label={label}
        fieldId={body.id}
        count={text.length}
        maxChars={maxChars}
        field={
          <MentionTextarea
            {...getTextareaProps(body, { value: false, ariaDescribedBy: counterId })}
            value={text}
            onValueChange={setText}
            rows={2}
            className={TEXT_FIELD_CLASS}
          />
        }
        errors={
          <>
            <FieldError id={body.errorId} message={body.errors?.[0]} />
            <FieldError id={form.errorId} message={form.errors?.[0]} />
          </>
        }
        onCancel={onCancel}
        submitLabel={pending ? pendingLabel : submitLabel}
        pending={pending}
      />
    </fetcher.Form>
  );
}

/** What a text form of the feed shows inside its form element, live or not yet. */
export function TextFormFields({
  intent,
  target,
  label,
  fieldId,
  count,
  maxChars,
  field,
  errors = null,
  onCancel,
  submitLabel,
  pending = false,
}: TextFormTarget & {
  label: string;
  fieldId: string;
  count: number;
  maxChars: number;
  field: ReactNode;
  errors?: ReactNode;
  onCancel?: () => void;
  submitLabel: string;
  pending?: boolean;
}) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={target.name} value={target.value} />
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={fieldId} className="text-sm font-semibold">
          {label}
        </label>
        <span id={counterIdFor(fieldId)} className={`text-xs tabular-nums ${count > maxChars ? "text-danger" : "text-muted"}`}>
          {PASTURE_COPY.characterCount(count, maxChars)}
        </span>
      </div>
      {field}
      {errors}
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <button type="button" onClick={onCancel} className="btn-secondary">
            {PASTURE_COPY.cancel}
          </button>
        ) : null}
        <button type="submit" className="btn-primary" disabled={pending} aria-busy={pending || undefined}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}
