/**
 * /auth/reset-password?token=…: better-auth's email link lands here with a token, or with
 * ?error=INVALID_TOKEN when the link has expired or was used. A new password revokes every session.
 * The trailing underscore keeps the page out of /auth's layout (its loader sends signed-in people
 * away, and its screen has no outlet).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo, useState, type FormEvent } from "react";
import { authAnswer } from "~/components/auth/authAnswer";
import { AuthLayout } from "~/components/auth/AuthLayout";
import { AuthMessageBox } from "~/components/auth/AuthMessageBox";
import { SubmitButton } from "~/components/auth/buttons";
import { PasswordStrengthMeter } from "~/components/auth/PasswordStrengthMeter";
import { useAuthForm } from "~/components/auth/useAuthForm";
import { TextField } from "~/components/ui/TextField";
import { useBusyIntent } from "~/components/auth/useBusyIntent";
import { useMessageToasts } from "~/components/auth/useMessageToasts";
import { AUTH_SCREEN_COPY, confirmPasswordError, NewPasswordFormSchema, type AuthMessage } from "~/kernel/auth-form";
import { AUTH_COPY } from "~/kernel/copy/auth";
import { APP_NAME } from "~/kernel/copy/shell";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { redirectWithToast } from "~/server/toast.server";
import { firstError, NewPasswordSchema, PasswordSchema } from "~/kernel/validation";
import { resetPassword } from "../../worker/auth/auth-actions.server";
import { refuse } from "../../worker/domain/outcome";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta(`${AUTH_SCREEN_COPY.newPasswordTitle} · ${APP_NAME}`);

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const linkError = url.searchParams.has("error")
    ? AUTH_SCREEN_COPY.resetLinkInvalid
    : firstError(NewPasswordSchema.shape.token, token);
  return { token, linkError };
}

export async function action({ context, request }: ActionFunctionArgs) {
  const submission = await parseForm(request, NewPasswordFormSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  try {
    const reset = await resetPassword(context.app, request, submission.value);
    if (!reset.ok) return replyRefusal(submission, { ...reset, status: 400 });
  } catch (error) {
    console.error(`[${context.app.requestId}] password reset failed`, error);
    return replyRefusal(submission, refuse(500, AUTH_COPY.genericErrorText));
  }
  return redirectWithToast("/auth", {
    title: AUTH_SCREEN_COPY.passwordUpdatedTitle,
    description: AUTH_SCREEN_COPY.passwordUpdatedText,
    variant: "success",
  });
}

export default function ResetPassword() {
  const { token, linkError } = useLoaderData<typeof loader>();
  const actionData: unknown = useActionData<typeof action>();
  const answer = useMemo(() => authAnswer(actionData), [actionData]);
  useMessageToasts(answer);
  return (
    <AuthLayout title={AUTH_SCREEN_COPY.newPasswordTitle}>
      {linkError ? (
        <div className="space-y-4 text-center">
          <p>{linkError}</p>
          <Link to="/auth" className="btn-primary w-full">
            {AUTH_SCREEN_COPY.requestNewLink}
          </Link>
        </div>
      ) : (
        <NewPasswordForm token={token} error={answer.error} />
      )}
    </AuthLayout>
  );
}

function NewPasswordForm({ token, error }: { token: string; error?: AuthMessage }) {
  const busy = useBusyIntent("set-password");
  const { fields, formProps } = useAuthForm("set-password", NewPasswordFormSchema);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const passwordError = touched.password ? firstError(PasswordSchema, password) : fields.password.errors?.[0];
  const confirmError = touched.confirm ? confirmPasswordError(password, confirm) : fields.confirmPassword.errors?.[0];
  // A link cut short is the whole form's problem: its token is a hidden field.
  const tokenError = fields.token.errors?.[0];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setTouched({ password: true, confirm: true });
    formProps.onSubmit(event);
  }

  return (
    <Form method="post" {...formProps} onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="intent" value="set-password" />
      <input type="hidden" name="token" value={token} />
      <AuthMessageBox message={tokenError ? { title: AUTH_COPY.resetFailed, description: tokenError } : error} tone="error" />
      <TextField
        label={AUTH_SCREEN_COPY.newPasswordLabel}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        onBlur={() => setTouched((current) => ({ ...current, password: true }))}
        hint={password ? <PasswordStrengthMeter password={password} /> : null}
        error={passwordError}
      />
      <TextField
        label={AUTH_SCREEN_COPY.confirmPasswordLabel}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        onBlur={() => setTouched((current) => ({ ...current, confirm: true }))}
        error={confirmError}
      />
      <SubmitButton busy={busy}>{AUTH_SCREEN_COPY.setNewPassword}</SubmitButton>
    </Form>
  );
}
