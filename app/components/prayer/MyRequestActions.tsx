import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { FieldError } from "~/components/ui/FieldError";
import { PRAYER_REQUESTS_COPY as R } from "~/kernel/copy/prayer";
import { PRAYER_LIMITS } from "~/kernel/prayer/rules";
import { AnsweredSchema, PRAYER_REQUEST_INTENTS as I, type PrayerRequestIntent } from "~/kernel/prayer/schemas";
import type { PrayerRequestView } from "~/kernel/prayer/views";
import { PRAYER_REQUESTS_ACTION, PrayerRequestForm } from "./PrayerRequestForm";

const FIELD = "mt-1 block w-full rounded-lg border border-muted/50 bg-surface p-3 text-base text-fg aria-[invalid=true]:border-danger";

/** A one-button form about one request (renew, delete), asking first when `confirm` is given. */
export function RequestButton({ request, intent, label, confirm, primary }: { request: PrayerRequestView; intent: PrayerRequestIntent; label: string; confirm?: string; primary?: boolean }) {
  return (
    <Form
      method="post"
      action={PRAYER_REQUESTS_ACTION}
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="requestId" value={request.id} />
      <button type="submit" className={primary ? "btn-primary" : "btn-secondary"}>
        {label}
      </button>
    </Form>
  );
}

function AnsweredForm({ request, onCancel }: { request: PrayerRequestView; onCancel: () => void }) {
  const [form, fields] = useForm({
    id: `prayer-answered-${request.id}`,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AnsweredSchema }),
  });
  return (
    <Form method="post" action={PRAYER_REQUESTS_ACTION} {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="intent" value={I.answered} />
      <input type="hidden" name="requestId" value={request.id} />
      <div>
        <label htmlFor={fields.testimony.id} className="block font-semibold">
          {R.testimonyLabel}
        </label>
        <p id={`${fields.testimony.id}-hint`} className="text-sm text-muted">
          {R.testimonyHint}
        </p>
        <textarea
          {...getTextareaProps(fields.testimony, { ariaDescribedBy: `${fields.testimony.id}-hint` })}
          key={fields.testimony.key}
          rows={3}
          maxLength={PRAYER_LIMITS.testimony.max}
          className={FIELD}
        />
        <FieldError id={fields.testimony.errorId} message={fields.testimony.errors?.[0]} />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary">
          {R.markAnswered}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {R.cancel}
        </button>
      </div>
    </Form>
  );
}

/**
 * What he may do with one of his open requests: edit it, renew it once it has expired, mark it
 * answered with a testimony, or delete it. Editing and answering open in place.
 */
export function MyRequestActions({ request, flocks }: { request: PrayerRequestView; flocks: { id: string; name: string }[] }) {
  const [open, setOpen] = useState<"edit" | "answered" | null>(null);
  const close = () => setOpen(null);
  if (open === "edit") {
    return (
      <div className="border-t border-border pt-3">
        <h3 className="mb-2 font-semibold">{R.editTitle}</h3>
        <PrayerRequestForm flocks={flocks} request={request} onCancel={close} />
      </div>
    );
  }
  if (open === "answered") {
    return (
      <div className="border-t border-border pt-3">
        <AnsweredForm request={request} onCancel={close} />
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2 pt-1">
      {request.expired ? <RequestButton request={request} intent={I.renew} label={R.renew} primary /> : null}
      <button type="button" className="btn-secondary" onClick={() => setOpen("answered")}>
        {R.markAnswered}
      </button>
      <button type="button" className="btn-secondary" onClick={() => setOpen("edit")}>
        {R.edit}
      </button>
      <RequestButton request={request} intent={I.delete} label={R.delete} confirm={R.deleteConfirm} />
    </div>
  );
}

