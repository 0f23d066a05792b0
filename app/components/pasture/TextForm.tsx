import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import type { $ZodType } from "zod/v4/core";
import { FieldError } from "~/components/ui/FieldError";
import { PASTURE_COPY } from "~/kernel/copy/pasture";
import { MentionTextarea } from "./MentionTextarea";
import { usePastureFetcher } from "./usePastureFetcher";

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
}: {
  formId: string;
  intent: string;
  schema: $ZodType;
  target: { name: "postId" | "commentId"; value: string };
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
  const counterId = `${body.id}-count`;
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={target.name} value={target.value} />
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={body.id} className="text-sm font-semibold">
          {label}
        </label>
        <span id={counterId} className={`text-xs tabular-nums ${text.length > maxChars ? "text-danger" : "text-muted"}`}>
          {PASTURE_COPY.characterCount(text.length, maxChars)}
        </span>
      </div>
      <MentionTextarea
        {...getTextareaProps(body, { value: false, ariaDescribedBy: counterId })}
        value={text}
        onValueChange={setText}
        rows={2}
        className="block w-full rounded-lg border border-muted/50 bg-surface p-3 text-base text-fg aria-[invalid=true]:border-danger"
      />
      <FieldError id={body.errorId} message={body.errors?.[0]} />
      <FieldError id={form.errorId} message={form.errors?.[0]} />
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <button type="button" onClick={onCancel} className="btn-secondary">
            {PASTURE_COPY.cancel}
          </button>
        ) : null}
        <button type="submit" className="btn-primary" disabled={pending} aria-busy={pending || undefined}>
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </fetcher.Form>
  );
}
