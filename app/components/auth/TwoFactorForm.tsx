import { Form } from "@remix-run/react";
import { useState } from "react";
import { AUTH_SCREEN_COPY, type AuthMessage } from "~/kernel/auth-form";
import { BackupCodeSchema, TotpCodeSchema } from "~/kernel/validation";
import { AuthMessageBox } from "./AuthMessageBox";
import { LinkButton, SubmitButton } from "./buttons";
import { TextField } from "~/components/ui/TextField";
import { useBusyIntent } from "./useBusyIntent";
import { useAuthForm } from "./useAuthForm";

/** The second step of signing in when the account has two-step verification. */
export function TwoFactorForm({
  sentIntent,
  error,
  redirectTo,
}: {
  /** The form last sent, so a refused backup code keeps the backup form open. */
  sentIntent?: string;
  error?: AuthMessage;
  redirectTo: string | null;
}) {
  const [method, setMethod] = useState<"totp" | "backup">(sentIntent === "verify-backup" ? "backup" : "totp");
  const intent = method === "totp" ? "verify-totp" : "verify-backup";
  const busy = useBusyIntent(intent);
  const totp = useAuthForm("verify-totp", TotpCodeSchema);
  const backup = useAuthForm("verify-backup", BackupCodeSchema);
  const { fields, formProps } = method === "totp" ? totp : backup;
  const codeError = fields.code.errors?.[0];
  return (
    <section aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading" className="text-lg font-semibold">
        {AUTH_SCREEN_COPY.twoFactorTitle}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {method === "totp" ? AUTH_SCREEN_COPY.twoFactorText : AUTH_SCREEN_COPY.backupText}
      </p>
      <Form method="post" {...formProps} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value={intent} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <AuthMessageBox message={error} tone="error" />
        {method === "totp" ? (
          <>
            <TextField
              key="totp"
              label={AUTH_SCREEN_COPY.codeLabel}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              required
              error={codeError}
            />
            <label className="flex min-h-[44px] items-center gap-3 text-sm">
              <input type="checkbox" name="trustDevice" className="h-5 w-5 accent-primary" />
              {AUTH_SCREEN_COPY.trustDevice}
            </label>
          </>
        ) : (
          <TextField
            key="backup"
            label={AUTH_SCREEN_COPY.backupCodeLabel}
            name="code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={codeError}
          />
        )}
        <SubmitButton busy={busy}>{AUTH_SCREEN_COPY.verify}</SubmitButton>
      </Form>
      <LinkButton onClick={() => setMethod(method === "totp" ? "backup" : "totp")} className="mt-2">
        {method === "totp" ? AUTH_SCREEN_COPY.useBackupCode : AUTH_SCREEN_COPY.useAuthenticator}
      </LinkButton>
    </section>
  );
}
