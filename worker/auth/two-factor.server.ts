/**
 * Two-factor authentication (TOTP) for the settings page. Every call goes through better-auth's
 * real HTTP handler with the browser's cookie and origin (callAuth), so its origin checks, rate
 * limits and session rotation apply exactly as for a browser calling /api/auth/two-factor/*.
 *
 * Enabling and disabling rotate the session: better-auth deletes the old session and sets a new
 * cookie, which the route must pass on (`cookies`), or the person is signed out.
 */
import { eq } from "drizzle-orm";
import { renderSVG } from "uqr";
import { serviceMessage, type AuthServiceError } from "../../app/kernel/auth-errors";
import { TWO_FACTOR_COPY } from "../../app/kernel/copy/settings";
import type { AppContext } from "../context";
import type { Database } from "../db/client";
import { refuse, succeed, type Outcome, type Refusal } from "../domain/outcome";
import { user as userTable } from "../db/schema";
import { callAuth, type AuthCall } from "./auth-actions.server";
import { TWO_FACTOR_ISSUER } from "./auth.server";

/** What the person needs to add Shepherd to an authenticator app. */
export interface TotpSetup {
  totpURI: string;
  /** The base32 key inside the URI, for typing in by hand. */
  secret: string;
  /** The URI as a QR code (inline SVG markup built by uqr from the URI alone). */
  qrSvg: string;
  backupCodes: string[];
}

export async function isTwoFactorEnabled(db: Database, userId: string): Promise<boolean> {
  const row = await db
    .select({ enabled: userTable.twoFactorEnabled })
    .from(userTable)
    .where(eq(userTable.id, userId))
    .get();
  return row?.enabled ?? false;
}

/** Step 1: the password unlocks a new (not yet active) secret and fresh backup codes. */
export async function startTwoFactorSetup(
  app: AppContext,
  request: Request,
  password: string,
): Promise<Outcome<{ cookies: string[]; setup: TotpSetup }>> {
  const result = await callAuth<{ totpURI: string; backupCodes: string[] }>(app, request, "/two-factor/enable", {
    password,
  });
  if (!result.ok) return twoFactorRefusal(result, "password");
  const setup = totpSetupFrom(result.data!.totpURI, result.data!.backupCodes);
  if (!setup) return refuse(400, serviceMessage({ status: 500 }), { field: "password" });
  return succeed({ cookies: result.cookies, setup });
}

/** Step 2: a code from the app proves it was set up; better-auth then turns two-factor on. */
export async function confirmTwoFactorSetup(app: AppContext, request: Request, code: string): Promise<Outcome<{ cookies: string[] }>> {
  const result = await callAuth(app, request, "/two-factor/verify-totp", { code });
  if (!result.ok) return twoFactorRefusal(result, "code");
  return succeed({ cookies: result.cookies });
}

/** Turns it off; the caller has proven it is him first (reauthenticate: password and a code). */
export async function disableTwoFactor(app: AppContext, request: Request, password: string): Promise<Outcome<{ cookies: string[] }>> {
  const result = await callAuth(app, request, "/two-factor/disable", { password });
  if (!result.ok) return twoFactorRefusal(result);
  return succeed({ cookies: result.cookies });
}

const TOTP_URI = /^otpauth:\/\/totp\/[^?#\s]{1,300}\?[^#\s]{1,500}$/;
const BASE32_SECRET = /^[A-Z2-7]{16,128}$/;
const BACKUP_CODE = /^[A-Za-z0-9-]{4,64}$/;

/**
 * Builds the set-up view from a TOTP URI. The settings form carries the URI and backup codes back
 * when a code is mistyped, so the person can try again without starting over; anything that is
 * not a well-formed Shepherd TOTP URI is refused (it is only ever shown back to the same person).
 */
export function totpSetupFrom(totpURI: string, backupCodes: string[]): TotpSetup | null {
  if (!TOTP_URI.test(totpURI) || backupCodes.length > 20 || !backupCodes.every((code) => BACKUP_CODE.test(code))) {
    return null;
  }
  let params: URLSearchParams;
  try {
    params = new URL(totpURI).searchParams;
  } catch {
    return null;
  }
  const secret = params.get("secret") ?? "";
  if (!BASE32_SECRET.test(secret) || params.get("issuer") !== TWO_FACTOR_ISSUER) return null;
  const qrSvg = renderSVG(totpURI, { ecc: "M", border: 2, pixelSize: 6 });
  return { totpURI, secret, qrSvg, backupCodes };
}

/**
 * Every refusal is the person's to answer on the form (400), under the field he typed in when the
 * step has one (the password to start, the code to confirm).
 */
function twoFactorRefusal(result: AuthCall<unknown>, field?: "password" | "code"): Refusal {
  return refuse(400, twoFactorErrorMessage(result.error!), field ? { field } : {});
}

function twoFactorErrorMessage(error: AuthServiceError): string {
  switch (error.code) {
    case "INVALID_PASSWORD":
      return TWO_FACTOR_COPY.wrongPassword;
    case "INVALID_CODE":
      return TWO_FACTOR_COPY.wrongCode;
    case "TOTP_ALREADY_ENABLED":
      return TWO_FACTOR_COPY.alreadyOn;
    case "TOTP_NOT_ENABLED":
      return TWO_FACTOR_COPY.setupExpired;
    default:
      return serviceMessage(error);
  }
}
