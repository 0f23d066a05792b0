import { Form } from "@remix-run/react";
import { AUTH_SCREEN_COPY, type AuthMessage } from "~/kernel/auth-form";
import { AUTH_COPY } from "~/kernel/copy/auth";
import { SignInSchema } from "~/kernel/validation";
import { AuthMessageBox } from "./AuthMessageBox";
import { LinkButton, SubmitButton } from "./buttons";
import { TextField } from "~/components/ui/TextField";
import { useBusyIntent } from "./useBusyIntent";
import { useAuthForm } from "./useAuthForm";

interface SignInFormProps {
  /** Why the last sign-in was refused, if it was (shown inline as well as in a toast). */
  error?: AuthMessage;
  redirectTo: string | null;
  onForgotPassword(): void;
}

export function SignInForm({ error, redirectTo, onForgotPassword }: SignInFormProps) {
  const busy = useBusyIntent("sign-in");
  const { fields, formProps } = useAuthForm("sign-in", SignInSchema);
  return (
    <Form method="post" {...formProps} className="space-y-4">
      <input type="hidden" name="intent" value="sign-in" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <AuthMessageBox message={error} tone="error" />
      <TextField
        label={AUTH_SCREEN_COPY.emailLabel}
        id={fields.email.id}
        name={fields.email.name}
        type="email"
        autoComplete="email"
        required
        error={fields.email.errors?.[0]}
      />
      <div>
        <TextField
          label={AUTH_SCREEN_COPY.passwordLabel}
          id={fields.password.id}
          name={fields.password.name}
          type="password"
          autoComplete="current-password"
          required
          error={fields.password.errors?.[0]}
        />
        <LinkButton onClick={onForgotPassword}>{AUTH_COPY.forgotPassword}</LinkButton>
      </div>
      <SubmitButton busy={busy}>{AUTH_COPY.signInTab}</SubmitButton>
    </Form>
  );
}
