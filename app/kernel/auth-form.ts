/**
 * Client-safe helpers for the account forms (/auth and /auth/reset-password), shared by the
 * browser and the routes' actions.
 */
import { AUTH_COPY, VALIDATION_COPY } from "./copy/auth";
import { NewPasswordSchema, PASSWORD_MAX, PASSWORD_MIN } from "./validation";
import { z } from "./zod";

/** Screen copy beyond the fixed messages (labels, the two-factor step, the new-password page). */
import { AUTH_SCREEN_COPY } from "./copy/auth";

export { AUTH_SCREEN_COPY };

export const AUTH_INTENTS = ["sign-in", "sign-up", "request-reset", "verify-totp", "verify-backup"] as const;
export type AuthIntent = (typeof AUTH_INTENTS)[number];

export function isAuthIntent(value: unknown): value is AuthIntent {
  return typeof value === "string" && (AUTH_INTENTS as readonly string[]).includes(value);
}

export type FieldErrors = Partial<Record<string, string>>;

export interface AuthMessage {
  title: string;
  description?: string;
}

/**
 * What /auth answers when it neither redirects nor refuses (a refusal is a Conform reply): the
 * password was right and the account wants its second factor, or the reset link was sent.
 */
export type AuthStepAnswer = { intent: "sign-in"; step: "two-factor" } | { intent: "request-reset"; notice: AuthMessage };

/**
 * The heading over a refusal's message (its toast and the inline box): what failed, from the form
 * that was sent, or that something went wrong for any form when the message is the generic one.
 */
export function authFailureTitle(intent: string | undefined, message: string): string {
  if (message === AUTH_COPY.genericErrorText) return AUTH_COPY.genericErrorTitle;
  if (intent === "sign-up") return AUTH_COPY.signUpFailed;
  if (intent === "request-reset" || intent === "set-password") return AUTH_COPY.resetFailed;
  return intent && isAuthIntent(intent) ? AUTH_COPY.signInFailed : AUTH_COPY.genericErrorTitle;
}

/** The first message for each field of a form's errors as Conform reports them (a list per field). */
export function firstErrorsOf(errors: Record<string, readonly string[] | null | undefined> | null | undefined): FieldErrors {
  const first: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors ?? {})) if (messages?.[0]) first[field] = messages[0];
  return first;
}

/** The toast a rejected form shows ("Invalid email", "Invalid name", "Password too short"). */
export function validationToast(errors: FieldErrors): AuthMessage | null {
  if (errors.email) return { title: AUTH_COPY.invalidEmailToast, description: errors.email };
  if (errors.displayName) return { title: AUTH_COPY.invalidNameToast, description: errors.displayName };
  if (errors.password === VALIDATION_COPY.passwordTooShort) {
    return { title: AUTH_COPY.passwordTooShortTitle, description: VALIDATION_COPY.passwordTooShort };
  }
  return null;
}

/** Disabled while loading, with a name or email error, or with a password under 8. */
export function signUpButtonDisabled(input: {
  submitting: boolean;
  nameError: string | null;
  emailError: string | null;
  password: string;
}): boolean {
  return input.submitting || Boolean(input.nameError) || Boolean(input.emailError) || input.password.length < PASSWORD_MIN;
}

export type AuthView = "sign-in" | "sign-up" | "reset";

/**
 * Which panel /auth opens on: the form that was just submitted (so its errors are visible without
 * JavaScript), else sign-up when coming from onboarding, else sign-in.
 */
export function initialAuthView(from: string | null, intent: AuthIntent | null | undefined): AuthView {
  if (intent === "sign-up") return "sign-up";
  if (intent === "request-reset") return "reset";
  if (intent) return "sign-in";
  return from === "onboarding" ? "sign-up" : "sign-in";
}

/** The browser's IANA time zone if this runtime knows it (profiles store it for daily scheduling). */
export function knownTimeZone(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The confirm-password check of the new-password form. */
export function confirmPasswordError(password: string, confirm: string): string | null {
  return password === confirm ? null : AUTH_SCREEN_COPY.passwordsDontMatch;
}

/** The new-password form (/auth/reset-password): the token from the link, the password, typed twice. */
export const NewPasswordFormSchema = NewPasswordSchema.extend({
  confirmPassword: z.string().max(PASSWORD_MAX).optional(),
}).superRefine((value, context) => {
  const mismatch = confirmPasswordError(value.password, value.confirmPassword ?? "");
  if (mismatch) context.addIssue({ code: "custom", path: ["confirmPassword"], message: mismatch });
});

/** Roving focus in a horizontal tablist: Left/Right wrap, Home/End jump; null for any other key. */
export function tabIndexAfterKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
