import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { FIELD_CONTROL_CLASS } from "./field-class";
import { FieldError } from "./FieldError";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "aria-invalid" | "aria-describedby"> {
  label: string;
  error?: string | null;
  /** Shown beside the label (e.g. the character counter). */
  aside?: ReactNode;
  /** Shown under the input (e.g. the strength meter). */
  hint?: ReactNode;
  /** The input element itself (e.g. for a picker that fills it in). */
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input whose counter, hint and error are all announced with it (aria-describedby). */
export function TextField({ label, error, aside, hint, id, className = "", inputRef, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const ids = { aside: `${inputId}-aside`, hint: `${inputId}-hint`, error: `${inputId}-error` };
  const describedBy = [aside ? ids.aside : null, hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          {label}
        </label>
        {aside ? (
          <span id={ids.aside} className="text-xs tabular-nums text-muted">
            {aside}
          </span>
        ) : null}
      </div>
      <input
        ref={inputRef}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={FIELD_CONTROL_CLASS}
        {...input}
      />
      {hint ? (
        <div id={ids.hint} className="mt-2">
          {hint}
        </div>
      ) : null}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
