import { Form } from "@remix-run/react";
import { SETTINGS_PAGE, SIGN_OUT_COPY } from "~/kernel/copy/settings";
import { SETTINGS_INTENTS, type SecurityActionData, type SettingsFormFailure } from "~/kernel/settings";
import { ChangePasswordPanel } from "./ChangePasswordPanel";
import { EmailVerificationPanel, type EmailVerificationView } from "./EmailVerificationPanel";
import { SettingsPanel, SettingsSection } from "./form-parts";
import { SessionsPanel, type SessionView } from "./SessionsPanel";
import { TwoFactorPanel } from "./TwoFactorPanel";

export const SECURITY_INTENTS = ["enable-2fa", "verify-2fa", "disable-2fa"] as const;

/** What the settings action answers to a two-factor form. */
const SESSION_INTENTS: string[] = [SETTINGS_INTENTS.revokeSession, SETTINGS_INTENTS.revokeOtherSessions];

/** Change password, two-factor, where you're signed in, and signing out of this device. */
export function SecuritySection({
  twoFactorEnabled,
  email,
  emailVerification,
  sessions,
  actionData,
}: {
  twoFactorEnabled: boolean;
  email: string;
  emailVerification: EmailVerificationView;
  sessions: SessionView[];
  actionData: (SecurityActionData | SettingsFormFailure) | null;
}) {
  const intent = actionData?.intent ?? "";
  const twoFactor = (SECURITY_INTENTS as readonly string[]).includes(intent) ? (actionData as SecurityActionData) : null;
  return (
    <SettingsSection id="security-heading" title={SETTINGS_PAGE.securityHeading}>
      <EmailVerificationPanel
        view={emailVerification}
        failure={intent === SETTINGS_INTENTS.resendVerification ? (actionData as SettingsFormFailure) : null}
      />
      <ChangePasswordPanel
        email={email}
        failure={intent === SETTINGS_INTENTS.changePassword ? (actionData as SettingsFormFailure) : null}
      />
      <TwoFactorPanel enabled={twoFactorEnabled} email={email} actionData={twoFactor} />
      <SessionsPanel sessions={sessions} failure={SESSION_INTENTS.includes(intent) ? (actionData as SettingsFormFailure) : null} />
      <SettingsPanel id="sign-out-heading" title={SIGN_OUT_COPY.heading} intro={SIGN_OUT_COPY.text}>
        <Form method="post" action="/auth/sign-out" className="mt-4">
          <button type="submit" className="btn-secondary">
            {SIGN_OUT_COPY.button}
          </button>
        </Form>
      </SettingsPanel>
    </SettingsSection>
  );
}
