/**
 * Account actions used by the /auth pages. Each goes through better-auth's real HTTP handler (not
 * its in-process API), so rate limiting, origin checks and cookie handling are exactly what a
 * browser calling /api/auth/* would get. Errors come back in the person's wording (app/kernel/auth-errors.ts).
 */
import {
  ownRuleMessage,
  serviceMessage,
  signInErrorMessage,
  signUpErrorMessage,
  type AuthServiceError,
} from "../../app/kernel/auth-errors";
import { EMAIL_VERIFICATION_LANDING } from "../../app/kernel/auth-routing";
import { AUTH_SCREEN_COPY } from "../../app/kernel/copy/auth";
import { EMAIL_VERIFICATION_COPY, MAIL_COPY } from "../../app/kernel/copy/mail";
import type { AppContext } from "../context";
import { refuse, succeed, type Outcome, type RefusalStatus } from "../domain/outcome";
import { ensureProfile } from "../domain/profiles.server";
import { trackingAccountMail, type AccountMailOutcome } from "./account-mail";
import { welcomeEmail } from "./emails";

export interface AuthCall<T> {
  ok: boolean;
  status: number;
  data: T | null;
  error: AuthServiceError | null;
  cookies: string[];
}

const FORWARDED_HEADERS = ["cookie", "origin", "user-agent", "cf-connecting-ip", "accept-language"];

/** Calls a better-auth endpoint through its HTTP handler with the browser's cookie, origin and IP. */
export async function callAuth<T>(app: AppContext, request: Request, path: string, body: unknown): Promise<AuthCall<T>> {
  const headers = new Headers({ "Content-Type": "application/json" });
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const response = await app.auth.handler(
    new Request(`${app.origin}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
  const cookies = response.headers.getSetCookie();
  const payload = (await response.json().catch(() => null)) as (T & { code?: string; message?: string }) | null;
  if (response.ok) return { ok: true, status: response.status, data: payload, error: null, cookies };
  return {
    ok: false,
    status: response.status,
    data: null,
    error: { status: response.status, code: payload?.code, message: payload?.message },
    cookies,
  };
}

/** better-auth's status as a refusal's: its own when it is one, else the nearest (500 for any 5xx, 400 for any 4xx). */
export function refusalStatus(status: number): RefusalStatus {
  const known: readonly number[] = [400, 401, 403, 404, 409, 413, 429, 500, 502, 503];
  if (known.includes(status)) return status as RefusalStatus;
  return status >= 500 ? 500 : 400;
}

export type SignInOutcome = Outcome<{ kind: "signed-in"; userId: string; cookies: string[] } | { kind: "two-factor"; cookies: string[] }>;

/** A wrong email, password or code is a 401; a limit or an outage keeps its own status. */
const signInStatus = (status: number): RefusalStatus => (status === 429 || status >= 500 ? refusalStatus(status) : 401);

export async function signInWithPassword(
  app: AppContext,
  request: Request,
  input: { email: string; password: string },
): Promise<SignInOutcome> {
  const result = await callAuth<{ twoFactorRedirect?: boolean; user?: { id: string } }>(
    app,
    request,
    "/sign-in/email",
    { email: input.email, password: input.password, rememberMe: true },
  );
  if (!result.ok) return refuse(signInStatus(result.status), signInErrorMessage(serviceMessage(result.error!)));
  if (result.data?.twoFactorRedirect) return succeed({ kind: "two-factor", cookies: result.cookies });
  return succeed({ kind: "signed-in", userId: result.data!.user!.id, cookies: result.cookies });
}

export async function verifyTwoFactorCode(
  app: AppContext,
  request: Request,
  input: { code: string; trustDevice?: boolean } & { method: "totp" | "backup" },
): Promise<SignInOutcome> {
  const path = input.method === "totp" ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code";
  const body = input.method === "totp" ? { code: input.code, trustDevice: input.trustDevice ?? false } : { code: input.code };
  const result = await callAuth<{ user?: { id: string } }>(app, request, path, body);
  if (!result.ok) {
    const message =
      result.status === 429 ? serviceMessage(result.error!) : "That code didn't work. Check your authenticator app and try again.";
    return refuse(signInStatus(result.status), message);
  }
  return succeed({ kind: "signed-in", userId: result.data!.user!.id, cookies: result.cookies });
}

/** `verificationMail`: what became of the mail with his verification link. */
export type SignUpOutcome = Outcome<{ userId: string; cookies: string[]; verificationMail: AccountMailOutcome }>;

export async function signUpWithPassword(
  app: AppContext,
  request: Request,
  input: { displayName: string; email: string; password: string; timeZone?: string },
): Promise<SignUpOutcome> {
  const { result, mail } = await trackingAccountMail(() =>
    callAuth<{ user: { id: string } }>(app, request, "/sign-up/email", {
      name: input.displayName,
      email: input.email,
      password: input.password,
      callbackURL: EMAIL_VERIFICATION_LANDING,
    }),
  );
  if (!result.ok) {
    const message = ownRuleMessage(result.error!) ?? signUpErrorMessage(serviceMessage(result.error!));
    return refuse(refusalStatus(result.status), message);
  }
  const userId = result.data!.user.id;
  await ensureProfile(app.db, userId, { displayName: input.displayName, timeZone: input.timeZone });
  app.waitUntil(sendWelcomeEmail(app, { email: input.email, displayName: input.displayName, userId }));
  return succeed({ userId, cookies: result.cookies, verificationMail: mail });
}

/** send-welcome-email: a failure is only logged and never blocks sign-up. */
export async function sendWelcomeEmail(app: AppContext, input: { email: string; displayName: string; userId?: string }) {
  try {
    await app.providers.email.send(welcomeEmail({ to: input.email, displayName: input.displayName, origin: app.origin, userId: input.userId }));
    return true;
  } catch (error) {
    console.error(`[${app.requestId}] welcome email failed`, error);
    return false;
  }
}

/** send-welcome-email asked for by the signed-in member: only ever to his own address. */
export async function sendOwnWelcomeEmail(
  app: AppContext,
  member: { id: string; email: string },
  input: { email: string; displayName: string },
): Promise<Outcome<{ sent: boolean }>> {
  if (input.email !== member.email.toLowerCase()) {
    return refuse(403, "A welcome email can only be sent to your own address.", { field: "email" });
  }
  return succeed({ sent: await sendWelcomeEmail(app, { ...input, userId: member.id }) });
}

/**
 * Always answers the same way for known and unknown emails, so the form cannot be used to learn
 * who has an account. Only rate limiting and outages are reported.
 */
export async function requestPasswordReset(
  app: AppContext,
  request: Request,
  email: string,
): Promise<Outcome> {
  // Said before any lookup, so it tells nothing about who has an account.
  if (app.providers.email.name === "none") return refuse(503, MAIL_COPY.notSetUp);
  const { result, mail } = await trackingAccountMail(() =>
    callAuth(app, request, "/request-password-reset", { email, redirectTo: "/auth/reset-password" }),
  );
  // Only a known address gets a mail, so this tells that one has an account, and only while the mail
  // service is failing: better than a "check your email" that nothing will answer.
  if (mail === "failed") return refuse(502, MAIL_COPY.deliveryFailed);
  if (result.ok || (result.status >= 400 && result.status < 429)) return succeed({});
  return refuse(result.status === 429 ? 429 : result.status === 502 ? 502 : 503, serviceMessage(result.error!));
}

/** Profile → "Send a new link": a fresh verification mail to the signed-in member's own address. */
export async function resendVerificationMail(
  app: AppContext,
  request: Request,
  email: string,
): Promise<Outcome> {
  if (app.providers.email.name === "none") return refuse(503, MAIL_COPY.notSetUp);
  const { result, mail } = await trackingAccountMail(() =>
    callAuth(app, request, "/send-verification-email", { email, callbackURL: EMAIL_VERIFICATION_LANDING }),
  );
  if (result.error?.code === "EMAIL_ALREADY_VERIFIED") return refuse(400, EMAIL_VERIFICATION_COPY.alreadyVerified);
  if (mail === "failed") return refuse(502, MAIL_COPY.deliveryFailed);
  if (result.ok) return succeed({});
  return refuse(refusalStatus(result.status), serviceMessage(result.error!));
}

export async function resetPassword(
  app: AppContext,
  request: Request,
  input: { token: string; password: string },
): Promise<Outcome> {
  const result = await callAuth(app, request, "/reset-password", { token: input.token, newPassword: input.password });
  if (result.ok) return succeed({});
  if (result.error?.code === "INVALID_TOKEN" || result.error?.code === "TOKEN_EXPIRED") {
    return refuse(400, AUTH_SCREEN_COPY.resetLinkInvalid);
  }
  return refuse(refusalStatus(result.status), serviceMessage(result.error!));
}

export async function signOut(app: AppContext, request: Request): Promise<string[]> {
  const result = await callAuth(app, request, "/sign-out", {});
  return result.cookies;
}

/**
 * The cookies that sign out a man whose account has just been deleted. His sessions went with the
 * account, so only the cookies are left to clear: better-auth's sign-out is called in-process,
 * past the HTTP handler's rate limiter, whose D1 write failing now would show the error page for an
 * account that is already gone; the endpoint itself clears the cookies whether or not D1 answers.
 */
export async function signOutDeparted(app: AppContext, request: Request): Promise<string[]> {
  const { headers } = await app.auth.api.signOut({ headers: request.headers, returnHeaders: true });
  return headers.getSetCookie();
}
