/** A list of audit log entries: who did what, to whom, when and why. */
import { ADMIN_COPY } from "~/kernel/copy/admin";

export interface AuditLogItem {
  id: string;
  actionLabel: string;
  actor: string;
  target: string | null;
  reason: string | null;
  at: string;
}

export function AuditLogList({ entries, empty = ADMIN_COPY.audit.empty }: { entries: AuditLogItem[]; empty?: string }) {
  if (entries.length === 0) return <p className="mt-3">{empty}</p>;
  return (
    <ul className="mt-3 divide-y divide-border">
      {entries.map((entry) => (
        <li key={entry.id} className="py-3 text-sm">
          <p>
            <span className="font-semibold">{entry.actionLabel}</span>
            {entry.target ? <> · {entry.target}</> : null}
          </p>
          <p className="text-muted">
            {entry.actor} · <time dateTime={entry.at}>{new Date(entry.at).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC</time>
          </p>
          {entry.reason ? <p className="mt-1">{entry.reason}</p> : null}
        </li>
      ))}
    </ul>
  );
}
