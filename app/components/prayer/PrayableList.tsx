import type { PrayerRequestView } from "~/kernel/prayer/views";
import { PrayedForm } from "./PrayedForm";
import { PrayerRequestCard } from "./PrayerRequestCard";
import { ReportRequestForm } from "./ReportRequestForm";

/** Brothers' requests, each with "I prayed" and a way to report it: /prayer's list and a flock's page. */
export function PrayableList({ requests }: { requests: PrayerRequestView[] }) {
  return (
    <ul className="space-y-3">
      {requests.map((request) => (
        <li key={request.id}>
          <PrayerRequestCard request={request}>
            <PrayedForm request={request} />
            <ReportRequestForm request={request} />
          </PrayerRequestCard>
        </li>
      ))}
    </ul>
  );
}
