/**
 * How the admin growth pages answer a form: the fields' first messages with the status (400 for
 * input that does not parse, the domain's status for a refusal), and a redirect with a toast on success.
 */
import { data } from "@remix-run/cloudflare";
import type { ZodError } from "zod";
import type { Refusal } from "../../../worker/domain/outcome";

export type FieldErrors = Record<string, string>;

export function invalidInput(error: ZodError) {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
  return data({ fieldErrors }, { status: 400 });
}

export function refused(refusal: Refusal) {
  return data({ fieldErrors: { [refusal.field ?? "form"]: refusal.message } as FieldErrors }, { status: refusal.status });
}

/** The form's fields as strings (a checkbox left unticked is absent). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  return fields;
}
