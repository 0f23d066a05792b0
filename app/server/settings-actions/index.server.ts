/**
 * Every intent the /settings action answers, by section (docs/decisions/015-settings.md). Each
 * handler parses its own fields with zod, calls the domain for the session's user only, and answers
 * a refused form with 400 and messages a person can act on.
 */
import { blockedMemberActions } from "./blocked-members.server";
import { dataActions } from "./data.server";
import { notificationActions } from "./notifications.server";
import { profileActions } from "./profile.server";
import { securityActions } from "./security.server";
import { supportActions } from "./support.server";
import type { SettingsActionArgs } from "./types";
import { verificationActions } from "./verification.server";

/** A redirect with a toast, or `data()` with what the page shows (see SettingsActionData). */
type Handler = (args: SettingsActionArgs) => Promise<unknown>;

const HANDLERS: Record<string, Handler> = {
  ...profileActions,
  ...notificationActions,
  ...securityActions,
  ...verificationActions,
  ...dataActions,
  ...blockedMemberActions,
  ...supportActions,
};

export function settingsActionFor(intent: string): Handler | null {
  return Object.hasOwn(HANDLERS, intent) ? HANDLERS[intent]! : null;
}

export type { SettingsActionArgs } from "./types";
