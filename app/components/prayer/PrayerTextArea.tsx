import { type FieldMetadata, getTextareaProps } from "@conform-to/react";
import { FieldError } from "~/components/ui/FieldError";

export const PRAYER_FIELD = "mt-1 block w-full rounded-lg border border-muted/50 bg-surface p-3 text-base text-fg aria-[invalid=true]:border-danger";

/** A Conform textarea of the prayer forms with its label, its hint and its error, the hint and error announced with it. */
export function PrayerTextArea({ field, label, hint, maxLength, defaultValue }: { field: FieldMetadata<string>; label: string; hint: string; maxLength: number; defaultValue?: string }) {
  const hintId = `${field.id}-hint`;
  return (
    <div>
      <label htmlFor={field.id} className="block font-semibold">
        {label}
      </label>
      <p id={hintId} className="text-sm text-muted">
        {hint}
      </p>
      <textarea {...getTextareaProps(field, { ariaDescribedBy: hintId })} key={field.key} defaultValue={defaultValue} rows={3} maxLength={maxLength} className={PRAYER_FIELD} />
      <FieldError id={field.errorId} message={field.errors?.[0]} />
    </div>
  );
}
