import { useId, type ReactNode } from "react";
import { CHART_COPY } from "~/kernel/copy/insights";

export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

/**
 * One chart of /insights: a heading, the server-drawn SVG (an image named by its summary) and the
 * same numbers as a table for screen readers and anyone who prefers them.
 */
export function ChartFigure({
  title,
  intro,
  empty,
  table,
  testId,
  children,
}: {
  title: string;
  intro: string;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string | null;
  table: ChartTable;
  testId: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="card" data-testid={testId}>
      <h2 id={titleId} className="font-serif text-xl font-bold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      {empty ? (
        <p className="mt-4 text-sm text-muted">{empty}</p>
      ) : (
        <>
          <div className="mt-4">{children}</div>
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-semibold text-primary underline underline-offset-4">{CHART_COPY.showTable}</summary>
            <div className="mt-2 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{title}</caption>
                <thead>
                  <tr className="border-b border-border">
                    {table.columns.map((column) => (
                      <th key={column} scope="col" className="py-1.5 pr-3 font-semibold">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={String(row[0])} className="border-b border-border/60 last:border-0">
                      {row.map((cell, index) =>
                        index === 0 ? (
                          <th key={index} scope="row" className="py-1.5 pr-3 font-normal">
                            {cell}
                          </th>
                        ) : (
                          <td key={index} className="py-1.5 pr-3 tabular-nums">
                            {cell}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
