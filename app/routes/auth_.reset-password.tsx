/**
 * /auth/reset-password?token=…: better-auth's email link lands here with a token, or with
 * ?error=INVALID_TOKEN when the link has expired or was used. A new password revokes every session.
 * The trailing underscore keeps the page out of /auth's layout (its loader sends signed-in people
 * away, and its screen has no outlet).
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { AuthLayout } from "~/components/auth/AuthLayout";
import { AuthMessageBox } from "~/components/auth/AuthMessageBox";
import { SubmitButton } from "~/components/auth/buttons";
import { PasswordStrengthMeter } from "~/components/auth/PasswordStrengthMeter";
import { TextField } from "~/components/ui/TextField";
import { useBusyIntent } from "~/components/auth/useBusyIntent";
import { useClientValidation } from "~/components/auth/useClientValidation";
import { useMessageToasts } from "~/components/auth/useMessageToasts";
import { AUTH_SCREEN_COPY, confirmPasswordError, fieldErrorsOf, formValues, type AuthActionData } from "~/kernel/auth-form";
import { AUTH_COPY } from "~/kernel/copy/auth";
import { APP_NAME } from "~/kernel/copy/shell";
import { redirectWithToast } from "~/server/toast.server";
import { firstError, NewPasswordSchema, PasswordSchema } from "~/kernel/validation";
import { resetPassword } from "../../worker/auth/auth-actions.server";

type ResetAnswer = Pick<AuthActionData, "fieldErrors" | "error">;

export const meta: MetaFunction = () => [{ title: `${AUTH_SCREEN_COPY.newPasswordTitle} · ${APP_NAME}` }];

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const linkError = url.searchParams.has("error")
    ? AUTH_SCREEN_COPY.resetLinkInvalid
    : firstError(NewPasswordSchema.shape.token, token);
  return { token, linkError };
}

export async function action({ context, request }: ActionFunctionArgs) {
  const values = formValues(await request.formData());
  const parsed = NewPasswordSchema.safeParse(values);
  const fieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  fieldErrors.confirmPassword ??= confirmPasswordError(values.password ?? "", values.confirmPassword ?? "") ?? undefined;
  if (!parsed.success || fieldErrors.confirmPassword) {
    const error = fieldErrors.token ? { title: AUTH_COPY.resetFailed, description: fieldErrors.token } : undefined;
    return data<ResetAnswer>({ fieldErrors, error }, 400);
  }
  try {
    const result = await resetPassword(context.app, request, parsed.data);
    if (!result.ok) return data<ResetAnswer>({ error: { title: AUTH_COPY.resetFailed, description: result.message } }, 400);
  } catch (error) {
    console.error(`[${context.app.requestId}] password reset failed`, error);
    return data<ResetAnswer>(
      { error: { title: AUTH_COPY.genericErrorTitle, description: AUTH_COPY.genericErrorText } },
      500,
    );
  }
  return redirectWithToast("/auth", {
    title: AUTH_SCREEN_COPY.passwordUpdatedTitle,
    description: AUTH_SCREEN_COPY.passwordUpdatedText,
    variant: "success",
  });
}

export default function ResetPassword() {
  const { token, linkError } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
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
        <NewPasswordForm token={token} answer={answer} />
      )}
    </AuthLayout>
  );
}

function NewPasswordForm({ token, answer }: { token: string; answer?: ResetAnswer }) {
  const busy = useBusyIntent("set-password");
  const submitCheck = useClientValidation(NewPasswordSchema);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [touched, setTouched] = useState({ password: false, confirm: false });
  const serverErrors = answer?.fieldErrors ?? {};
  const passwordError = touched.password ? firstError(PasswordSchema, password) : serverErrors.password;
  const confirmError = touched.confirm ? confirmPasswordError(password, confirm) : serverErrors.confirmPassword;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setTouched({ password: true, confirm: true });
    submitCheck.onSubmit(event);
    if (confirmPasswordError(password, confirm)) event.preventDefault();
  }

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="intent" value="set-password" />
      <input type="hidden" name="token" value={token} />
      <AuthMessageBox message={answer?.error} tone="error" />
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
