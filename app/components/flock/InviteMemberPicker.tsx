import { Form, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { FLOCK_COPY } from "~/kernel/copy/flock";
import { FLOCK_PAGE_INTENTS as I } from "~/kernel/flock/schemas";
import type { FlockPersonView } from "~/kernel/flock/views";
import { IntentButton } from "./IntentButton";
import { PersonName } from "./PersonName";

const C = FLOCK_COPY.page;

/**
 * "Invite a brother you know": a search (a GET form, so it works before JavaScript) over the men he
 * knows from The Pasture and his flocks, each found brother with an Invite button.
 */
export function InviteMemberPicker({ query, found, invited }: { query: string | null; found: FlockPersonView[]; invited: FlockPersonView[] }) {
  const inputId = useId();
  const hintId = useId();
  const searching = useNavigation().state === "loading";
  return (
    <div className="space-y-3">
      <Form method="get" role="search" preventScrollReset className="space-y-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          {C.inviteMemberSearch}
        </label>
        <p id={hintId} className="text-sm text-muted">
          {C.inviteMemberHint}
        </p>
        <div className="flex gap-2">
          <input
            id={inputId}
            name="q"
            type="search"
            defaultValue={query ?? ""}
            maxLength={60}
            aria-describedby={hintId}
            className="block min-h-[44px] w-full rounded-lg border border-muted/50 bg-surface px-3 text-base"
          />
          <button type="submit" className="btn-secondary" disabled={searching}>
            {FLOCK_COPY.page.inviteMemberSearchSubmit}
          </button>
        </div>
      </Form>
      {query !== null ? (
        found.length === 0 ? (
          <p role="status">{C.inviteMemberNone}</p>
        ) : (
          <ul aria-label={C.inviteMemberTitle} className="divide-y divide-border">
            {found.map((person) => (
              <li key={person.id} className="flex items-center justify-between gap-3 py-2">
                <PersonName person={person} />
                <IntentButton intent={I.inviteMember} fields={{ memberId: person.id }} label={`${C.inviteMemberSubmit}: ${person.displayName}`}>
                  {C.inviteMemberSubmit}
                </IntentButton>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {invited.length > 0 ? (
        <div>
          <h4 className="text-sm font-medium">{C.pendingInvitations}</h4>
          <ul className="mt-1 space-y-2">
            {invited.map((person) => (
              <li key={person.id}>
                <PersonName person={person} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
