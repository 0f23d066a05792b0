import { useId, type SelectHTMLAttributes } from "react";
import { FIELD_CONTROL_CLASS } from "./field-class";
import { FieldError } from "./FieldError";

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "aria-invalid" | "aria-describedby"> {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string | null;
}

/** A labelled select whose error is announced with it (aria-describedby), as TextField's is. */
export function SelectField({ label, options, error, id, className = "", ...select }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="text-sm font-medium">
        {label}
      </label>
      <select id={selectId} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} className={FIELD_CONTROL_CLASS} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
