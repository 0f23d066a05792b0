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
import { callAuth, type AuthCall } from "./auth-actions.server";
import { isTwoFactorEnabled } from "./two-factor.server";

export type ReauthField = "password" | "code";

export type Reauthentication =
  | { ok: true }
  | { ok: false; status: 400 | 429 | 500; field: ReauthField | null; message: string };

/** A code from an authenticator app; anything else he types is tried as a backup code. */
const TOTP_CODE = /^\d{6}$/;

const WRONG_CODE = new Set(["INVALID_CODE", "INVALID_BACKUP_CODE", "TOTP_NOT_ENABLED", "BACKUP_CODES_NOT_ENABLED"]);

export async function reauthenticate(
  app: AppContext,
  request: Request,
  userId: string,
  input: { password: string; code?: string },
): Promise<Reauthentication> {
  const password = await callAuth(app, request, "/verify-password", { password: input.password });
  if (!password.ok) return refusal(app, password, "password");
  if (!(await isTwoFactorEnabled(app.db, userId))) return { ok: true };
  const code = (input.code ?? "").replace(/\s+/g, "");
  if (!code) return { ok: false, status: 400, field: "code", message: REAUTH_COPY.enterCode };
  const checked = TOTP_CODE.test(code)
    ? await callAuth(app, request, "/two-factor/verify-totp", { code })
    : await callAuth(app, request, "/two-factor/verify-backup-code", { code, disableSession: true });
  if (!checked.ok) return refusal(app, checked, "code");
  return { ok: true };
}

function refusal(app: AppContext, result: AuthCall<unknown>, field: ReauthField): Reauthentication {
  const error = result.error!;
  if (error.status === 429) return { ok: false, status: 429, field: null, message: AUTH_ERROR_COPY.tooManyAttempts };
  if (error.code === "INVALID_PASSWORD") return { ok: false, status: 400, field: "password", message: REAUTH_COPY.wrongPassword };
  if (error.code && WRONG_CODE.has(error.code)) return { ok: false, status: 400, field: "code", message: REAUTH_COPY.wrongCode };
  console.error(`[${app.requestId}] re-authentication (${field}) failed: ${error.status} ${error.code ?? ""} ${error.message ?? ""}`);
  return { ok: false, status: 500, field: null, message: serviceMessage({ status: 500 }) };
}
