/**
 * Maps what the auth service says onto the messages a person sees. better-auth's error codes are
 * first put into the service wording the rules match on ("already registered", "Invalid login
 * credentials", …), then the rules turn that wording into the sentence shown.
 */
import { AUTH_ERROR_COPY } from "./copy/auth";
import { GENERIC_ERROR } from "./copy/shell";

export interface AuthServiceError {
  status: number;
  code?: string;
  message?: string;
}

const SERVICE_WORDING: Record<string, string> = {
  USER_ALREADY_EXISTS: "User already registered",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "User already registered",
  INVALID_EMAIL_OR_PASSWORD: "Invalid login credentials",
  EMAIL_NOT_VERIFIED: "Email not confirmed",
  PASSWORD_TOO_SHORT: "Password should be at least 8 characters",
  PASSWORD_TOO_LONG: "Password is too long",
  INVALID_EMAIL: "Invalid email",
};

/** Refusals by our own rules in front of better-auth (worker/auth/request-rules.server.ts). */
const OWN_RULE_CODES = new Set(["INVALID_INPUT", "PASSWORD_TOO_COMMON", "ACCOUNT_LOCKED", "ACCOUNT_SUSPENDED"]);

/** Our own rules already answer in the app's words: their message is shown as it is. */
export function ownRuleMessage(error: AuthServiceError): string | null {
  return error.code && OWN_RULE_CODES.has(error.code) && error.message ? error.message : null;
}

/** The raw message the rules below are applied to. */
export function serviceMessage(error: AuthServiceError): string {
  const own = ownRuleMessage(error);
  if (own) return own;
  if (error.status === 429) return AUTH_ERROR_COPY.tooManyAttempts;
  if (error.code && SERVICE_WORDING[error.code]) return SERVICE_WORDING[error.code]!;
  return error.message?.trim() || GENERIC_ERROR.description;
}

/** Sign-up failure (toast "Sign up failed"). */
export function signUpErrorMessage(raw: string): string {
  const lower = raw.toLowerCase();
  if (lower.includes("already registered")) return AUTH_ERROR_COPY.alreadyRegistered;
  if (lower.includes("password")) return AUTH_ERROR_COPY.weakPassword;
  if (lower.includes("email")) return AUTH_ERROR_COPY.invalidEmail;
  return raw;
}

/** Sign-in failure (toast "Sign in failed"). */
export function signInErrorMessage(raw: string): string {
  if (raw === "Invalid login credentials") return AUTH_ERROR_COPY.invalidCredentials;
  if (raw === "Email not confirmed") return AUTH_ERROR_COPY.emailNotConfirmed;
  return raw;
}
