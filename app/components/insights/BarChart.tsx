import { BAR_LAYOUT, barRows } from "~/kernel/insights-chart";

/** Horizontal bars with their labels and values, drawn on the server (no chart library). */
export function BarChart({ items, summary }: { items: { label: string; value: number }[]; summary: string }) {
  const { rows, height } = barRows(items);
  const { width, labelWidth, valueWidth, rowHeight, barHeight } = BAR_LAYOUT;
  const trackWidth = width - labelWidth - valueWidth;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary} className="h-auto w-full max-w-md text-[11px]">
      {rows.map((row) => {
        const middle = row.y + rowHeight / 2;
        return (
          <g key={row.label}>
            <text x={labelWidth - 8} y={middle} textAnchor="end" dominantBaseline="central" className="fill-fg">
              {row.label}
            </text>
            <rect x={labelWidth} y={middle - barHeight / 2} width={trackWidth} height={barHeight} rx={4} className="fill-border/40" />
            {row.length > 0 ? <rect x={labelWidth} y={middle - barHeight / 2} width={row.length} height={barHeight} rx={4} className="fill-primary" /> : null}
            <text x={labelWidth + trackWidth + 6} y={middle} dominantBaseline="central" className="fill-fg font-semibold tabular-nums">
              {row.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
