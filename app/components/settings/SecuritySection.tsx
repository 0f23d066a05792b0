import { Form } from "@remix-run/react";
import { SETTINGS_PAGE, SIGN_OUT_COPY } from "~/kernel/copy/settings";
import { ChangePasswordPanel } from "./ChangePasswordPanel";
import { EmailVerificationPanel, type EmailVerificationView } from "./EmailVerificationPanel";
import { SettingsPanel, SettingsSection } from "./form-parts";
import { SessionsPanel, type SessionView } from "./SessionsPanel";
import { TwoFactorPanel } from "./TwoFactorPanel";

/** Change password, two-factor, where you're signed in, and signing out of this device. */
export function SecuritySection({
  twoFactorEnabled,
  email,
  emailVerification,
  sessions,
}: {
  twoFactorEnabled: boolean;
  email: string;
  emailVerification: EmailVerificationView;
  sessions: SessionView[];
}) {
  return (
    <SettingsSection id="security-heading" title={SETTINGS_PAGE.securityHeading}>
      <EmailVerificationPanel view={emailVerification} />
      <ChangePasswordPanel email={email} />
      <TwoFactorPanel enabled={twoFactorEnabled} email={email} />
      <SessionsPanel sessions={sessions} />
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
