/**
 * Profile → Security: change password, two-factor on/off (better-auth through its HTTP handler, so
 * its checks and rate limits apply; off takes the password and a code), and signing out other
 * sessions (scoped to the session's user). Sessions that end take their open sockets with them.
 */
import { data } from "@remix-run/cloudflare";
import { TWO_FACTOR_STATUS } from "~/kernel/copy/settings";
import { fieldErrorsOf, formValues } from "~/kernel/auth-form";
import { PASSWORD_CHANGE_COPY, REAUTH_COPY, SESSIONS_COPY, TWO_FACTOR_COPY } from "~/kernel/copy/settings";
import { appendCookies } from "~/server/guards.server";
import { ChangePasswordSchema, DisableTwoFactorSchema, SessionIdSchema, SETTINGS_INTENTS, type SecurityActionData, type SettingsFormFailure } from "~/kernel/settings";
import { redirectWithToast } from "~/server/toast.server";
import { TotpCodeSchema } from "~/kernel/validation";
import { z } from "~/kernel/zod";
import { changePassword } from "../../../worker/auth/password-change.server";
import { reauthenticate } from "../../../worker/auth/reauthenticate.server";
import { confirmTwoFactorSetup, disableTwoFactor, startTwoFactorSetup, totpSetupFrom } from "../../../worker/auth/two-factor.server";
import { closeSessionSockets } from "../../../worker/domain/member-sockets.server";
import { revokeOtherSessions, revokeSession } from "../../../worker/domain/sessions.server";
import { reauthFailure, type SettingsActionArgs } from "./types";

const PasswordField = z.string().min(1, { error: REAUTH_COPY.enterPassword }).max(128);
const CodeField = TotpCodeSchema.shape.code;

const fail = (body: SecurityActionData | SettingsFormFailure, status = 400) => data(body, { status });

async function enableTwoFactor({ app, form, request }: SettingsActionArgs) {
  const intent = "enable-2fa";
  const password = PasswordField.safeParse(form.get("password"));
  if (!password.success) return fail({ intent, fieldErrors: { password: password.error.issues[0]!.message } });
  const result = await startTwoFactorSetup(app, request, password.data);
  if (!result.ok) return fail({ intent, fieldErrors: { password: result.message } });
  return data({ intent, setup: result.setup } satisfies SecurityActionData, {
    headers: appendCookies(new Headers(), result.cookies),
  });
}

async function verifyTwoFactor({ app, form, request }: SettingsActionArgs) {
  const intent = "verify-2fa";
  const setup = totpSetupFrom(String(form.get("totpURI") ?? ""), form.getAll("backupCodes").map(String));
  if (!setup) return fail({ intent, error: TWO_FACTOR_COPY.setupExpired });
  const code = CodeField.safeParse(form.get("code"));
  if (!code.success) return fail({ intent, setup, fieldErrors: { code: code.error.issues[0]!.message } });
  const result = await confirmTwoFactorSetup(app, request, code.data);
  if (!result.ok) return fail({ intent, setup, fieldErrors: { code: result.message } });
  return redirectWithToast(
    "/settings",
    { title: TWO_FACTOR_STATUS.on, description: "You'll be asked for a code when you sign in.", variant: "success" },
    { headers: appendCookies(new Headers(), result.cookies) },
  );
}

async function turnOffTwoFactor({ app, user, form, request }: SettingsActionArgs) {
  const intent = "disable-2fa";
  const parsed = DisableTwoFactorSchema.safeParse(formValues(form));
  if (!parsed.success) return fail({ intent, fieldErrors: fieldErrorsOf(parsed.error) });
  const proven = await reauthenticate(app, request, user.id, parsed.data);
  if (!proven.ok) return fail(reauthFailure(intent, proven), proven.status);
  const result = await disableTwoFactor(app, request, parsed.data.password);
  if (!result.ok) return fail({ intent, error: result.message });
  return redirectWithToast(
    "/settings",
    { title: TWO_FACTOR_STATUS.off, variant: "success" },
    { headers: appendCookies(new Headers(), result.cookies) },
  );
}

async function changeOwnPassword({ app, user, form, request }: SettingsActionArgs) {
  const intent = SETTINGS_INTENTS.changePassword;
  const parsed = ChangePasswordSchema.safeParse(formValues(form));
  if (!parsed.success) return fail({ intent, fieldErrors: fieldErrorsOf(parsed.error) });
  const { currentPassword, newPassword, revokeOtherSessions } = parsed.data;
  const result = await changePassword(app, request, user, { currentPassword, newPassword, revokeOtherSessions });
  if (!result.ok) {
    return fail(result.field ? { intent, fieldErrors: { [result.field]: result.message } } : { intent, error: result.message }, result.status);
  }
  // better-auth ended every session and opened a new one for this device: no open socket is current.
  if (revokeOtherSessions) await closeSessionSockets(app.env, user.id, "all");
  return redirectWithToast(
    "/settings",
    {
      title: PASSWORD_CHANGE_COPY.changed,
      description: revokeOtherSessions ? PASSWORD_CHANGE_COPY.changedOthersSignedOut : undefined,
      variant: "success",
    },
    { headers: appendCookies(new Headers(), result.cookies) },
  );
}

async function signOutSession({ app, user, form }: SettingsActionArgs) {
  const intent = SETTINGS_INTENTS.revokeSession;
  const parsed = SessionIdSchema.safeParse({ sessionId: form.get("sessionId") ?? undefined });
  if (!parsed.success) return fail({ intent, error: parsed.error.issues[0]!.message });
  if (!(await revokeSession(app.db, user.id, parsed.data.sessionId, app.sessionId!))) {
    return fail({ intent, error: SESSIONS_COPY.notFound }, 404);
  }
  await closeSessionSockets(app.env, user.id, [parsed.data.sessionId]);
  return redirectWithToast("/settings", { title: SESSIONS_COPY.signedOutOne, variant: "success" });
}

async function signOutOtherSessions({ app, user }: SettingsActionArgs) {
  const ended = await revokeOtherSessions(app.db, user.id, app.sessionId!);
  await closeSessionSockets(app.env, user.id, ended);
  return redirectWithToast("/settings", { title: SESSIONS_COPY.signedOutOthers(ended.length), variant: "success" });
}

export const securityActions = {
  "enable-2fa": enableTwoFactor,
  "verify-2fa": verifyTwoFactor,
  "disable-2fa": turnOffTwoFactor,
  [SETTINGS_INTENTS.changePassword]: changeOwnPassword,
  [SETTINGS_INTENTS.revokeSession]: signOutSession,
  [SETTINGS_INTENTS.revokeOtherSessions]: signOutOtherSessions,
};
