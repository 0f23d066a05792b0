import { Form, Link } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { AUTH_SCREEN_COPY, signUpButtonDisabled, type AuthMessage } from "~/kernel/auth-form";
import { AUTH_COPY } from "~/kernel/copy/auth";
import {
  clampDisplayName,
  DISPLAY_NAME_MAX,
  DisplayNameSchema,
  EmailSchema,
  firstError,
  PasswordSchema,
  SignUpSchema,
} from "~/kernel/validation";
import { AuthMessageBox } from "./AuthMessageBox";
import { SubmitButton } from "./buttons";
import { PasswordStrengthMeter } from "./PasswordStrengthMeter";
import { TextField } from "~/components/ui/TextField";
import { useBusyIntent } from "./useBusyIntent";
import { useAuthForm } from "./useAuthForm";
import { useHydrated } from "~/components/ui/useHydrated";

type Field = "displayName" | "email" | "password";

/**
 * Sign-up with live checks: the name is checked as it is typed, email and password once
 * left (then as they change). Until hydration the button stays enabled and the server checks.
 */
export function SignUpForm({ error }: { error?: AuthMessage }) {
  const hydrated = useHydrated();
  const busy = useBusyIntent("sign-up");
  const { fields, formProps } = useAuthForm("sign-up", SignUpSchema);
  const [values, setValues] = useState<Record<Field, string>>({ displayName: "", email: "", password: "" });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ displayName: false, email: false, password: false });
  const [timeZone, setTimeZone] = useState("");
  useEffect(() => setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone), []);

  const liveErrors: Record<Field, string | null> = {
    displayName: firstError(DisplayNameSchema, values.displayName),
    email: firstError(EmailSchema, values.email),
    password: firstError(PasswordSchema, values.password),
  };
  const shown = (field: Field) => (touched[field] ? liveErrors[field] : (fields[field].errors?.[0] ?? null));

  const change = (field: Field, value: string, touch: boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (touch) setTouched((current) => ({ ...current, [field]: true }));
  };
  const blur = (field: Field) => setTouched((current) => ({ ...current, [field]: true }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setTouched({ displayName: true, email: true, password: true });
    formProps.onSubmit(event);
  }

  const disabled =
    hydrated &&
    signUpButtonDisabled({
      submitting: busy,
      nameError: shown("displayName"),
      emailError: shown("email"),
      password: values.password,
    });

  return (
    <Form method="post" {...formProps} onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="intent" value="sign-up" />
      <input type="hidden" name="timeZone" value={timeZone} />
      <AuthMessageBox message={error} tone="error" />
      <TextField
        label={AUTH_SCREEN_COPY.displayNameLabel}
        name="displayName"
        autoComplete="nickname"
        maxLength={DISPLAY_NAME_MAX}
        required
        value={values.displayName}
        onChange={(event) => change("displayName", clampDisplayName(event.target.value), true)}
        aside={`${values.displayName.length}/${DISPLAY_NAME_MAX}`}
        error={shown("displayName")}
      />
      <TextField
        label={AUTH_SCREEN_COPY.emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(event) => change("email", event.target.value, false)}
        onBlur={() => blur("email")}
        error={shown("email")}
      />
      <TextField
        label={AUTH_SCREEN_COPY.passwordLabel}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={(event) => change("password", event.target.value, false)}
        onBlur={() => blur("password")}
        hint={values.password ? <PasswordStrengthMeter password={values.password} /> : null}
        error={shown("password")}
      />
      <SubmitButton busy={busy} disabled={disabled}>
        {AUTH_COPY.signUpTab}
      </SubmitButton>
      <p className="text-center text-xs text-muted">
        {AUTH_SCREEN_COPY.legalPrefix}{" "}
        <Link to="/terms" className="font-semibold text-primary underline underline-offset-2">
          {AUTH_SCREEN_COPY.terms}
        </Link>{" "}
        {AUTH_SCREEN_COPY.legalJoin}{" "}
        <Link to="/privacy" className="font-semibold text-primary underline underline-offset-2">
          {AUTH_SCREEN_COPY.privacy}
        </Link>
        .
      </p>
    </Form>
  );
}
