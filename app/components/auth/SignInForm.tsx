import { Form } from "@remix-run/react";
import { AUTH_SCREEN_COPY, type AuthActionData } from "~/kernel/auth-form";
import { AUTH_COPY } from "~/kernel/copy/auth";
import { SignInSchema } from "~/kernel/validation";
import { AuthMessageBox } from "./AuthMessageBox";
import { LinkButton, SubmitButton } from "./buttons";
import { TextField } from "~/components/ui/TextField";
import { useBusyIntent } from "./useBusyIntent";
import { useClientValidation } from "./useClientValidation";

interface SignInFormProps {
  /** The sign-in answer, if the last submission was this form. */
  data?: AuthActionData;
  redirectTo: string | null;
  onForgotPassword(): void;
}

export function SignInForm({ data, redirectTo, onForgotPassword }: SignInFormProps) {
  const busy = useBusyIntent("sign-in");
  const { errors, onSubmit } = useClientValidation(SignInSchema);
  const fieldErrors = errors ?? data?.fieldErrors ?? {};
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="intent" value="sign-in" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <AuthMessageBox message={data?.error} tone="error" />
      <TextField
        label={AUTH_SCREEN_COPY.emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        required
        error={fieldErrors.email}
      />
      <div>
        <TextField
          label={AUTH_SCREEN_COPY.passwordLabel}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={fieldErrors.password}
        />
        <LinkButton onClick={onForgotPassword}>{AUTH_COPY.forgotPassword}</LinkButton>
      </div>
      <SubmitButton busy={busy}>{AUTH_COPY.signInTab}</SubmitButton>
    </Form>
  );
}
