/**
 * Your data: everything as a JSON download (a plain link to /settings/export), and deleting the
 * account, confirmed by typing DELETE and proven with the password, plus a code from the
 * authenticator app or a backup code while two-factor is on
 * (docs/decisions/024-sessions-and-local-development.md).
 */
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { TextField } from "~/components/ui/TextField";
import { useIntentForm } from "~/components/ui/useIntentForm";
import { DATA_COPY as COPY } from "~/kernel/copy/settings";
import { DeleteAccountSchema, SETTINGS_INTENTS } from "~/kernel/settings";
import { FormAlert, SettingsPanel, SettingsSection, SubmitButton, useFocusFirstInvalid } from "./form-parts";
import { ReauthFields } from "./ReauthFields";

export function DataSection({ email, twoFactorEnabled }: { email: string; twoFactorEnabled: boolean }) {
  const [form, fields, reply] = useIntentForm(SETTINGS_INTENTS.deleteAccount, DeleteAccountSchema);
  const formRef = useFocusFirstInvalid(reply);
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
        <FormAlert message={form.errors?.[0]} />
        <Form method="post" ref={formRef} className="mt-4 space-y-4" preventScrollReset {...getFormProps(form)}>
          <input type="hidden" name="intent" value={SETTINGS_INTENTS.deleteAccount} />
          <TextField
            id="delete-confirmation"
            label={COPY.confirmLabel}
            name={fields.confirmation.name}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={100}
            hint={<p className="text-sm text-muted">{COPY.confirmHint(email)}</p>}
            error={fields.confirmation.errors?.[0]}
          />
          <ReauthFields
            idPrefix="delete"
            email={email}
            withCode={twoFactorEnabled}
            errors={{ password: fields.password.errors?.[0], code: fields.code.errors?.[0] }}
          />
          <SubmitButton intent={SETTINGS_INTENTS.deleteAccount} className="btn bg-danger text-white hover:opacity-90 dark:text-bg">
            {COPY.deleteButton}
          </SubmitButton>
        </Form>
      </SettingsPanel>
    </SettingsSection>
  );
}
