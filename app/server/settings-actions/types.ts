/** What every section's intents of /settings receive, and the shape of a refused form. */
import type { FieldErrors } from "../../kernel/auth-form";
import type { Reauthentication } from "../../../worker/auth/reauthenticate.server";
import type { AppContext, SessionUser } from "../../../worker/context";

export interface SettingsActionArgs {
  app: AppContext;
  user: SessionUser;
  form: FormData;
  request: Request;
}

/** A form the server refused: a message for the form and/or for each field, and what was typed back. */
export interface SettingsFormFailure {
  intent: string;
  error?: string;
  fieldErrors?: FieldErrors;
  values?: Record<string, string | string[]>;
}

/** A refused re-authentication, on the field it concerns (or the form, for a limit or an outage). */
export function reauthFailure(intent: string, refused: Extract<Reauthentication, { ok: false }>): SettingsFormFailure {
  return refused.field ? { intent, fieldErrors: { [refused.field]: refused.message } } : { intent, error: refused.message };
}
