import { useId } from "react";
import { SPARKLINE, sparklinePath } from "~/kernel/admin/sparkline";
import { DASHBOARD_COPY as C } from "~/kernel/copy/admin";

/**
 * One 30-day series: a server-drawn line (an image named by its summary) and the same numbers as a
 * table behind "Show the numbers".
 */
export function Sparkline({ label, days, values, testId }: { label: string; days: string[]; values: number[]; testId: string }) {
  const titleId = useId();
  const { path, max } = sparklinePath(values);
  const total = values.reduce((sum, value) => sum + value, 0);
  return (
    <section aria-labelledby={titleId} className="card" data-testid={testId}>
      <h3 id={titleId} className="text-sm font-semibold">
        {label}
      </h3>
      <p className="mt-1 text-2xl font-bold tabular-nums">{total}</p>
      <svg
        role="img"
        aria-label={C.seriesSummary(label, total, max)}
        viewBox={`0 0 ${SPARKLINE.width} ${SPARKLINE.height}`}
        className="mt-2 h-10 w-full text-primary"
        preserveAspectRatio="none"
      >
        <path d={path} fill="none" stroke="currentColor" strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
      </svg>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-semibold text-primary underline underline-offset-4">{C.showTable}</summary>
        <div className="mt-2">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{label}</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {C.tableDay}
                </th>
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {C.tableValue}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day, index) => (
                <tr key={day} className="border-b border-border/60 last:border-0">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {day}
                  </th>
                  <td className="py-1 pr-3 tabular-nums">{values[index]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
