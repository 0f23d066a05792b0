/**
 * Change password: the current one, the new one twice (with the strength meter of sign-up), and
 * the choice to sign out every other device. A real form, checked in the browser and again on the
 * server with the same schema; better-auth checks the current password.
 */
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { PasswordStrengthMeter } from "~/components/auth/PasswordStrengthMeter";
import { TextField } from "~/components/ui/TextField";
import { useIntentForm } from "~/components/ui/useIntentForm";
import { PASSWORD_CHANGE_COPY as COPY } from "~/kernel/copy/settings";
import { ChangePasswordSchema, SETTINGS_INTENTS } from "~/kernel/settings";
import { PASSWORD_MAX } from "~/kernel/validation";
import { FormAlert, SettingsPanel, SubmitButton, useFocusFirstInvalid } from "./form-parts";

export function ChangePasswordPanel({ email }: { email: string }) {
  const [password, setPassword] = useState("");
  const [form, fields, reply] = useIntentForm(SETTINGS_INTENTS.changePassword, ChangePasswordSchema);
  const formRef = useFocusFirstInvalid(reply);
  return (
    <SettingsPanel id="change-password-heading" title={COPY.heading} intro={COPY.intro}>
      <FormAlert message={form.errors?.[0]} />
      <Form method="post" ref={formRef} className="mt-4 space-y-4" preventScrollReset {...getFormProps(form)}>
        <input type="hidden" name="intent" value={SETTINGS_INTENTS.changePassword} />
        {/* For password managers: they pair a password with the account's username. */}
        <input type="text" autoComplete="username" value={email} readOnly hidden />
        <TextField
          id={fields.currentPassword.id}
          label={COPY.currentPassword}
          name={fields.currentPassword.name}
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
          error={fields.currentPassword.errors?.[0]}
        />
        <TextField
          id={fields.newPassword.id}
          label={COPY.newPassword}
          name={fields.newPassword.name}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={password ? <PasswordStrengthMeter password={password} /> : null}
          error={fields.newPassword.errors?.[0]}
        />
        <TextField
          id={fields.confirmPassword.id}
          label={COPY.confirmPassword}
          name={fields.confirmPassword.name}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          error={fields.confirmPassword.errors?.[0]}
        />
        <label className="flex min-h-[44px] items-center gap-3">
          <input type="checkbox" name={fields.revokeOtherSessions.name} className="h-5 w-5 accent-[rgb(var(--color-primary))]" />
          <span>{COPY.signOutOthers}</span>
        </label>
        <SubmitButton intent={SETTINGS_INTENTS.changePassword} className="btn-primary">
          {COPY.save}
        </SubmitButton>
      </Form>
    </SettingsPanel>
  );
}
