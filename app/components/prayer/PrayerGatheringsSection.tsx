import { Link } from "@remix-run/react";
import { GatheringCard } from "~/components/gatherings/GatheringCard";
import { PRAYER_COPY } from "~/kernel/copy/prayer";
import type { PrayerGatheringsView } from "~/kernel/prayer/views";
import { SectionPlace } from "../ui/SectionPlace";

const C = PRAYER_COPY.gatherings;

/** The prayer gatherings he may come to, the same cards as a flock's gatherings; those who may schedule one are offered the way to. */
export function PrayerGatheringsSection({ gatherings }: { gatherings: PrayerGatheringsView }) {
  return (
    <SectionPlace id="prayer-gatherings" title={C.heading}>
      {gatherings.list.length > 0 ? (
        <ul className="space-y-3">
          {gatherings.list.map((gathering) => (
            <li key={gathering.roomName}>
              <GatheringCard gathering={gathering} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">
          {C.empty}
          {gatherings.canSchedule ? ` ${C.emptyLeader}` : null}
        </p>
      )}
      {gatherings.canSchedule ? (
        <Link to="/prayer/gatherings/new" className="text-sm font-semibold text-primary underline underline-offset-4">
          {C.schedule}
        </Link>
      ) : null}
    </SectionPlace>
  );
}
