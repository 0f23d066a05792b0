/**
 * Change password (Profile → Security) through better-auth's /change-password on its real HTTP
 * handler (callAuth), so the current password is checked by better-auth and the sign-in rate limit
 * applies. With "sign out of all other devices", better-auth deletes every session of the member and
 * sets a new cookie for this one, which the route must pass on. A security email follows either way.
 */
import { AUTH_ERROR_COPY } from "../../app/kernel/copy/auth";
import { PASSWORD_CHANGE_COPY } from "../../app/kernel/copy/settings";
import { serviceMessage } from "../../app/kernel/auth-errors";
import type { AppContext, SessionUser } from "../context";
import { callAuth } from "./auth-actions.server";
import { passwordChangedEmail } from "./emails";

export type PasswordChangeResult =
  | { ok: true; cookies: string[] }
  | { ok: false; status: 400 | 429 | 500; field?: "currentPassword" | "newPassword"; message: string };

export async function changePassword(
  app: AppContext,
  request: Request,
  user: SessionUser,
  input: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean },
): Promise<PasswordChangeResult> {
  const result = await callAuth(app, request, "/change-password", input);
  if (!result.ok) {
    const error = result.error!;
    if (error.status === 429) return { ok: false, status: 429, message: AUTH_ERROR_COPY.tooManyAttempts };
    switch (error.code) {
      case "INVALID_PASSWORD":
        return { ok: false, status: 400, field: "currentPassword", message: PASSWORD_CHANGE_COPY.wrongCurrent };
      case "PASSWORD_TOO_SHORT":
      case "PASSWORD_TOO_LONG":
      case "PASSWORD_TOO_COMMON":
        return { ok: false, status: 400, field: "newPassword", message: serviceMessage(error) };
      default:
        console.error(`[${app.requestId}] change-password failed: ${error.status} ${error.code ?? ""} ${error.message ?? ""}`);
        return { ok: false, status: 500, message: serviceMessage({ status: 500 }) };
    }
  }
  app.waitUntil(
    app.providers.email
      .send(passwordChangedEmail({ to: user.email, origin: app.origin, userId: user.id }))
      .catch((error) => console.error(`[${app.requestId}] password-changed email failed`, error)),
  );
  return { ok: true, cookies: result.cookies };
}
