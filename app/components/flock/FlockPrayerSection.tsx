import { Link } from "@remix-run/react";
import { PrayedForm } from "~/components/prayer/PrayedForm";
import { ReportRequestForm } from "~/components/prayer/ReportRequestForm";
import { PrayerRequestCard } from "~/components/prayer/PrayerRequestCard";
import { PRAYER_COPY } from "~/kernel/copy/prayer";
import { PRAYER_HREF } from "~/kernel/prayer/rules";
import type { PrayerRequestView } from "~/kernel/prayer/views";
import { SectionPlace } from "../ui/SectionPlace";

const C = PRAYER_COPY.praying;

/** The flock's open prayer requests on its page, each with "I prayed", and the way to share one of his own. */
export function FlockPrayerSection({ requests, title }: { requests: PrayerRequestView[]; title: string }) {
  return (
    <SectionPlace id="flock-prayer" title={title}>
      {requests.length > 0 ? (
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
      ) : (
        <p className="text-muted">{C.flockEmpty}</p>
      )}
      <Link to={PRAYER_HREF} className="text-sm font-semibold text-primary underline underline-offset-4">
        {C.flockAsk}
      </Link>
    </SectionPlace>
  );
}
