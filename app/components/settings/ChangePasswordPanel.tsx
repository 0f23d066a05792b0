/**
 * Change password: the current one, the new one twice (with the strength meter of sign-up), and
 * the choice to sign out every other device. A real form; the server checks everything.
 */
import { Form } from "@remix-run/react";
import { useState } from "react";
import { PasswordStrengthMeter } from "~/components/auth/PasswordStrengthMeter";
import { TextField } from "~/components/ui/TextField";
import { PASSWORD_CHANGE_COPY as COPY } from "~/kernel/copy/settings";
import type { SettingsFormFailure } from "~/kernel/settings";
import { SETTINGS_INTENTS } from "~/kernel/settings";
import { PASSWORD_MAX } from "~/kernel/validation";
import { FormAlert, SettingsPanel, SubmitButton, useFocusFirstInvalid } from "./form-parts";

export function ChangePasswordPanel({ email, failure }: { email: string; failure: SettingsFormFailure | null }) {
  const [password, setPassword] = useState("");
  const formRef = useFocusFirstInvalid(failure);
  const errors = failure?.fieldErrors ?? {};
  return (
    <SettingsPanel id="change-password-heading" title={COPY.heading} intro={COPY.intro}>
      <FormAlert message={failure?.error} />
      <Form method="post" ref={formRef} className="mt-4 space-y-4" noValidate preventScrollReset>
        <input type="hidden" name="intent" value={SETTINGS_INTENTS.changePassword} />
        {/* For password managers: they pair a password with the account's username. */}
        <input type="text" autoComplete="username" value={email} readOnly hidden />
        <TextField
          id="password-current"
          label={COPY.currentPassword}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
          error={errors.currentPassword}
        />
        <TextField
          id="password-new"
          label={COPY.newPassword}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={password ? <PasswordStrengthMeter password={password} /> : null}
          error={errors.newPassword}
        />
        <TextField
          id="password-confirm"
          label={COPY.confirmPassword}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          error={errors.confirmPassword}
        />
        <label className="flex min-h-[44px] items-center gap-3">
          <input type="checkbox" name="revokeOtherSessions" className="h-5 w-5 accent-[rgb(var(--color-primary))]" />
          <span>{COPY.signOutOthers}</span>
        </label>
        <SubmitButton intent={SETTINGS_INTENTS.changePassword} className="btn-primary">
          {COPY.save}
        </SubmitButton>
      </Form>
    </SettingsPanel>
  );
}
