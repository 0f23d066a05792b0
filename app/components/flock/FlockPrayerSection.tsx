import { Link } from "@remix-run/react";
import { PrayableList } from "~/components/prayer/PrayableList";
import { PRAYER_COPY } from "~/kernel/copy/prayer";
import { PRAYER_HREF, prayingMoreHref } from "~/kernel/prayer/rules";
import type { PrayerRequestView } from "~/kernel/prayer/views";
import { SectionPlace } from "../ui/SectionPlace";

const C = PRAYER_COPY.praying;

/**
 * The flock's first open prayer requests on its page, each with "I prayed"; "Show more requests" opens
 * /prayer's whole list at `moreFrom`, the first one not shown here. Then the way to share one of his own.
 */
export function FlockPrayerSection({ requests, moreFrom, title }: { requests: PrayerRequestView[]; moreFrom: string | null; title: string }) {
  return (
    <SectionPlace id="flock-prayer" title={title}>
      {requests.length > 0 ? (
        <>
          <PrayableList requests={requests} />
          {moreFrom ? (
            <p>
              <Link to={prayingMoreHref(moreFrom)} className="btn-secondary">
                {C.more}
              </Link>
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-muted">{C.flockEmpty}</p>
      )}
      <Link to={PRAYER_HREF} className="text-sm font-semibold text-primary underline underline-offset-4">
        {C.flockAsk}
      </Link>
    </SectionPlace>
  );
}
