import { Form } from "@remix-run/react";
import { TwoFactorPanel, type TotpSetupView } from "./TwoFactorPanel";

export const SECURITY_INTENTS = ["enable-2fa", "verify-2fa", "disable-2fa"] as const;

/** What the settings action answers to a Security form (the route adds other sections' shapes). */
export interface SecurityActionData {
  intent: string;
  error?: string;
  fieldErrors?: { password?: string; code?: string };
  setup?: TotpSetupView;
}

export function SecuritySection({
  twoFactorEnabled,
  email,
  actionData,
}: {
  twoFactorEnabled: boolean;
  email: string;
  actionData: SecurityActionData | null;
}) {
  const ours = actionData && (SECURITY_INTENTS as readonly string[]).includes(actionData.intent) ? actionData : null;
  return (
    <section aria-labelledby="security-heading" className="mt-8">
      <h2 id="security-heading" className="text-xl font-semibold">
        Security
      </h2>
      {actionData && !ours && actionData.error ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {actionData.error}
        </p>
      ) : null}
      <TwoFactorPanel enabled={twoFactorEnabled} email={email} actionData={ours} />
      <div className="card mt-4">
        <h3 className="text-lg font-semibold">Sign out</h3>
        <p className="mt-1 text-sm text-muted">Sign out of Shepherd on this device.</p>
        <Form method="post" action="/auth/sign-out" className="mt-4">
          <button type="submit" className="btn-secondary">
            Sign out
          </button>
        </Form>
      </div>
    </section>
  );
}
