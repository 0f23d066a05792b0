import { Link } from "@remix-run/react";
import { PRAYER_COPY } from "~/kernel/copy/prayer";
import { PRAYER_PAGE_COPY } from "~/kernel/copy/prayer-page";
import { prayAllHref, prayingMoreHref } from "~/kernel/prayer/rules";
import type { PrayerRequestView } from "~/kernel/prayer/views";
import { SectionPlace } from "../ui/SectionPlace";
import { PrayableList } from "./PrayableList";

const C = PRAYER_COPY.praying;

/**
 * /prayer's list of brothers' requests, those most in need first, each with "I prayed"; "Pray for all"
 * walks it. "Show more requests" (a link: it works before JavaScript) shows the rest of the list and
 * lands on `moreFrom`, the first request this page did not show.
 */
export function PrayForOthersSection({ requests, moreFrom }: { requests: PrayerRequestView[]; moreFrom: string | null }) {
  return (
    <SectionPlace id="prayer-praying" title={PRAYER_PAGE_COPY.sections.praying}>
      {requests.length > 0 ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted">{C.intro}</p>
            <Link to={prayAllHref()} className="btn-secondary">
              {PRAYER_COPY.prayAll}
            </Link>
          </div>
          <PrayableList requests={requests} />
          {moreFrom ? (
            <p className="text-center">
              <Link to={prayingMoreHref(moreFrom)} preventScrollReset className="btn-secondary">
                {C.more}
              </Link>
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-muted">{C.empty}</p>
      )}
    </SectionPlace>
  );
}
