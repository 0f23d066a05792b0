import { Form } from "@remix-run/react";
import { AUTH_SCREEN_COPY, type AuthMessage } from "~/kernel/auth-form";
import { AUTH_COPY } from "~/kernel/copy/auth";
import { ResetRequestSchema } from "~/kernel/validation";
import { AuthMessageBox } from "./AuthMessageBox";
import { LinkButton, SubmitButton } from "./buttons";
import { TextField } from "~/components/ui/TextField";
import { useBusyIntent } from "./useBusyIntent";
import { useAuthForm } from "./useAuthForm";

/** "Forgot password": asks for a reset link; the answer is the same whether or not the email has an account. */
export function ResetRequestForm({ error, notice, onBack }: { error?: AuthMessage; notice?: AuthMessage; onBack(): void }) {
  const busy = useBusyIntent("request-reset");
  const { fields, formProps } = useAuthForm("request-reset", ResetRequestSchema);
  return (
    <section aria-labelledby="reset-heading">
      <h2 id="reset-heading" className="text-lg font-semibold">
        {AUTH_SCREEN_COPY.resetTitle}
      </h2>
      <p className="mt-1 text-sm text-muted">{AUTH_SCREEN_COPY.resetText}</p>
      <Form method="post" {...formProps} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="request-reset" />
        <AuthMessageBox message={error} tone="error" />
        <AuthMessageBox message={notice} tone="success" />
        <TextField
          label={AUTH_SCREEN_COPY.emailLabel}
          id={fields.email.id}
          name={fields.email.name}
          type="email"
          autoComplete="email"
          required
          error={fields.email.errors?.[0]}
        />
        <SubmitButton busy={busy}>{AUTH_COPY.sendResetLink}</SubmitButton>
      </Form>
      <LinkButton onClick={onBack} className="mt-2">
        {AUTH_COPY.backToSignIn}
      </LinkButton>
    </section>
  );
}
