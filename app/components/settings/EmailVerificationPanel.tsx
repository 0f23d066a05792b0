/**
 * Profile → Security: whether his email address is confirmed, and "send a new link" while it is not
 * (docs/decisions/021-email-verification.md).
 */
import { Form, useActionData } from "@remix-run/react";
import { firstMessage, replyTo } from "~/components/ui/useIntentForm";
import { EMAIL_VERIFICATION_COPY as COPY } from "~/kernel/copy/mail";
import { SETTINGS_INTENTS } from "~/kernel/settings";
import { FormAlert, SettingsPanel, SubmitButton } from "./form-parts";

export interface EmailVerificationView {
  email: string;
  verified: boolean;
  /** This server can send mail (a provider, or the outbox in local development). */
  mailAvailable: boolean;
}

/** The form has no field of its own: a refusal (no mail service, a limit) is the panel's message. */
export function EmailVerificationPanel({ view }: { view: EmailVerificationView }) {
  const refusal = firstMessage(replyTo(useActionData(), SETTINGS_INTENTS.resendVerification));
  if (view.verified) {
    return (
      <SettingsPanel id="email-verification-heading" title={COPY.heading}>
        <p className="mt-2">{COPY.verified(view.email)}</p>
        <FormAlert message={refusal} />
      </SettingsPanel>
    );
  }
  return (
    <SettingsPanel id="email-verification-heading" title={COPY.heading}>
      <div className="mt-3 rounded-lg border border-border bg-surface p-4">
        <p className="font-semibold">{COPY.unverifiedTitle}</p>
        <p className="mt-1">{view.mailAvailable ? COPY.unverified(view.email) : COPY.mailNotSetUp}</p>
        <p className="mt-2 text-sm text-muted">{COPY.whileUnverified}</p>
      </div>
      <FormAlert message={refusal} />
      {view.mailAvailable ? (
        <Form method="post" preventScrollReset className="mt-4">
          <input type="hidden" name="intent" value={SETTINGS_INTENTS.resendVerification} />
          <SubmitButton intent={SETTINGS_INTENTS.resendVerification} className="btn-secondary">
            {COPY.resend}
          </SubmitButton>
        </Form>
      ) : null}
    </SettingsPanel>
  );
}
