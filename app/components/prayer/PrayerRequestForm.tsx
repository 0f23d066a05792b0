import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { FieldError } from "~/components/ui/FieldError";
import { PRAYER_AUDIENCE_LABELS, PRAYER_CATEGORY_LABELS, PRAYER_COPY as C, PRAYER_REQUESTS_COPY as R } from "~/kernel/copy/prayer";
import { PRAYER_AUDIENCES, PRAYER_CATEGORIES, PRAYER_LIMITS, type PrayerAudience } from "~/kernel/prayer/rules";
import { EditPrayerRequestSchema, NewPrayerRequestSchema, PRAYER_REQUEST_INTENTS as I } from "~/kernel/prayer/schemas";
import type { PrayerRequestView } from "~/kernel/prayer/views";

export const PRAYER_REQUESTS_ACTION = "/prayer/requests";
const FIELD = "mt-1 block w-full rounded-lg border border-muted/50 bg-surface p-3 text-base text-fg aria-[invalid=true]:border-danger";

/**
 * Writing a request, or changing one of his: what to pray for, a category, who may see it (only
 * him, one of his flocks, or The Pasture), anonymous (offered only when someone else will read it)
 * and urgent. Checked in the browser with the schema the action parses with.
 */
export function PrayerRequestForm({ flocks, request, onCancel }: { flocks: { id: string; name: string }[]; request?: PrayerRequestView; onCancel?: () => void }) {
  const editing = Boolean(request);
  const formId = request ? `prayer-edit-${request.id}` : "prayer-new";
  const [form, fields] = useForm({
    id: formId,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: editing ? EditPrayerRequestSchema : NewPrayerRequestSchema }),
  });
  const [audience, setAudience] = useState<PrayerAudience>(request?.audience ?? "private");
  const choices = PRAYER_AUDIENCES.filter((choice) => choice !== "flock" || flocks.length > 0);
  return (
    <Form method="post" action={PRAYER_REQUESTS_ACTION} {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value={editing ? I.edit : I.create} />
      {request ? <input type="hidden" name="requestId" value={request.id} /> : null}
      <div>
        <label htmlFor={fields.body.id} className="block font-semibold">
          {R.bodyLabel}
        </label>
        <p id={`${fields.body.id}-hint`} className="text-sm text-muted">
          {R.bodyHint}
        </p>
        <textarea
          {...getTextareaProps(fields.body, { ariaDescribedBy: `${fields.body.id}-hint` })}
          key={fields.body.key}
          defaultValue={request?.body}
          rows={3}
          maxLength={PRAYER_LIMITS.body.max}
          className={FIELD}
        />
        <FieldError id={fields.body.errorId} message={fields.body.errors?.[0]} />
      </div>
      <div>
        <label htmlFor={fields.category.id} className="block text-sm font-semibold">
          {R.categoryLabel}
        </label>
        <select id={fields.category.id} name={fields.category.name} defaultValue={request?.category ?? ""} className={FIELD}>
          <option value="">{R.noCategory}</option>
          {PRAYER_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {PRAYER_CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold">{R.audienceLegend}</legend>
        <div className="mt-1 space-y-1">
          {choices.map((choice) => (
            <label key={choice} className="flex min-h-[44px] cursor-pointer items-center gap-3">
              <input
                type="radio"
                name={fields.audience.name}
                value={choice}
                checked={audience === choice}
                onChange={() => setAudience(choice)}
                className="h-5 w-5 accent-primary"
              />
              {PRAYER_AUDIENCE_LABELS[choice]}
            </label>
          ))}
        </div>
        <FieldError id={fields.audience.errorId} message={fields.audience.errors?.[0]} />
      </fieldset>
      {audience === "flock" ? (
        <div>
          <label htmlFor={fields.flockId.id} className="block text-sm font-semibold">
            {R.flockLabel}
          </label>
          <select id={fields.flockId.id} name={fields.flockId.name} defaultValue={request?.flock?.id ?? flocks[0]?.id} className={FIELD}>
            {flocks.map((flock) => (
              <option key={flock.id} value={flock.id}>
                {flock.name}
              </option>
            ))}
          </select>
          <FieldError id={fields.flockId.errorId} message={fields.flockId.errors?.[0]} />
        </div>
      ) : null}
      {audience === "private" ? null : (
        <label className="flex min-h-[44px] cursor-pointer items-start gap-3">
          <input {...getInputProps(fields.anonymous, { type: "checkbox" })} key={fields.anonymous.key} defaultChecked={request?.anonymous} className="mt-1 h-5 w-5 accent-primary" />
          <span>
            <span className="font-medium">{R.anonymousLabel}</span>
            <span className="block text-sm text-muted">{R.anonymousHint}</span>
          </span>
        </label>
      )}
      <label className="flex min-h-[44px] cursor-pointer items-center gap-3">
        <input {...getInputProps(fields.urgent, { type: "checkbox" })} key={fields.urgent.key} defaultChecked={request?.urgent} className="h-5 w-5 accent-primary" />
        <span className="font-medium">{R.urgentLabel}</span>
      </label>
      {audience === "private" ? null : <p className="text-sm text-muted">{C.expiresIn}</p>}
      <FieldError id={form.errorId} message={form.errors?.[0]} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary">
          {editing ? R.save : R.send}
        </button>
        {onCancel ? (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            {R.cancel}
          </button>
        ) : null}
      </div>
    </Form>
  );
}
