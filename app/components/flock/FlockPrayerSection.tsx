import { Link } from "@remix-run/react";
import { PrayableList } from "~/components/prayer/PrayableList";
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
        <PrayableList requests={requests} />
      ) : (
        <p className="text-muted">{C.flockEmpty}</p>
      )}
      <Link to={PRAYER_HREF} className="text-sm font-semibold text-primary underline underline-offset-4">
        {C.flockAsk}
      </Link>
    </SectionPlace>
  );
}
