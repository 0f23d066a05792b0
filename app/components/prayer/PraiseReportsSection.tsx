import { PRAYER_COPY } from "~/kernel/copy/prayer";
import type { PrayerRequestView } from "~/kernel/prayer/views";
import { SectionPlace } from "../ui/SectionPlace";

const C = PRAYER_COPY.praise;

/** Answered prayers his brothers have told of: the testimony first, then what he had asked. */
export function PraiseReportsSection({ reports }: { reports: PrayerRequestView[] }) {
  return (
    <SectionPlace id="prayer-praise" title={C.title}>
      {reports.length > 0 ? (
        <ul className="space-y-3">
          {reports.map((report) => {
            const headingId = `praise-${report.id}-heading`;
            return (
              <li key={report.id}>
                <article aria-labelledby={headingId} className="rounded-lg border border-border p-4">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 id={headingId} className="font-semibold">
                      {report.author?.displayName ?? PRAYER_COPY.anonymousAuthor}
                    </h3>
                    <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-fg">{PRAYER_COPY.answered}</span>
                  </div>
                  <p className="mt-1 text-sm text-muted">{report.audienceLabel}</p>
                  <p className="mt-2 whitespace-pre-line">{report.testimony}</p>
                  <p className="mt-2 text-sm text-muted">
                    {C.asked} <span className="whitespace-pre-line">{report.body}</span>
                  </p>
                </article>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-muted">{C.empty}</p>
      )}
    </SectionPlace>
  );
}
