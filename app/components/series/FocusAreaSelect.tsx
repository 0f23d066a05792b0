import { useId } from "react";
import { FOCUS_AREAS } from "~/kernel/focus-areas";
import { FieldError } from "../ui/FieldError";

/** A labelled choice of focus area; `anyLabel` adds a first option that chooses none (a filter's "all"). */
export function FocusAreaSelect({ label, name, defaultValue, error, anyLabel }: { label: string; name: string; defaultValue?: string; error?: string; anyLabel?: string }) {
  const id = useId();
  return (
    <div className="min-w-[12rem] flex-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block min-h-[44px] w-full rounded-lg border border-muted/50 bg-surface px-3 text-base text-fg"
      >
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {FOCUS_AREAS.map((area) => (
          <option key={area} value={area}>
            {area}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
