import { SectionPlace } from "~/components/ui/SectionPlace";
import { PRAYER_REQUESTS_COPY as R } from "~/kernel/copy/prayer";
import type { PrayerRequestView } from "~/kernel/prayer/views";
import { MyRequestActions } from "./MyRequestActions";
import { PrayerRequestCard } from "./PrayerRequestCard";
import { PrayerRequestForm } from "./PrayerRequestForm";

/**
 * His open requests on /prayer: the form to ask for prayer first, then each request he has not yet
 * marked answered, newest first — expired shared ones too, with "Renew".
 */
export function MyRequestsSection({ requests, flocks }: { requests: PrayerRequestView[]; flocks: { id: string; name: string }[] }) {
  return (
    <SectionPlace id="prayer-mine" title={R.mineTitle}>
      <details className="rounded-xl border border-border p-3" open={requests.length === 0}>
        <summary className="min-h-[44px] cursor-pointer py-2 font-semibold">{R.newTitle}</summary>
        {/* A fresh form once his new request is in the list, so it starts empty again. */}
        <PrayerRequestForm key={requests[0]?.id ?? "first"} flocks={flocks} />
      </details>
      {requests.length === 0 ? (
        <p className="text-muted">{R.empty}</p>
      ) : (
        <div className="space-y-3">
          {requests.map((request) => (
            <PrayerRequestCard key={request.id} request={request}>
              <MyRequestActions request={request} flocks={flocks} />
            </PrayerRequestCard>
          ))}
        </div>
      )}
    </SectionPlace>
  );
}
