import { FLOCK_COPY } from "~/kernel/copy/flock";
import { FLOCK_PAGE_INTENTS as I } from "~/kernel/flock/schemas";
import type { FlockJoinRequestView } from "~/kernel/flock/views";
import { IntentButton } from "./IntentButton";
import { PersonName } from "./PersonName";

const C = FLOCK_COPY.page;

/** Men asking to join from a leader's profile, each with Approve and Decline. */
export function JoinRequests({ requests }: { requests: FlockJoinRequestView[] }) {
  if (requests.length === 0) return <p className="text-muted">{C.requestsNone}</p>;
  return (
    <ul className="divide-y divide-border">
      {requests.map(({ member }) => (
        <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
          <PersonName person={member} />
          <div className="flex gap-2">
            <IntentButton intent={I.answerRequest} fields={{ memberId: member.id, answer: "approve" }} variant="primary" label={`${C.approve}: ${member.displayName}`}>
              {C.approve}
            </IntentButton>
            <IntentButton intent={I.answerRequest} fields={{ memberId: member.id, answer: "decline" }} label={`${C.decline}: ${member.displayName}`}>
              {C.decline}
            </IntentButton>
          </div>
        </li>
      ))}
    </ul>
  );
}
