import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LevelBadge } from "~/components/admin/LevelBadge";
import { HEALTH_COPY as C } from "~/kernel/copy/admin";
import { requireAdmin } from "~/server/guards.server";
import { healthReport, type HealthReport } from "../../worker/domain/admin/health.server";
import { ScrollTable } from "~/components/admin/ScrollTable";
import { ColumnHeads } from "~/components/admin/ColumnHeads";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Health · Admin · Shepherd");

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  return healthReport(context.app.db, context.app.env, context.app.providers.email);
}

const when = (iso: string) => new Date(iso).toLocaleString();
const TH = "py-1.5 pr-3 font-semibold";
const TD = "py-1.5 pr-3 align-top";

export default function AdminHealth() {
  const report = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <h1 className="font-serif text-3xl font-bold">{C.title}</h1>
      <p className="mt-1 text-sm text-muted">{C.thresholdsNote}</p>
      <CronRuns cron={report.cron} />
      <Errors errors={report.errors} />
      <Providers providers={report.providers} emailProvider={report.emailProvider} />
      <section aria-labelledby="outbox-heading" className="card mt-8" data-testid="outbox-backlog">
        <h2 id="outbox-heading" className="flex items-center gap-2 text-xl font-semibold">
          {C.outboxHeading} <LevelBadge level={report.outbox.level} />
        </h2>
        <p className="mt-2">
          {C.outboxBacklog(report.outbox.backlog)} {report.outbox.oldest ? C.outboxOldest(when(report.outbox.oldest)) : null}
        </p>
      </section>
      <section aria-labelledby="tables-heading" className="mt-8" data-testid="table-rows">
        <h2 id="tables-heading" className="text-xl font-semibold">
          {C.tablesHeading}
        </h2>
        <div className="mt-3">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className={TH}>
                  {C.tableColumns.name}
                </th>
                <th scope="col" className={TH}>
                  {C.tableColumns.rows}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.tables.map((table) => (
                <tr key={table.name} className="border-b border-border/60 last:border-0">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {table.name}
                  </th>
                  <td className="py-1 pr-3 tabular-nums">{table.rows}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </main>
  );
}

function CronRuns({ cron }: { cron: HealthReport["cron"] }) {
  const columns = C.cronColumns;
  return (
    <section aria-labelledby="cron-heading" className="mt-6" data-testid="cron-runs">
      <h2 id="cron-heading" className="text-xl font-semibold">
        {C.cronHeading}
      </h2>
      <ScrollTable labelledBy="cron-heading" className="mt-3">
        <table className="w-full text-left text-sm">
          <ColumnHeads labels={[columns.job, columns.level, columns.started, columns.outcome, columns.error]} cellClassName={TH} />
          <tbody>
            {cron.map(({ job, level, run }) => (
              <tr key={job} className="border-b border-border/60 last:border-0" data-testid={`cron-${job}`}>
                <th scope="row" className={`${TD} font-normal`}>
                  {C.cronJobs[job]}
                </th>
                <td className={TD}>
                  <LevelBadge level={level} />
                </td>
                <td className={TD}>{run ? when(run.startedAt) : C.cronNever}</td>
                <td className={TD}>{run ? C.outcomes[run.outcome] : "—"}</td>
                <td className={`${TD} break-words`}>{run?.error ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </section>
  );
}

function Errors({ errors }: { errors: HealthReport["errors"] }) {
  const groups = [
    { key: "server", label: C.serverErrors, ...errors.server, lines: errors.server.recent.map((row) => ({ id: row.id, at: row.created_at, text: `${row.path ?? ""} — ${row.message}` })) },
    { key: "client", label: C.clientErrors, ...errors.client, lines: errors.client.recent.map((row) => ({ id: row.id, at: row.created_at, text: `${row.url ?? ""} — ${row.message}` })) },
  ];
  return (
    <section aria-labelledby="errors-heading" className="mt-8">
      <h2 id="errors-heading" className="text-xl font-semibold">
        {C.errorsHeading}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {groups.map((group) => (
          <section key={group.key} aria-labelledby={`errors-${group.key}`} className="card" data-testid={`errors-${group.key}`}>
            <h3 id={`errors-${group.key}`} className="flex items-center gap-2 text-sm font-semibold">
              {group.label} <LevelBadge level={group.level} />
            </h3>
            <p className="mt-1 text-2xl font-bold tabular-nums">{group.count}</p>
            {group.lines.length === 0 ? (
              <p className="mt-1 text-sm text-muted">{C.noErrors}</p>
            ) : (
              <ul className="mt-2 space-y-1 text-sm">
                {group.lines.map((line) => (
                  <li key={line.id} className="break-words">
                    <span className="text-muted">{when(line.at)}</span> {line.text}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}

function Providers({ providers, emailProvider }: { providers: HealthReport["providers"]; emailProvider: HealthReport["emailProvider"] }) {
  const columns = C.providerColumns;
  return (
    <section aria-labelledby="providers-heading" className="mt-8" data-testid="providers">
      <h2 id="providers-heading" className="text-xl font-semibold">
        {C.providersHeading}
      </h2>
      <ScrollTable labelledBy="providers-heading" className="mt-3">
        <table className="w-full text-left text-sm">
          <ColumnHeads labels={[columns.provider, columns.level, columns.configured, columns.detail, columns.lastError]} cellClassName={TH} />
          <tbody>
            {providers.map((provider) => (
              <tr key={provider.provider} className="border-b border-border/60 last:border-0" data-testid={`provider-${provider.provider}`}>
                <th scope="row" className={`${TD} font-normal`}>
                  {C.providers[provider.provider]}
                </th>
                <td className={TD}>
                  <LevelBadge level={provider.level} />
                </td>
                <td className={TD}>{provider.configured ? C.yes : C.no}</td>
                <td className={`${TD} break-words`}>
                  {provider.detail ?? (provider.provider === "email" && emailProvider === "outbox" ? C.emailOutboxNote : C.providerOff[provider.provider])}
                </td>
                <td className={`${TD} break-words`}>{provider.lastError ? `${when(provider.lastError.at)}: ${provider.lastError.message}` : C.noError}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </section>
  );
}
