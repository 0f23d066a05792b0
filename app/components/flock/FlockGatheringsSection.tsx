import { Link } from "@remix-run/react";
import { GatheringCard } from "~/components/gatherings/GatheringCard";
import { FLOCK_COPY } from "~/kernel/copy/flock";
import type { GatheringCardView } from "~/kernel/gatherings/views";
import { SectionPlace } from "../ui/SectionPlace";

const C = FLOCK_COPY.gatherings;

/** The flock's upcoming gatherings on its page, the same cards as The Pasture's; its leaders may plan one. */
export function FlockGatheringsSection({ gatherings, canLead, title }: { gatherings: GatheringCardView[]; canLead: boolean; title: string }) {
  return (
    <SectionPlace id="flock-gatherings" title={title}>
      {gatherings.length > 0 ? (
        <ul className="space-y-3">
          {gatherings.map((gathering) => (
            <li key={gathering.roomName}>
              <GatheringCard gathering={gathering} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{C.empty}</p>
      )}
      {canLead ? (
        <Link to="/pasture/gathering/new" className="text-sm font-semibold text-primary underline underline-offset-4">
          {C.plan}
        </Link>
      ) : null}
    </SectionPlace>
  );
}
