/** What every section's intents of /settings receive, and the shape of a refused form. */
import type { FieldErrors } from "../auth-form";
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
