import { ADMIN_COPY } from "~/kernel/copy/admin";
import { ScrollTable } from "./ScrollTable";
import { ColumnHeads } from "./ColumnHeads";

export interface AuditRow {
  id: string;
  actionLabel: string;
  actor: string;
  target: string | null;
  reason: string | null;
  at: string;
}

/** The audit log's entries as a table: when, who, what, whom, why. */
export function AuditLog({ entries, headingId, title = ADMIN_COPY.audit.title }: { entries: AuditRow[]; headingId: string; title?: string }) {
  const columns = ADMIN_COPY.audit.columns;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{ADMIN_COPY.audit.empty}</p>
      ) : (
        <ScrollTable labelledBy={headingId} className="mt-3">
          <table className="w-full text-left text-sm">
            <ColumnHeads labels={[columns.at, columns.actor, columns.action, columns.target, columns.reason]} cellClassName="py-1.5 pr-3 font-semibold" />
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-border/60 last:border-0">
                  <td className="whitespace-nowrap py-1.5 pr-3">{new Date(entry.at).toLocaleString()}</td>
                  <td className="py-1.5 pr-3 break-all">{entry.actor}</td>
                  <td className="py-1.5 pr-3">{entry.actionLabel}</td>
                  <td className="py-1.5 pr-3">{entry.target ?? "—"}</td>
                  <td className="py-1.5 pr-3">{entry.reason ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </section>
  );
}
