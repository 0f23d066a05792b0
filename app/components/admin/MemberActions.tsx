import { Form, useActionData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { FIELD_CONTROL_CLASS } from "~/components/ui/field-class";
import { FieldError } from "~/components/ui/FieldError";
import type { MemberDetailView } from "~/kernel/admin/user-views";
import { SUSPENSION_DAYS, type MemberIntent } from "~/kernel/admin/users";
import { ADMIN_USERS_COPY as COPY } from "~/kernel/copy/admin";
import { ADMIN_GRANT_COPY as GRANT } from "~/kernel/copy/subscription";

const A = COPY.actions;

/** The refused form's messages, by field ("" for the form as a whole), when it is this intent's. */
type Reply = { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> | null };

function useErrors(intent: MemberIntent) {
  const reply = useActionData<Reply>();
  const mine = reply?.initialValue?.intent === intent;
  return (field: string) => (mine ? (reply?.error?.[field]?.[0] ?? null) : null);
}

/**
 * A refusal no form on the page can show — an unknown or missing intent, or an action whose form is
 * not offered (suspending himself) — is answered above the forms.
 */
function OtherRefusal({ offered }: { offered: MemberIntent[] }) {
  const reply = useActionData<Reply>();
  const intent = reply?.initialValue?.intent;
  const shownByItsForm = typeof intent === "string" && (offered as string[]).includes(intent);
  const message = reply?.error?.intent?.[0] ?? (shownByItsForm ? null : reply?.error?.[""]?.[0]);
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-danger">
      {message}
    </p>
  );
}

/** What an administrator can do about this member; what would make no sense now is not offered. */
export function MemberActions({ member, self }: { member: MemberDetailView; self: boolean }) {
  const offered = offeredIntents(member, self);
  return (
    <section aria-labelledby="member-actions" className="space-y-4">
      <h2 id="member-actions" className="text-xl font-semibold">
        {A.heading}
      </h2>
      <OtherRefusal offered={offered} />
      <ActionForm intent="grant-premium" title={A.grantHeading} submit={GRANT.submit}>
        {(error) => (
          <>
            <fieldset>
              <legend className="text-sm font-semibold">{GRANT.kind}</legend>
              <div className="mt-1 flex min-h-[44px] items-center gap-4">
                {(["comp", "trial"] as const).map((kind) => (
                  <label key={kind} className="inline-flex items-center gap-2">
                    <input type="radio" name="kind" value={kind} defaultChecked={kind === "comp"} />
                    {GRANT[kind]}
                  </label>
                ))}
              </div>
              <FieldError id="grant-premium-kind-error" message={error("kind")} />
            </fieldset>
            <div>
              <label htmlFor="grant-premium-days" className="text-sm font-semibold">
                {GRANT.days}
              </label>
              <input
                id="grant-premium-days"
                name="days"
                type="number"
                inputMode="numeric"
                min={1}
                max={365}
                aria-invalid={error("days") ? true : undefined}
                aria-describedby={error("days") ? "grant-premium-days-hint grant-premium-days-error" : "grant-premium-days-hint"}
                className={FIELD_CONTROL_CLASS}
              />
              <p id="grant-premium-days-hint" className="mt-1 text-xs text-muted">
                {GRANT.daysHint}
              </p>
              <FieldError id="grant-premium-days-error" message={error("days")} />
            </div>
            <Reason intent="grant-premium" error={error("reason")} optional />
          </>
        )}
      </ActionForm>
      {offered.includes("revoke-premium") ? (
        <ActionForm intent="revoke-premium" title={A.revokeHeading} submit={A.revokeSubmit}>
          {(error) => <Reason intent="revoke-premium" error={error("reason")} />}
        </ActionForm>
      ) : null}
      {offered.includes("lift-suspension") ? (
        <ActionForm intent="lift-suspension" title={A.liftHeading} submit={A.liftSubmit}>
          {(error) => <Reason intent="lift-suspension" error={error("reason")} />}
        </ActionForm>
      ) : null}
      {offered.includes("suspend") ? (
        <ActionForm intent="suspend" title={A.suspendHeading} submit={A.suspendSubmit} danger>
          {(error) => (
            <>
              <div>
                <label htmlFor="suspend-days" className="text-sm font-semibold">
                  {A.suspendLength}
                </label>
                <select id="suspend-days" name="days" defaultValue="7" className={FIELD_CONTROL_CLASS} aria-describedby={error("days") ? "suspend-days-error" : undefined}>
                  {SUSPENSION_DAYS.map((days) => (
                    <option key={days} value={days}>
                      {A.suspendDays(days)}
                    </option>
                  ))}
                </select>
                <FieldError id="suspend-days-error" message={error("days")} />
              </div>
              <Reason intent="suspend" error={error("reason")} hint={A.suspendReasonHint} />
            </>
          )}
        </ActionForm>
      ) : null}
      {offered.includes("make-admin") || offered.includes("remove-admin") ? (
        <ActionForm
          intent={member.role === "admin" ? "remove-admin" : "make-admin"}
          title={A.adminHeading}
          submit={member.role === "admin" ? A.removeAdmin : A.makeAdmin}
        >
          {(error) => <Reason intent={member.role === "admin" ? "remove-admin" : "make-admin"} error={error("reason")} />}
        </ActionForm>
      ) : null}
      <ActionForm intent="send-password-reset" title={A.resetHeading} submit={A.resetSubmit}>
        {() => <p className="text-sm text-muted">{A.resetHint}</p>}
      </ActionForm>
      {offered.includes("delete-account") ? (
        <ActionForm intent="delete-account" title={A.deleteHeading} submit={A.deleteSubmit} danger>
          {(error) => (
            <>
              <p className="text-sm text-muted">{A.deleteHint}</p>
              <Reason intent="delete-account" error={error("reason")} />
              <div>
                <label className="inline-flex min-h-[44px] items-center gap-2">
                  <input type="checkbox" name="confirm" aria-describedby={error("confirm") ? "delete-account-confirm-error" : undefined} />
                  {A.deleteConfirm}
                </label>
                <FieldError id="delete-account-confirm-error" message={error("confirm")} />
              </div>
            </>
          )}
        </ActionForm>
      ) : null}
    </section>
  );
}

/** The actions that make sense for this member now: nothing on himself that would lock him out. */
function offeredIntents(member: MemberDetailView, self: boolean): MemberIntent[] {
  const offered: MemberIntent[] = ["grant-premium", "send-password-reset"];
  if (member.membership?.provider === "admin") offered.push("revoke-premium");
  if (member.suspension) offered.push("lift-suspension");
  else if (!self) offered.push("suspend");
  if (member.role !== "admin") offered.push("make-admin");
  else if (!self) offered.push("remove-admin");
  if (!self) offered.push("delete-account");
  return offered;
}

function ActionForm({
  intent,
  title,
  submit,
  danger = false,
  children,
}: {
  intent: MemberIntent;
  title: string;
  submit: string;
  danger?: boolean;
  children: (error: (field: string) => string | null) => ReactNode;
}) {
  const error = useErrors(intent);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const formError = error("");
  return (
    <Form method="post" noValidate aria-labelledby={`${intent}-heading`} className="card space-y-3">
      <h3 id={`${intent}-heading`} className="font-semibold">
        {title}
      </h3>
      {formError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {formError}
        </p>
      ) : null}
      <input type="hidden" name="intent" value={intent} />
      {children(error)}
      <button type="submit" className={danger ? "btn border border-danger bg-surface text-danger" : "btn-primary"} disabled={busy}>
        {submit}
      </button>
    </Form>
  );
}

function Reason({ intent, error, optional = false, hint = A.reasonHint }: { intent: MemberIntent; error: string | null; optional?: boolean; hint?: string }) {
  const id = `${intent}-reason`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {optional ? A.reasonOptional : A.reason}
      </label>
      <textarea
        id={id}
        name="reason"
        rows={2}
        maxLength={500}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className={`${FIELD_CONTROL_CLASS} py-2`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
