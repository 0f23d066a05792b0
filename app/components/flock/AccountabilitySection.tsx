import { Form, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { FLOCK_COPY } from "~/kernel/copy/flock";
import { DEFAULT_NUDGE, FLOCK_LIMITS } from "~/kernel/flock/rules";
import { FLOCK_WALK_INTENTS as I } from "~/kernel/flock/schemas";
import type { AccountabilityRowView, AccountabilityView } from "~/kernel/flock/views";
import { PersonName } from "./PersonName";
import { SectionPlace } from "../ui/SectionPlace";

const C = FLOCK_COPY.walk;

/** A tick a screen reader reads whole: "Devotional: done today". */
function Tick({ label, done }: { label: string; done: boolean }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-sm ${done ? "bg-primary/15 font-medium text-primary" : "text-muted"}`}>
      <span aria-hidden="true">{done ? "✓" : "○"}</span>
      <span>
        {label}
        <span className="sr-only">: {done ? C.done : C.notYet}</span>
      </span>
    </span>
  );
}

/** "Nudge": opens a short form with his own words (or the default) and sends it. */
function NudgeForm({ action, row }: { action: string; row: AccountabilityRowView }) {
  const inputId = useId();
  const busy = useNavigation().formData?.get("memberId") === row.member.id;
  return (
    <details className="w-full">
      <summary className="btn-secondary inline-flex min-h-[44px] cursor-pointer items-center" aria-label={C.nudgeLabel(row.member.displayName)}>
        {C.nudge}
      </summary>
      <Form method="post" action={action} className="mt-2 space-y-2">
        <input type="hidden" name="intent" value={I.nudge} />
        <input type="hidden" name="memberId" value={row.member.id} />
        <label htmlFor={inputId} className="block text-sm font-medium">
          {C.nudgeMessage}
        </label>
        <input
          id={inputId}
          name="message"
          maxLength={FLOCK_LIMITS.nudge.max}
          placeholder={DEFAULT_NUDGE}
          className="block min-h-[44px] w-full rounded-lg border border-muted/50 bg-surface px-3 text-base"
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          {C.nudgeSend}
        </button>
      </Form>
    </details>
  );
}

function Row({ row, meId, action }: { row: AccountabilityRowView; meId: string; action: string }) {
  const self = row.member.id === meId;
  return (
    <li className="space-y-2 border-b border-border pb-3 last:border-b-0 last:pb-0">
      <PersonName person={row.member} aside={[C.streak(row.streak), self ? C.you : null].filter(Boolean).join(" ")} />
      <div className="flex flex-wrap items-center gap-2">
        <Tick label={C.devotional} done={row.devotionalToday} />
        <Tick label={C.checkIn} done={row.checkInToday} />
      </div>
      {row.canNudge ? <NudgeForm action={action} row={row} /> : self ? null : <p className="text-sm text-muted">{C.nudgedLabel(row.member.displayName)}</p>}
    </li>
  );
}

/**
 * "Walking together" on a flock's page: his own switch, with plainly what it shares, and the
 * brothers who share their walk — streak, today's devotional and check-in, and a nudge.
 */
export function AccountabilitySection({ flockId, view, meId, title }: { flockId: string; view: AccountabilityView; meId: string; title: string }) {
  const action = `/flock/${flockId}/walk`;
  const switching = useNavigation().formData?.get("intent") === I.accountability;
  return (
    <SectionPlace id="flock-accountability" title={title}>
      <p className="text-sm text-muted">{C.explain}</p>
      <Form method="post" action={action} className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value={I.accountability} />
        <input type="hidden" name="optIn" value={String(!view.optedIn)} />
        <p className="font-medium">{view.optedIn ? C.sharing : C.notSharing}</p>
        <button type="submit" className={view.optedIn ? "btn-secondary" : "btn-primary"} disabled={switching}>
          {view.optedIn ? C.optOut : C.optIn}
        </button>
      </Form>
      {view.rows.length > 0 ? (
        <ul className="space-y-3">
          {view.rows.map((row) => (
            <Row key={row.member.id} row={row} meId={meId} action={action} />
          ))}
        </ul>
      ) : (
        <p className="text-muted">{C.empty}</p>
      )}
    </SectionPlace>
  );
}
