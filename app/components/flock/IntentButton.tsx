import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * A one-button form posting `intent` (and its hidden fields) to the page's action: it works before
 * JavaScript, and is disabled while that very form is on its way.
 */
export function IntentButton({
  intent,
  fields = {},
  children,
  variant = "secondary",
  label,
}: {
  intent: string;
  fields?: Record<string, string>;
  children: ReactNode;
  variant?: "primary" | "secondary" | "danger";
  /** An accessible name when the visible text alone is ambiguous ("Remove" … whom). */
  label?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent && Object.entries(fields).every(([k, v]) => navigation.formData?.get(k) === v);
  const style = variant === "primary" ? "btn-primary" : variant === "danger" ? "btn-secondary text-danger" : "btn-secondary";
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={style} disabled={busy} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}
