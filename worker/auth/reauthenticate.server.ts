/**
 * Proving it is him before an action that cannot be undone or that weakens the account (deleting
 * it, turning off two-factor): a session cookie alone is not enough, since it may have been left
 * open on a shared computer or stolen. He gives his current password and, while two-factor is on,
 * a current code from his authenticator app or one of his backup codes.
 *
 * Each check goes through better-auth's HTTP handler (callAuth) with the browser's cookie and IP,
 * so the same per-IP limits as signing in apply. The password is checked first, so a backup code
 * is never spent on an attempt whose password is wrong.
 */
import { AUTH_ERROR_COPY } from "../../app/kernel/copy/auth";
import { REAUTH_COPY } from "../../app/kernel/copy/settings";
import { serviceMessage } from "../../app/kernel/auth-errors";
import type { AppContext } from "../context";
import { refuse, succeed, type Outcome, type Refusal } from "../domain/outcome";
import { callAuth, type AuthCall } from "./auth-actions.server";
import { isTwoFactorEnabled } from "./two-factor.server";

type ReauthField = "password" | "code";

/** A code from an authenticator app; anything else he types is tried as a backup code. */
const TOTP_CODE = /^\d{6}$/;

const WRONG_CODE = new Set(["INVALID_CODE", "INVALID_BACKUP_CODE", "TOTP_NOT_ENABLED", "BACKUP_CODES_NOT_ENABLED"]);

export async function reauthenticate(
  app: AppContext,
  request: Request,
  userId: string,
  input: { password: string; code?: string },
): Promise<Outcome> {
  const password = await callAuth(app, request, "/verify-password", { password: input.password });
  if (!password.ok) return refusal(app, password, "password");
  if (!(await isTwoFactorEnabled(app.db, userId))) return succeed({});
  const code = (input.code ?? "").replace(/\s+/g, "");
  if (!code) return refuse(400, REAUTH_COPY.enterCode, { field: "code" });
  const checked = TOTP_CODE.test(code)
    ? await callAuth(app, request, "/two-factor/verify-totp", { code })
    : await callAuth(app, request, "/two-factor/verify-backup-code", { code, disableSession: true });
  if (!checked.ok) return refusal(app, checked, "code");
  return succeed({});
}

function refusal(app: AppContext, result: AuthCall<unknown>, field: ReauthField): Refusal {
  const error = result.error!;
  if (error.status === 429) return refuse(429, AUTH_ERROR_COPY.tooManyAttempts);
  if (error.code === "INVALID_PASSWORD") return refuse(400, REAUTH_COPY.wrongPassword, { field: "password" });
  if (error.code && WRONG_CODE.has(error.code)) return refuse(400, REAUTH_COPY.wrongCode, { field: "code" });
  console.error(`[${app.requestId}] re-authentication (${field}) failed: ${error.status} ${error.code ?? ""} ${error.message ?? ""}`);
  return refuse(500, serviceMessage({ status: 500 }));
}
