import type { ButtonHTMLAttributes, ReactNode } from "react";
import { AUTH_COPY } from "~/kernel/copy/auth";

/** The form's main button; says "Loading..." while its submission is under way. */
export function SubmitButton({ busy, disabled, children }: { busy: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn-primary w-full" disabled={disabled || busy}>
      {busy ? AUTH_COPY.loading : children}
    </button>
  );
}

/** A button that looks like a link: it swaps what the card shows rather than going anywhere. */
export function LinkButton({ className = "", ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={`inline-flex min-h-[44px] items-center text-sm font-semibold text-primary underline-offset-4 hover:underline ${className}`}
      {...props}
    />
  );
}
