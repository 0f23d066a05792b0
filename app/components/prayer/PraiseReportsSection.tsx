import { PRAYER_COPY } from "~/kernel/copy/prayer";
import { PRAYER_PAGE_COPY } from "~/kernel/copy/prayer-page";
import type { PrayerRequestView } from "~/kernel/prayer/views";
import { SectionPlace } from "../ui/SectionPlace";
import { PrayerRequestCard } from "./PrayerRequestCard";

/** Answered prayers his brothers have told of: what was asked, answered, and the testimony. */
export function PraiseReportsSection({ reports }: { reports: PrayerRequestView[] }) {
  return (
    <SectionPlace id="prayer-praise" title={PRAYER_PAGE_COPY.sections.praise}>
      {reports.length > 0 ? (
        <ul className="space-y-3">
          {reports.map((report) => (
            <li key={report.id}>
              <PrayerRequestCard request={report} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{PRAYER_COPY.praise.empty}</p>
      )}
    </SectionPlace>
  );
}
