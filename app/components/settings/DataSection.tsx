/**
 * Your data: everything as a JSON download (a plain link to /settings/export), and deleting the
 * account, confirmed by typing DELETE and proven with the password, plus a code from the
 * authenticator app or a backup code while two-factor is on
 * (docs/decisions/024-sessions-and-local-development.md).
 */
import { Form } from "@remix-run/react";
import { TextField } from "~/components/ui/TextField";
import { DATA_COPY as COPY } from "~/kernel/copy/settings";
import { SETTINGS_INTENTS } from "~/kernel/settings";
import type { SettingsFormFailure } from "~/kernel/settings";
import { FormAlert, SettingsPanel, SettingsSection, SubmitButton, useFocusFirstInvalid } from "./form-parts";
import { ReauthFields } from "./ReauthFields";

export function DataSection({
  email,
  twoFactorEnabled,
  failure,
}: {
  email: string;
  twoFactorEnabled: boolean;
  failure: SettingsFormFailure | null;
}) {
  const formRef = useFocusFirstInvalid(failure);
  return (
    <SettingsSection id="data-heading" title={COPY.heading}>
      <SettingsPanel id="export-heading" title={COPY.exportHeading} intro={COPY.exportText}>
        <a href="/settings/export" download className="btn-secondary mt-4">
          {COPY.exportLink}
        </a>
      </SettingsPanel>

      <SettingsPanel id="delete-account-heading" title={COPY.deleteHeading} className="border-danger/60">
        <p className="mt-1 text-sm">{COPY.deleteText}</p>
        <p className="mt-2 text-sm text-muted">{COPY.deletePremium}</p>
        <FormAlert message={failure?.error} />
        <Form method="post" ref={formRef} className="mt-4 space-y-4" noValidate preventScrollReset>
          <input type="hidden" name="intent" value={SETTINGS_INTENTS.deleteAccount} />
          <TextField
            id="delete-confirmation"
            label={COPY.confirmLabel}
            name="confirmation"
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={100}
            hint={<p className="text-sm text-muted">{COPY.confirmHint(email)}</p>}
            error={failure?.fieldErrors?.confirmation}
          />
          <ReauthFields idPrefix="delete" email={email} withCode={twoFactorEnabled} errors={failure?.fieldErrors} />
          <SubmitButton intent={SETTINGS_INTENTS.deleteAccount} className="btn bg-danger text-white hover:opacity-90 dark:text-bg">
            {COPY.deleteButton}
          </SubmitButton>
        </Form>
      </SettingsPanel>
    </SettingsSection>
  );
}
