import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  type SerializeFrom,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ADMIN_GRANT_COPY as GRANT } from "~/kernel/copy/subscription";
import { requireAdmin } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { EmailSchema } from "~/kernel/validation";
import { z } from "~/kernel/zod";
import { adminOverview } from "../../worker/domain/admin.server";
import { grantPremiumByEmail } from "../../worker/domain/billing.server";

export const meta: MetaFunction = () => [{ title: "Admin · Shepherd" }];

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  return adminOverview(context.app.db, { withOutbox: context.app.providers.email.name === "outbox" });
}

/** Grant Premium (comp or trial) without a payment: works with billing on or off. */
const GrantSchema = z.object({
  email: EmailSchema,
  kind: z.enum(["comp", "trial"], { error: GRANT.invalidKind }),
  days: z
    .string()
    .trim()
    .transform((value, context) => {
      if (value === "") return null;
      const days = Number(value);
      if (!/^\d{1,3}$/.test(value) || days < 1 || days > 365) {
        context.addIssue({ code: "custom", message: GRANT.invalidDays });
        return z.NEVER;
      }
      return days;
    }),
});
type GrantField = keyof z.input<typeof GrantSchema>;
type GrantValues = Record<GrantField, string>;

export async function action({ context, request }: ActionFunctionArgs) {
  requireAdmin(context);
  const form = await request.formData();
  const values: GrantValues = {
    email: String(form.get("email") ?? ""),
    kind: String(form.get("kind") ?? ""),
    days: String(form.get("days") ?? ""),
  };
  const fail = (fieldErrors: Partial<GrantValues>, status = 400) => data({ fieldErrors, values }, { status });
  const parsed = GrantSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Partial<GrantValues> = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as GrantField] ??= issue.message;
    return fail(fieldErrors);
  }
  const result = await grantPremiumByEmail(context.app, parsed.data);
  if (!result.ok) return fail({ email: result.message }, result.status);
  return redirectWithToast("/admin/dashboard", {
    title: GRANT.granted,
    description: GRANT.grantedText(parsed.data.email, parsed.data.kind, result.days),
    variant: "success",
  });
}

export default function AdminDashboard() {
  const overview = useLoaderData<typeof loader>();
  const stats: (readonly [string, number])[] = [
    ["Members", overview.users],
    ["Finished onboarding", overview.onboarded],
    ...(overview.outbox ? [["Emails in the outbox", overview.outbox.count] as const] : []),
    ["Render errors reported", overview.clientErrors],
  ];
  return (
    <main id="main">
      <h1 className="font-serif text-3xl font-bold">Dashboard</h1>
      <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {stats.map(([label, value]) => (
          <div key={label} className="card">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-1 text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <GrantPremiumForm />
      {overview.outbox ? <Outbox recent={overview.outbox.recent} /> : null}
    </main>
  );
}

/** Local development's mail, links included: the way to follow them on a machine with no mail service. */
function Outbox({ recent }: { recent: NonNullable<SerializeFrom<typeof loader>["outbox"]>["recent"] }) {
  return (
    <section aria-labelledby="outbox-heading" className="mt-8">
      <h2 id="outbox-heading" className="text-xl font-semibold">
        Outbox
      </h2>
      <p className="mt-1 text-sm text-muted">
        In local development, with no mail service configured, every email the app sends waits here, newest first.
      </p>
      {recent.length === 0 ? (
        <p className="mt-4">No emails yet.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {recent.map((email) => (
            <li key={email.id} className="card">
              <p className="text-sm text-muted">
                {email.kind} → {email.to} · {new Date(email.createdAt).toLocaleString()}
              </p>
              <p className="mt-1 font-semibold">{email.subject}</p>
              <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-sm">{email.text}</pre>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const INPUT_CLASS =
  "mt-1 block min-h-[44px] w-full rounded-lg border border-muted/50 bg-surface px-3 text-base text-fg aria-[invalid=true]:border-danger";

function GrantPremiumForm() {
  const answer = useActionData<typeof action>();
  const errors = answer?.fieldErrors ?? {};
  const values = answer?.values ?? { email: "", kind: "comp", days: "" };
  const submitting = useNavigation().state === "submitting";
  const errorId = (field: GrantField) => (errors[field] ? `grant-${field}-error` : undefined);
  return (
    <section aria-labelledby="grant-heading" className="card mt-8">
      <h2 id="grant-heading" className="text-xl font-semibold">
        {GRANT.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{GRANT.intro}</p>
      <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-[2fr_auto_1fr_auto] sm:items-start">
        <div>
          <label htmlFor="grant-email" className="text-sm font-semibold">
            {GRANT.email}
          </label>
          <input
            id="grant-email"
            name="email"
            type="email"
            autoComplete="off"
            defaultValue={values.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errorId("email")}
            className={INPUT_CLASS}
          />
          <FieldError id={errorId("email")} message={errors.email} />
        </div>
        <fieldset aria-describedby={errorId("kind")}>
          <legend className="text-sm font-semibold">{GRANT.kind}</legend>
          <div className="mt-1 flex min-h-[44px] items-center gap-4">
            {(["comp", "trial"] as const).map((kind) => (
              <label key={kind} className="inline-flex items-center gap-2">
                <input type="radio" name="kind" value={kind} defaultChecked={values.kind === kind} />
                {GRANT[kind]}
              </label>
            ))}
          </div>
          <FieldError id={errorId("kind")} message={errors.kind} />
        </fieldset>
        <div>
          <label htmlFor="grant-days" className="text-sm font-semibold">
            {GRANT.days}
          </label>
          <input
            id="grant-days"
            name="days"
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            defaultValue={values.days}
            aria-invalid={errors.days ? true : undefined}
            aria-describedby={[errorId("days"), "grant-days-hint"].filter(Boolean).join(" ")}
            className={INPUT_CLASS}
          />
          <p id="grant-days-hint" className="mt-1 text-xs text-muted">
            {GRANT.daysHint}
          </p>
          <FieldError id={errorId("days")} message={errors.days} />
        </div>
        <button type="submit" className="btn-primary sm:mt-6" disabled={submitting}>
          {GRANT.submit}
        </button>
      </Form>
    </section>
  );
}

function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-danger">
      {message}
    </p>
  );
}
