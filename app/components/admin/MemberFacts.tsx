import type { ReactNode } from "react";
import type { MemberDetailView } from "~/kernel/admin/user-views";
import { ADMIN_COPY, ADMIN_USERS_COPY as COPY } from "~/kernel/copy/admin";
import { adminDay, adminMoment } from "./admin-dates";

const M = COPY.member;

/** Everything known about the member, section by section; lists that can be long are tables. */
export function MemberFacts({ member }: { member: MemberDetailView }) {
  return (
    <div className="space-y-6">
      <Section id="member-profile" title={M.profile}>
        <Facts
          rows={[
            [M.email, `${member.email} · ${member.emailVerified ? M.verified : M.unverified}`],
            [M.username, member.username ?? "—"],
            [M.joined, adminDay(member.joinedAt)],
            [M.timeZone, member.timeZone],
            [M.onboarded, member.onboarded ? "✓" : M.notOnboarded],
          ]}
        />
      </Section>
      <Section id="member-membership" title={M.membership}>
        {member.membership ? (
          <Facts
            rows={[
              [M.plan, `${COPY.plan[member.membership.plan]} (${member.membership.planType})`],
              [M.status, member.membership.status ?? "—"],
              [M.source, member.membership.provider ?? "—"],
              [M.trialEnd, member.membership.trialEnd ? adminDay(member.membership.trialEnd) : "—"],
              [M.periodEnd, member.membership.periodEnd ? adminDay(member.membership.periodEnd) : "—"],
            ]}
          />
        ) : (
          <p>{M.noSubscription}</p>
        )}
      </Section>
      <Section id="member-usage" title={M.usage(member.usageMonth.slice(0, 7))}>
        <Facts rows={Object.entries(M.usageLabels).map(([key, label]) => [label, String(member.usage?.[key as keyof typeof M.usageLabels] ?? 0)])} />
      </Section>
      <Section id="member-sessions" title={M.sessions}>
        <Table
          caption={M.sessions}
          empty={M.noSessions}
          columns={[M.sessionColumns.device, M.sessionColumns.started, M.sessionColumns.active]}
          rows={member.sessions.map((row) => [row.id, [row.userAgent ?? M.unknownDevice, adminMoment(row.createdAt), adminMoment(row.updatedAt)]])}
        />
      </Section>
      <Section id="member-flocks" title={M.flocks}>
        {member.flocks.length === 0 ? (
          <p>{M.noFlocks}</p>
        ) : (
          <ul className="list-disc pl-5">
            {member.flocks.map((flock) => (
              <li key={flock.id}>
                {flock.name} · {flock.role}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="member-reports" title={M.reports}>
        <Table
          caption={M.reports}
          empty={M.noReports}
          columns={[M.reportColumns.kind, M.reportColumns.reason, M.reportColumns.at, M.reportColumns.state]}
          rows={member.reports.map((row) => [row.id, [row.kind, row.reason, adminMoment(row.at), row.resolved ? M.reportResolved : M.reportOpen]])}
        />
      </Section>
      <Section id="member-audit" title={M.audit}>
        <Table
          caption={M.audit}
          empty={ADMIN_COPY.audit.empty}
          columns={[ADMIN_COPY.audit.columns.at, ADMIN_COPY.audit.columns.actor, ADMIN_COPY.audit.columns.action, ADMIN_COPY.audit.columns.reason]}
          rows={member.audit.map((row) => [row.id, [adminMoment(row.at), row.actor, row.actionLabel, row.reason ?? "—"]])}
        />
      </Section>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A table that scrolls sideways on a phone rather than squeezing its columns. */
function Table({ caption, empty, columns, rows }: { caption: string; empty: string; columns: string[]; rows: [string, string[]][] }) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[28rem] text-left">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="py-1 pr-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, cells]) => (
            <tr key={key} className="border-t border-border">
              {cells.map((cell, index) => (
                <td key={index} className="py-1 pr-3 align-top break-words">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
