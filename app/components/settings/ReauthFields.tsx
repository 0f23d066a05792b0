/**
 * The proof asked before deleting the account or turning off two-factor: the current password and,
 * while two-factor is on, a code from the authenticator app or a backup code (checked on the
 * server, worker/auth/reauthenticate.server.ts).
 */
import { TextField } from "~/components/ui/TextField";
import { REAUTH_COPY } from "~/kernel/copy/settings";

export function ReauthFields({
  idPrefix,
  email,
  withCode,
  errors,
}: {
  idPrefix: string;
  email: string;
  withCode: boolean;
  errors?: { password?: string; code?: string };
}) {
  return (
    <>
      <AccountName email={email} />
      <TextField
        id={`${idPrefix}-password`}
        label={REAUTH_COPY.passwordLabel}
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={128}
        error={errors?.password}
      />
      {withCode ? (
        <TextField
          id={`${idPrefix}-code`}
          label={REAUTH_COPY.codeLabel}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={64}
          error={errors?.code}
          className="max-w-xs"
        />
      ) : null}
    </>
  );
}

/** The account's email, for password managers (they pair a password with a username field). */
export function AccountName({ email }: { email: string }) {
  return <input type="text" autoComplete="username" value={email} readOnly hidden />;
}
