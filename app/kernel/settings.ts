/**
 * The Profile page's forms (/settings): one schema per form, composed from the shared field schemas
 * of sign-up and onboarding, used by the browser and the server alike. Pure and client-safe.
 */
import { EMAIL_PREFERENCES_COPY, DATA_COPY, PASSWORD_CHANGE_COPY, REAUTH_COPY } from "./copy/settings";
import { CurrentTopicsSchema, FocusSchema } from "./onboarding";
import { PASSWORD_MAX, PasswordSchema, TotpCodeSchema } from "./validation";
import { z } from "./zod";

export { ProfileDetailsSchema } from "./onboarding";

/** The hidden `intent` of each form on the page (two-factor and reminders keep their own). */
export const SETTINGS_INTENTS = {
  saveProfile: "save-profile",
  removeAvatar: "remove-avatar",
  saveFocus: "save-focus",
  saveEmailPreferences: "save-email-preferences",
  changePassword: "change-password",
  resendVerification: "resend-verification",
  revokeSession: "revoke-session",
  revokeOtherSessions: "revoke-other-sessions",
  deleteAccount: "delete-account",
} as const;

/** Focus areas and current topics, saved together (the onboarding choices). */
export const FocusSettingsSchema = FocusSchema.extend(CurrentTopicsSchema.shape);

/** The focus form as sent: ticked areas and topics (none, one or several), and "Add your own" among the topics. */
export const FocusSettingsFormSchema = z
  .object({ focus: z.array(z.string()).optional(), currentTopics: z.array(z.string()).optional(), customTopic: z.string().optional() })
  .transform(({ focus = [], currentTopics = [], customTopic = "" }) => ({
    focus,
    currentTopics: customTopic.trim() ? [...currentTopics, customTopic.trim()] : currentTopics,
  }))
  .pipe(FocusSettingsSchema);

/** A checkbox sends "on" when ticked and nothing when not; anything else is not this form. */
const Checkbox = (message: string) =>
  z
    .literal("on", { error: message })
    .optional()
    .transform((value) => value === "on");

export const EmailPreferencesSchema = z.object({
  weeklySummary: Checkbox(EMAIL_PREFERENCES_COPY.invalid),
});

export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: PASSWORD_CHANGE_COPY.enterCurrent })
      .min(1, { error: PASSWORD_CHANGE_COPY.enterCurrent })
      .max(PASSWORD_MAX, { error: PASSWORD_CHANGE_COPY.wrongCurrent }),
    newPassword: PasswordSchema,
    // Left empty it is simply a mismatch, found once the new password itself is valid.
    confirmPassword: z.string({ error: PASSWORD_CHANGE_COPY.passwordsDontMatch }).max(PASSWORD_MAX).optional(),
    revokeOtherSessions: Checkbox("Tick the box to sign out other devices, or leave it empty."),
  })
  .superRefine((value, context) => {
    if ((value.confirmPassword ?? "") !== value.newPassword) {
      context.addIssue({ code: "custom", path: ["confirmPassword"], message: PASSWORD_CHANGE_COPY.passwordsDontMatch });
    }
    if (value.currentPassword && value.newPassword === value.currentPassword) {
      context.addIssue({ code: "custom", path: ["newPassword"], message: PASSWORD_CHANGE_COPY.sameAsCurrent });
    }
  });

/** Session ids are better-auth's random ids; anything else cannot be one of his sessions. */
export const SessionIdSchema = z.object({
  sessionId: z.string({ error: "Choose a session to sign out." }).regex(/^[A-Za-z0-9_-]{1,64}$/, {
    error: "Choose a session to sign out.",
  }),
});

/** The word typed to confirm deleting the account (docs/decisions/015-settings.md). */
export const DELETE_CONFIRMATION_WORD = "DELETE";

/** Deliberate, not pedantic: surrounding spaces and letter case don't matter, the word does. */
export function isDeleteConfirmed(typed: unknown): boolean {
  return typeof typed === "string" && typed.trim().toUpperCase() === DELETE_CONFIRMATION_WORD;
}

/**
 * What proves it is him before deleting the account or turning off two-factor: the password, and a
 * code (authenticator or backup) that the server asks for only while two-factor is on.
 */
const ReauthFields = {
  password: z
    .string({ error: REAUTH_COPY.enterPassword })
    .min(1, { error: REAUTH_COPY.enterPassword })
    .max(PASSWORD_MAX, { error: REAUTH_COPY.wrongPassword }),
  code: z.string().trim().max(64, { error: REAUTH_COPY.wrongCode }).optional(),
};

export const DeleteAccountSchema = z.object({
  confirmation: z.string({ error: DATA_COPY.confirmMismatch }).max(100).refine(isDeleteConfirmed, {
    error: DATA_COPY.confirmMismatch,
  }),
  ...ReauthFields,
});

/** Step 1 of turning two-factor on: the password unlocks a new secret. */
export const EnableTwoFactorSchema = z.object({ password: ReauthFields.password });

/** Step 2: a code from the app; the set-up it confirms travels in hidden fields the server checks itself. */
export const ConfirmTwoFactorSchema = TotpCodeSchema.pick({ code: true });

/** The forms of the page that send nothing but their intent (signing out the other sessions, ...). */
export const NoFieldsSchema = z.object({});

export const DisableTwoFactorSchema = z.object({
  ...ReauthFields,
  code: z.string({ error: REAUTH_COPY.enterCode }).trim().min(1, { error: REAUTH_COPY.enterCode }).max(64, { error: REAUTH_COPY.wrongCode }),
});

/** The download's name: the member's local date, so two exports on one day are told apart by the OS. */
export function dataExportFileName(localDate: string): string {
  return `shepherd-data-${localDate}.json`;
}

/** A new authenticator being set up: what the member scans or types, and his backup codes. */
export interface TotpSetupView {
  totpURI: string;
  secret: string;
  qrSvg: string;
  backupCodes: string[];
}

/** The answer to step 1 of turning two-factor on: the page stays, showing the new set-up. */
export interface TwoFactorSetupAnswer {
  intent: "enable-2fa";
  setup: TotpSetupView;
}
