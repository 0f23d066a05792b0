/**
 * Shared field schemas. One schema per form is composed from these and used by
 * the browser and the server alike.
 */
import { z } from "./zod";
import { VALIDATION_COPY } from "./copy/auth";

export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 50;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** A deliberately simple email pattern: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EmailSchema = z
  .string({ error: VALIDATION_COPY.email })
  .trim()
  .max(254, { error: VALIDATION_COPY.email })
  .regex(EMAIL_PATTERN, { error: VALIDATION_COPY.email })
  .transform((value) => value.toLowerCase());

export const DisplayNameSchema = z
  .string({ error: VALIDATION_COPY.nameTooShort })
  .trim()
  .min(DISPLAY_NAME_MIN, { error: VALIDATION_COPY.nameTooShort })
  .max(DISPLAY_NAME_MAX, { error: VALIDATION_COPY.nameTooLong });

export const PasswordSchema = z
  .string({ error: VALIDATION_COPY.passwordTooShort })
  .min(PASSWORD_MIN, { error: VALIDATION_COPY.passwordTooShort })
  .max(PASSWORD_MAX, { error: `Password must be ${PASSWORD_MAX} characters or less` });

export const SignInSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: "Please enter your password." }).min(1, { error: "Please enter your password." }).max(PASSWORD_MAX),
});

export const SignUpSchema = z.object({
  displayName: DisplayNameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  timeZone: z.string().max(64).optional(),
});

export const ResetRequestSchema = z.object({ email: EmailSchema });

export const NewPasswordSchema = z.object({
  token: z
    .string({ error: "This reset link is incomplete. Please request a new one." })
    .min(1, { error: "This reset link is incomplete. Please request a new one." })
    .max(512),
  password: PasswordSchema,
});

export const TotpCodeSchema = z.object({
  code: z
    .string({ error: "Enter the 6-digit code from your authenticator app." })
    .trim()
    .regex(/^\d{6}$/, { error: "Enter the 6-digit code from your authenticator app." }),
  trustDevice: z.boolean().optional(),
});

export const BackupCodeSchema = z.object({
  code: z
    .string({ error: "Enter one of your backup codes." })
    .trim()
    .min(8, { error: "Enter one of your backup codes." })
    .max(64, { error: "Enter one of your backup codes." }),
});

/** The display-name input is cut at 50 characters as the user types. */
export function clampDisplayName(value: string) {
  return value.slice(0, DISPLAY_NAME_MAX);
}

/** First error message of a value against a schema, or null. */
export function firstError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
