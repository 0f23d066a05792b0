/**
 * Two-factor authentication in settings: off → password → scan the QR code (or type the key),
 * keep the backup codes → a 6-digit code turns it on. Turning it off takes the password and a
 * current code or a backup code. Every step is a real form, so it works before JavaScript loads.
 */
import { getFormProps } from "@conform-to/react";
import { Form, Link, useActionData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { TextField, type TextFieldProps } from "~/components/ui/TextField";
import { useHydrated } from "~/components/ui/useHydrated";
import { replyTo, useIntentForm } from "~/components/ui/useIntentForm";
import { FormAlert, SubmitButton, useFocusFirstInvalid } from "./form-parts";
import { AccountName, ReauthFields } from "./ReauthFields";
import { TWO_FACTOR_STATUS } from "~/kernel/copy/settings";
import { ConfirmTwoFactorSchema, DisableTwoFactorSchema, EnableTwoFactorSchema, type TotpSetupView } from "~/kernel/settings";

const TWO_FACTOR_INTENTS = ["enable-2fa", "verify-2fa", "disable-2fa"];

/** The set-up in progress: the answer to step 1, or kept beside a refused code of step 2. */
function setupIn(answer: unknown): TotpSetupView | undefined {
  return answer && typeof answer === "object" && "setup" in answer ? (answer.setup as TotpSetupView) : undefined;
}

export function TwoFactorPanel({
  enabled,
  email,
}: {
  enabled: boolean;
  /** The account's email, for password managers (they pair a password with a username field). */
  email: string;
}) {
  const answer = useActionData();
  const setup = !enabled ? setupIn(answer) : undefined;
  // A refusal of the whole step (a limit, a set-up gone stale) shows above whichever step comes next.
  const refusal = TWO_FACTOR_INTENTS.map((intent) => replyTo(answer, intent)?.error?.[""]?.[0]).find(Boolean);
  return (
    <section aria-labelledby="two-factor-heading" className="card mt-4">
      <h3 id="two-factor-heading" className="text-lg font-semibold">
        Two-factor authentication
      </h3>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            enabled ? "bg-primary text-primary-fg" : "bg-border/60 text-fg"
          }`}
          aria-hidden="true"
        >
          {enabled ? "On" : "Off"}
        </span>
        <span>{enabled ? TWO_FACTOR_STATUS.on : TWO_FACTOR_STATUS.off}</span>
      </p>
      <FormAlert message={refusal} />
      {enabled ? <DisableForm email={email} /> : setup ? <SetupSteps setup={setup} /> : <EnableForm email={email} />}
    </section>
  );
}

function EnableForm({ email }: { email: string }) {
  const [form, fields, reply] = useIntentForm("enable-2fa", EnableTwoFactorSchema);
  const formRef = useFocusFirstInvalid(reply);
  return (
    <>
      <p className="mt-2 text-sm text-muted">
        Add a second step when you sign in: a 6-digit code from an authenticator app on your phone. Even if someone
        learns your password, they can't get in without it.
      </p>
      <Form method="post" ref={formRef} className="mt-4 space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="enable-2fa" />
        <AccountName email={email} />
        <Field
          label="Current password"
          name={fields.password.name}
          type="password"
          autoComplete="current-password"
          error={fields.password.errors?.[0]}
        />
        <SubmitButton intent="enable-2fa" className="btn-primary">
          Set up two-factor authentication
        </SubmitButton>
      </Form>
    </>
  );
}

function SetupSteps({ setup }: { setup: TotpSetupView }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [form, fields, reply] = useIntentForm("verify-2fa", ConfirmTwoFactorSchema);
  const formRef = useFocusFirstInvalid(reply);
  const codeError = fields.code.errors?.[0];
  useEffect(() => {
    if (!codeError) headingRef.current?.focus();
  }, [setup.totpURI, codeError]);
  return (
    <div className="mt-4 space-y-6">
      <section aria-labelledby="totp-scan-heading">
        <h4 id="totp-scan-heading" ref={headingRef} tabIndex={-1} className="font-semibold">
          1. Add Shepherd to your authenticator app
        </h4>
        <p className="mt-1 text-sm text-muted">
          Open an app such as Google Authenticator, Microsoft Authenticator or 1Password and scan this code.
        </p>
        <div
          role="img"
          aria-label="QR code to add Shepherd to your authenticator app"
          className="mt-3 w-fit rounded-lg bg-white p-2 [&>svg]:h-48 [&>svg]:w-48"
          dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
        />
        <p className="mt-3 text-sm">Can't scan it? Enter this key instead:</p>
        <p className="mt-1 flex flex-wrap items-center gap-2">
          <code data-testid="totp-secret" className="break-all rounded bg-border/40 px-2 py-1 font-mono text-sm">
            {groupInFours(setup.secret)}
          </code>
          <CopyButton text={setup.secret} label="Copy key" />
        </p>
      </section>

      <section aria-labelledby="backup-codes-heading">
        <h4 id="backup-codes-heading" className="font-semibold">
          2. Keep your backup codes
        </h4>
        <p className="mt-1 text-sm text-muted">
          If you lose your phone, a backup code lets you sign in. Save these somewhere safe; each works once.
        </p>
        <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm">
          {setup.backupCodes.map((code) => (
            <li key={code} className="rounded bg-border/40 px-2 py-1 text-center">
              {code}
            </li>
          ))}
        </ul>
        <CopyButton text={setup.backupCodes.join("\n")} label="Copy backup codes" className="mt-3" />
      </section>

      <section aria-labelledby="totp-confirm-heading">
        <h4 id="totp-confirm-heading" className="font-semibold">
          3. Enter a code to turn it on
        </h4>
        <Form method="post" ref={formRef} className="mt-3 space-y-4" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="verify-2fa" />
          <input type="hidden" name="totpURI" value={setup.totpURI} />
          {setup.backupCodes.map((code) => (
            <input key={code} type="hidden" name="backupCodes" value={code} />
          ))}
          <Field
            label="6-digit code from your app"
            name={fields.code.name}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={codeError}
            className="max-w-[12rem] font-mono tracking-widest"
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton intent="verify-2fa" className="btn-primary">
              Turn on two-factor authentication
            </SubmitButton>
            <Link to="/settings" className="btn-ghost">
              Cancel
            </Link>
          </div>
        </Form>
      </section>
    </div>
  );
}

function DisableForm({ email }: { email: string }) {
  const [form, fields, reply] = useIntentForm("disable-2fa", DisableTwoFactorSchema);
  const formRef = useFocusFirstInvalid(reply);
  return (
    <>
      <p className="mt-2 text-sm text-muted">
        You'll be asked for a code from your authenticator app each time you sign in. To turn it off, confirm it's you.
      </p>
      <Form method="post" ref={formRef} className="mt-4 space-y-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="disable-2fa" />
        <ReauthFields
          idPrefix="security"
          email={email}
          withCode
          errors={{ password: fields.password.errors?.[0], code: fields.code.errors?.[0] }}
        />
        <SubmitButton intent="disable-2fa" className="btn-secondary">
          Turn off two-factor authentication
        </SubmitButton>
      </Form>
    </>
  );
}

/** The shared labelled field, with ids stable across renders so errors stay linked. */
function Field({ name, ...props }: Omit<TextFieldProps, "id"> & { name: string }) {
  return <TextField id={`security-${name}`} name={name} {...props} />;
}

function CopyButton({ text, label, className = "" }: { text: string; label: string; className?: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  if (!hydrated) return null;
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <button
        type="button"
        className="btn-secondary min-h-[36px] px-3 text-xs"
        onClick={() => {
          navigator.clipboard.writeText(text).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {label}
      </button>
      <span role="status" className="text-xs text-muted">
        {copied ? "Copied" : ""}
      </span>
    </span>
  );
}

function groupInFours(secret: string) {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}
