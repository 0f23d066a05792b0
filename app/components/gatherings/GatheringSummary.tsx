import type { GatheringSummaryView } from "~/kernel/gatherings/views";
import { GATHERINGS_COPY as C } from "~/kernel/copy/gatherings";

/** After the end: how many gathered, and for the host and co-hosts, who came and for how long. */
export function GatheringSummary({ summary, timeZone }: { summary: GatheringSummaryView; timeZone: string }) {
  const clock = new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" });
  return (
    <section className="card space-y-3" aria-labelledby="summary-title">
      <h2 id="summary-title" className="text-lg font-semibold">
        {C.join.summaryTitle}
      </h2>
      <p role="status">{C.errors.ended}</p>
      <p>{C.join.attendees(summary.attendeeCount)}</p>
      {summary.attendance ? (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{C.join.attendanceTitle}</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2">
                {C.join.attendanceName}
              </th>
              <th scope="col" className="py-2">
                {C.join.attendanceJoined}
              </th>
              <th scope="col" className="py-2 text-right">
                {C.join.attendanceMinutes}
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.attendance.map((row) => (
              <tr key={row.member.id} className="border-b border-border last:border-0">
                <th scope="row" className="py-2 font-medium">
                  {row.member.displayName}
                </th>
                <td className="py-2">
                  <time dateTime={row.firstJoinedAt}>{clock.format(new Date(row.firstJoinedAt))}</time>
                </td>
                <td className="py-2 text-right tabular-nums">{row.minutes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
