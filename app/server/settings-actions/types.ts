/** What every section's intents of /settings receive. */
import type { AppContext, SessionUser } from "../../../worker/context";

export interface SettingsActionArgs {
  app: AppContext;
  user: SessionUser;
  /** The submitted form, for what a handler reads beyond its schema (the photo, a set-up in progress). */
  form: FormData;
  /** The request itself, whose body a handler parses with its form's schema (app/server/form.server.ts). */
  request: Request;
}
