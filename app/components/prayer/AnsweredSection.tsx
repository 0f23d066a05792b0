import { SectionPlace } from "~/components/ui/SectionPlace";
import { PRAYER_REQUESTS_COPY as R } from "~/kernel/copy/prayer";
import { PRAYER_REQUEST_INTENTS as I } from "~/kernel/prayer/schemas";
import type { PrayerRequestView } from "~/kernel/prayer/views";
import { RequestButton } from "./MyRequestActions";
import { PrayerRequestCard } from "./PrayerRequestCard";

/** His answered prayers with their testimonies, most recently answered first: the ones he will want to remember. */
export function AnsweredSection({ requests }: { requests: PrayerRequestView[] }) {
  return (
    <SectionPlace id="prayer-answered" title={R.answeredTitle}>
      {requests.length === 0 ? (
        <p className="text-muted">{R.answeredEmpty}</p>
      ) : (
        <div className="space-y-3">
          {requests.map((request) => (
            <PrayerRequestCard key={request.id} request={request}>
              <RequestButton request={request} intent={I.delete} label={R.delete} confirm={R.deleteConfirm} />
            </PrayerRequestCard>
          ))}
        </div>
      )}
    </SectionPlace>
  );
}
