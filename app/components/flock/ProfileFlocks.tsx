import { useActionData } from "@remix-run/react";
import { firstMessage } from "~/components/ui/useIntentForm";
import { FLOCK_COPY } from "~/kernel/copy/flock";
import { ASK_TO_JOIN_INTENT } from "~/kernel/flock/schemas";
import type { ProfileFlockView } from "~/kernel/flock/views";
import { IntentButton } from "./IntentButton";
import { RefusalNote } from "./RefusalNote";

const C = FLOCK_COPY.profile;

/** The flocks a leader leads that take requests — name and size only — each with "Ask to join". */
export function ProfileFlocks({ flocks }: { flocks: ProfileFlockView[] }) {
  const refused = firstMessage(useActionData() as never);
  if (flocks.length === 0) return null;
  return (
    <section aria-labelledby="profile-flocks-heading" className="card mt-4 space-y-3">
      <h2 id="profile-flocks-heading" className="font-serif text-xl font-semibold">
        {C.title}
      </h2>
      <RefusalNote message={refused} />
      <ul className="divide-y divide-border">
        {flocks.map((flock) => (
          <li key={flock.id} className="flex items-center justify-between gap-3 py-2">
            <span>
              <span className="block font-medium">{flock.name}</span>
              <span className="block text-sm text-muted">{C.members(flock.memberCount)}</span>
            </span>
            {flock.asked ? (
              <span className="text-sm text-muted">{C.asked}</span>
            ) : (
              <IntentButton intent={ASK_TO_JOIN_INTENT} fields={{ flockId: flock.id }} label={`${C.ask}: ${flock.name}`}>
                {C.ask}
              </IntentButton>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
