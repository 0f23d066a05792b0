import { connectionLabel } from "~/kernel/connection";
import { STAT_LABELS } from "~/kernel/copy/insights";
import type { InsightStats } from "~/kernel/insights";

/** The period's counts at a glance, as a description list. */
export function StatTiles({ stats }: { stats: InsightStats }) {
  const average = stats.connection.average;
  const tiles = [
    { label: STAT_LABELS.completions, value: String(stats.completions), note: STAT_LABELS.ofDays(stats.days) },
    { label: STAT_LABELS.checkIns, value: String(stats.checkIns), note: STAT_LABELS.ofDays(stats.days) },
    { label: STAT_LABELS.journalEntries, value: String(stats.journalEntries), note: null },
    { label: STAT_LABELS.whispers, value: String(stats.whispers), note: null },
    ...(stats.planDays > 0 ? [{ label: STAT_LABELS.planDays, value: String(stats.planDays), note: null }] : []),
    {
      label: STAT_LABELS.connection,
      value: average === null ? "—" : String(average),
      note: average === null ? STAT_LABELS.noConnection : connectionLabel(average),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="insight-stats">
      {tiles.map((tile) => (
        <div key={tile.label} className="flex flex-col rounded-xl border border-border bg-surface p-3">
          <dt className="order-2 text-sm text-muted">{tile.label}</dt>
          <dd className="order-1 font-serif text-2xl font-bold tabular-nums">{tile.value}</dd>
          {tile.note ? <dd className="order-3 text-xs text-muted">{tile.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
