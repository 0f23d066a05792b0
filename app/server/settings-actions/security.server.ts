/**
 * Profile → Security: change password, two-factor on/off (better-auth through its HTTP handler, so
 * its checks and rate limits apply; off takes the password and a code), and signing out other
 * sessions (scoped to the session's user). Sessions that end take their open sockets with them.
 */
import { data } from "@remix-run/cloudflare";
import { PASSWORD_CHANGE_COPY, SESSIONS_COPY, TWO_FACTOR_COPY, TWO_FACTOR_STATUS } from "~/kernel/copy/settings";
import {
  ChangePasswordSchema,
  ConfirmTwoFactorSchema,
  DisableTwoFactorSchema,
  EnableTwoFactorSchema,
  SessionIdSchema,
  SETTINGS_INTENTS,
  type TotpSetupView,
  type TwoFactorSetupAnswer,
} from "~/kernel/settings";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { appendCookies } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { changePassword } from "../../../worker/auth/password-change.server";
import { reauthenticate } from "../../../worker/auth/reauthenticate.server";
import { confirmTwoFactorSetup, disableTwoFactor, startTwoFactorSetup, totpSetupFrom } from "../../../worker/auth/two-factor.server";
import { closeSessionSockets } from "../../../worker/domain/member-sockets.server";
import { refuse } from "../../../worker/domain/outcome";
import { revokeOtherSessions, revokeSession } from "../../../worker/domain/sessions.server";
import type { SettingsActionArgs } from "./types";

async function enableTwoFactor({ app, request }: SettingsActionArgs) {
  const submission = await parseForm(request, EnableTwoFactorSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const started = await startTwoFactorSetup(app, request, submission.value.password);
  if (!started.ok) return replyRefusal(submission, started);
  return data({ intent: "enable-2fa", setup: started.setup } satisfies TwoFactorSetupAnswer, {
    headers: appendCookies(new Headers(), started.cookies),
  });
}

/** A refused code keeps the set-up on the page, so he can try again without starting over. */
function keepingSetup(answer: ReturnType<typeof replyInvalid>, setup: TotpSetupView) {
  return data({ ...answer.data, setup }, answer.init ?? undefined);
}

async function verifyTwoFactor({ app, form, request }: SettingsActionArgs) {
  const submission = await parseForm(request, ConfirmTwoFactorSchema);
  const setup = totpSetupFrom(String(form.get("totpURI") ?? ""), form.getAll("backupCodes").map(String));
  if (!setup) return replyRefusal(submission, refuse(400, TWO_FACTOR_COPY.setupExpired));
  if (submission.status !== "success") return keepingSetup(replyInvalid(submission), setup);
  const confirmed = await confirmTwoFactorSetup(app, request, submission.value.code);
  if (!confirmed.ok) return keepingSetup(replyRefusal(submission, confirmed), setup);
  return redirectWithToast(
    "/settings",
    { title: TWO_FACTOR_STATUS.on, description: "You'll be asked for a code when you sign in.", variant: "success" },
    { headers: appendCookies(new Headers(), confirmed.cookies) },
  );
}

async function turnOffTwoFactor({ app, user, request }: SettingsActionArgs) {
  const submission = await parseForm(request, DisableTwoFactorSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const proven = await reauthenticate(app, request, user.id, submission.value);
  if (!proven.ok) return replyRefusal(submission, proven);
  const disabled = await disableTwoFactor(app, request, submission.value.password);
  if (!disabled.ok) return replyRefusal(submission, disabled);
  return redirectWithToast(
    "/settings",
    { title: TWO_FACTOR_STATUS.off, variant: "success" },
    { headers: appendCookies(new Headers(), disabled.cookies) },
  );
}

async function changeOwnPassword({ app, user, request }: SettingsActionArgs) {
  const submission = await parseForm(request, ChangePasswordSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const { currentPassword, newPassword, revokeOtherSessions } = submission.value;
  const changed = await changePassword(app, request, user, { currentPassword, newPassword, revokeOtherSessions });
  if (!changed.ok) return replyRefusal(submission, changed);
  // better-auth ended every session and opened a new one for this device: no open socket is current.
  if (revokeOtherSessions) await closeSessionSockets(app.env, user.id, "all");
  return redirectWithToast(
    "/settings",
    {
      title: PASSWORD_CHANGE_COPY.changed,
      description: revokeOtherSessions ? PASSWORD_CHANGE_COPY.changedOthersSignedOut : undefined,
      variant: "success",
    },
    { headers: appendCookies(new Headers(), changed.cookies) },
  );
}

async function signOutSession({ app, user, request }: SettingsActionArgs) {
  const submission = await parseForm(request, SessionIdSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const { sessionId } = submission.value;
  if (!(await revokeSession(app.db, user.id, sessionId, app.sessionId!))) {
    return replyRefusal(submission, refuse(404, SESSIONS_COPY.notFound));
  }
  await closeSessionSockets(app.env, user.id, [sessionId]);
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
