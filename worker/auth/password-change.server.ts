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
import { refuse, succeed, type Outcome } from "../domain/outcome";
import { callAuth } from "./auth-actions.server";
import { passwordChangedEmail } from "./emails";


export async function changePassword(
  app: AppContext,
  request: Request,
  user: SessionUser,
  input: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean },
): Promise<Outcome<{ cookies: string[] }>> {
  const result = await callAuth(app, request, "/change-password", input);
  if (!result.ok) {
    const error = result.error!;
    if (error.status === 429) return refuse(429, AUTH_ERROR_COPY.tooManyAttempts);
    switch (error.code) {
      case "INVALID_PASSWORD":
        return refuse(400, PASSWORD_CHANGE_COPY.wrongCurrent, { field: "currentPassword" });
      case "PASSWORD_TOO_SHORT":
      case "PASSWORD_TOO_LONG":
      case "PASSWORD_TOO_COMMON":
        return refuse(400, serviceMessage(error), { field: "newPassword" });
      default:
        console.error(`[${app.requestId}] change-password failed: ${error.status} ${error.code ?? ""} ${error.message ?? ""}`);
        return refuse(500, serviceMessage({ status: 500 }));
    }
  }
  app.waitUntil(
    app.providers.email
      .send(passwordChangedEmail({ to: user.email, origin: app.origin, userId: user.id }))
      .catch((error) => console.error(`[${app.requestId}] password-changed email failed`, error)),
  );
  return succeed({ cookies: result.cookies });
}
