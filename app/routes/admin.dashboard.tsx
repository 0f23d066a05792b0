import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  type SerializeFrom,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuditLog } from "~/components/admin/AuditLog";
import { Sparkline } from "~/components/admin/Sparkline";
import { adminHref } from "~/kernel/admin/rules";
import { DASHBOARD_COPY as C } from "~/kernel/copy/admin";
import { ADMIN_GRANT_COPY as GRANT } from "~/kernel/copy/subscription";
import { requireAdmin } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { EmailSchema } from "~/kernel/validation";
import { z } from "~/kernel/zod";
import { dashboardReport, type DashboardReport } from "../../worker/domain/admin/dashboard.server";
import { grantPremiumByEmail } from "../../worker/domain/billing.server";

export const meta: MetaFunction = () => [{ title: "Admin · Shepherd" }];

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  return dashboardReport(context.app.db, context.app.env, { withOutbox: context.app.providers.email.name === "outbox" });
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
  const report = useLoaderData<typeof loader>();
  const stats: [string, number, string][] = [
    [C.stats.members, report.members.total, "members"],
    [C.stats.new7, report.members.new7, "new-7"],
    [C.stats.new30, report.members.new30, "new-30"],
    [C.stats.daily, report.active.daily, "active-daily"],
    [C.stats.weekly, report.active.weekly, "active-weekly"],
    [C.stats.monthly, report.active.monthly, "active-monthly"],
    [C.stats.completedToday, report.completedToday, "completed-today"],
    [C.stats.checkinsToday, report.checkinsToday, "checkins-today"],
    [C.stats.premium, report.membership.premium, "premium"],
    [C.stats.trials, report.membership.trials, "trials"],
  ];
  return (
    <main id="main">
      <h1 className="font-serif text-3xl font-bold">{C.title}</h1>
      <p className="mt-1 text-sm text-muted">{C.todayNote(report.today)}</p>
      <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {stats.map(([label, value, id]) => (
          <div key={id} className="card" data-testid={`stat-${id}`}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <Revenue revenue={report.revenue} />
        <section aria-labelledby="reports-heading" className="card" data-testid="stat-open-reports">
          <h2 id="reports-heading" className="text-sm text-muted">
            {C.stats.openReports}
          </h2>
          <p className="mt-1 text-2xl font-bold tabular-nums">{report.openReports}</p>
          <Link to={adminHref("reports")} className="mt-2 inline-block text-sm font-semibold text-primary underline underline-offset-4">
            {C.reportsLink}
          </Link>
        </section>
        {/* Open support tickets join this card once the support area's table exists on this branch. */}
        <section aria-labelledby="support-heading" className="card" data-testid="stat-support">
          <h2 id="support-heading" className="text-sm text-muted">
            {C.supportHeading}
          </h2>
          <p className="mt-1 text-sm">{C.supportPending}</p>
        </section>
      </div>
      <section aria-labelledby="trends-heading" className="mt-8">
        <h2 id="trends-heading" className="text-xl font-semibold">
          {C.trendsHeading}
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {(["newMembers", "activeMembers", "devotionalsCompleted", "checkins"] as const).map((key) => (
            <Sparkline key={key} label={C.series[key]} days={report.series.days} values={report.series[key]} testId={`series-${key}`} />
          ))}
        </div>
      </section>
      <AuditLog entries={report.audit} headingId="audit-heading" />
      <GrantPremiumForm />
      {report.outbox ? <Outbox recent={report.outbox.recent} count={report.outbox.count} /> : null}
    </main>
  );
}

/** Recurring revenue when billing is on; when it is off, the card says so plainly. */
function Revenue({ revenue }: { revenue: DashboardReport["revenue"] }) {
  return (
    <section aria-labelledby="revenue-heading" className="card" data-testid="stat-revenue">
      <h2 id="revenue-heading" className="text-sm text-muted">
        {C.stats.revenue}
      </h2>
      {revenue.state === "off" ? <p className="mt-1 text-sm">{C.revenueOff}</p> : null}
      {revenue.state === "unpriced" ? <p className="mt-1 text-sm">{C.revenueUnpriced(revenue.monthly, revenue.yearly)}</p> : null}
      {revenue.state === "priced" ? (
        <>
          <p className="mt-1 text-2xl font-bold tabular-nums">{revenue.label}</p>
          <p className="mt-1 text-sm text-muted">{C.revenuePriced(revenue.monthly, revenue.yearly)}</p>
        </>
      ) : null}
    </section>
  );
}

/** Local development's mail, links included: the way to follow them on a machine with no mail service. */
function Outbox({ recent, count }: { recent: NonNullable<SerializeFrom<typeof loader>["outbox"]>["recent"]; count: number }) {
  return (
    <section aria-labelledby="outbox-heading" className="mt-8">
      <h2 id="outbox-heading" className="text-xl font-semibold">
        Outbox
      </h2>
      <p className="mt-1 text-sm text-muted">
        In local development, with no mail service configured, every email the app sends waits here, newest first ({count} in all).
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
