import type { LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { AuditLog } from "~/components/admin/AuditLog";
import { Sparkline } from "~/components/admin/Sparkline";
import { adminHref } from "~/kernel/admin/rules";
import { DASHBOARD_COPY as C } from "~/kernel/copy/admin";
import { requireAdmin } from "~/server/guards.server";
import { dashboardReport, type DashboardReport } from "../../worker/domain/admin/dashboard.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Admin · Shepherd");

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  return dashboardReport(context.app.db, context.app.env, { withOutbox: context.app.providers.email.name === "outbox" });
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
        <section aria-labelledby="support-heading" className="card" data-testid="stat-support">
          <h2 id="support-heading" className="text-sm text-muted">
            {C.supportHeading}
          </h2>
          <p className="mt-1 text-2xl font-bold tabular-nums">{report.openTickets}</p>
          <p className="mt-1 text-sm text-muted">{C.supportWaiting(report.waitingTickets)}</p>
          <Link to={adminHref("support")} className="mt-2 inline-block text-sm font-semibold text-primary underline underline-offset-4">
            {C.supportLink}
          </Link>
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

/** How many of the newest mails the dashboard shows in full; the rest wait behind a disclosure. */
const OUTBOX_IN_FULL = 5;

type OutboxMail = NonNullable<SerializeFrom<typeof loader>["outbox"]>["recent"][number];

/**
 * Local development's mail, links included: the way to follow them on a machine with no mail service.
 * The newest few are shown whole (the link just asked for is among them); older ones stay one click away.
 */
function Outbox({ recent, count }: { recent: OutboxMail[]; count: number }) {
  const copy = C.outbox;
  const older = recent.slice(OUTBOX_IN_FULL);
  return (
    <section aria-labelledby="outbox-heading" className="mt-8">
      <h2 id="outbox-heading" className="text-xl font-semibold">
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{copy.intro(count)}</p>
      {recent.length === 0 ? <p className="mt-4">{copy.empty}</p> : <MailList mails={recent.slice(0, OUTBOX_IN_FULL)} />}
      {older.length > 0 ? (
        <details className="mt-4">
          <summary className="cursor-pointer font-semibold text-primary">
            {copy.older(older.length)}
          </summary>
          <MailList mails={older} />
        </details>
      ) : null}
      {count > recent.length ? <p className="mt-4 text-sm text-muted">{copy.onlyNewest(recent.length)}</p> : null}
    </section>
  );
}

function MailList({ mails }: { mails: OutboxMail[] }) {
  return (
    <ul className="mt-4 space-y-3">
      {mails.map((email) => (
        <li key={email.id} className="card">
          <p className="text-sm text-muted">
            {email.kind} → {email.to} · {new Date(email.createdAt).toLocaleString()}
          </p>
          <p className="mt-1 font-semibold">{email.subject}</p>
          <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-sm">{email.text}</pre>
        </li>
      ))}
    </ul>
  );
}
