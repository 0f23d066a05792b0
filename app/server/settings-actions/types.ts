/** What every section's intents of /settings receive, and a refused re-authentication as a refused form. */
import type { SettingsFormFailure } from "../../kernel/settings";
import type { Refusal } from "../../../worker/domain/outcome";
import type { AppContext, SessionUser } from "../../../worker/context";

export interface SettingsActionArgs {
  app: AppContext;
  user: SessionUser;
  form: FormData;
  request: Request;
}

/** A refused re-authentication, on the field it concerns (or the form, for a limit or an outage). */
export function reauthFailure(intent: string, refused: Refusal): SettingsFormFailure {
  return refused.field ? { intent, fieldErrors: { [refused.field]: refused.message } } : { intent, error: refused.message };
}
