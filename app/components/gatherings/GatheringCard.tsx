import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { GATHERINGS_COPY } from "~/kernel/copy/gatherings";
import { PRAYER_COPY } from "~/kernel/copy/prayer";
import type { GatheringCardView } from "~/kernel/gatherings/views";

const C = GATHERINGS_COPY.list;

/** Going / Can't make it: a real form (it works before JavaScript), answered with a redirect back and a toast. */
export function RsvpForm({ gathering }: { gathering: GatheringCardView }) {
  const location = useLocation();
  const navigation = useNavigation();
  const action = `/pasture/gathering/${gathering.roomName}/rsvp`;
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  const choice = (response: "going" | "not_going", label: string) => (
    <button
      type="submit"
      name="response"
      value={response}
      aria-pressed={gathering.myRsvp === response}
      disabled={busy}
      className={gathering.myRsvp === response ? "btn-primary" : "btn-secondary"}
    >
      {label}
    </button>
  );
  return (
    <Form method="post" action={action} preventScrollReset aria-label={C.rsvpLabel(gathering.title)} className="flex flex-wrap gap-2">
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {choice("going", C.rsvpGoing)}
      {choice("not_going", C.rsvpNotGoing)}
    </Form>
  );
}

/** One gathering in a list (a prayer gathering says so): what, who leads it, when on his clock, for whom, who is going — and his answer. */
export function GatheringCard({ gathering }: { gathering: GatheringCardView }) {
  const headingId = `gathering-${gathering.roomName}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          <Link to={gathering.joinHref} className="hover:underline">
            {gathering.title}
          </Link>
        </h3>
        {gathering.live ? (
          <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-fg">{C.liveNow}</span>
        ) : null}
      </div>
      {gathering.kind === "prayer" ? <p className="mt-1 text-sm font-semibold text-primary">{PRAYER_COPY.gatherings.label}</p> : null}
      <p className="mt-1 text-sm text-muted">{C.hostedBy(gathering.host.displayName)}</p>
      <p className="mt-1 text-sm">
        <time dateTime={gathering.startsAt}>{gathering.startsAtLabel}</time>
        {" · "}
        {C.duration(gathering.durationMinutes)}
      </p>
      <p className="mt-1 text-sm text-muted">
        {gathering.audienceLabel}
        {" · "}
        {C.going(gathering.goingCount)}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {gathering.isHost ? <p className="text-sm font-medium">{C.youLead}</p> : <RsvpForm gathering={gathering} />}
        <Link to={gathering.joinHref} className="btn-secondary">
          {C.join}
        </Link>
        <a href={gathering.icsHref} download className="text-sm font-semibold text-primary underline underline-offset-4">
          {C.addToCalendar}
        </a>
      </div>
    </article>
  );
}

/** The gatherings section of a page: the cards, or a warm word and the way to lead one. */
export function GatheringList({ gatherings, heading, emptyText }: { gatherings: GatheringCardView[]; heading: string; emptyText: string }) {
  return (
    <section aria-labelledby="gatherings-heading" className="card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="gatherings-heading" className="text-lg font-semibold">
          {heading}
        </h2>
        <Link to="/pasture/gathering/new" className="text-sm font-semibold text-primary underline underline-offset-4">
          {C.lead}
        </Link>
      </div>
      {gatherings.length > 0 ? (
        <ul className="mt-3 space-y-3">
          {gatherings.map((gathering) => (
            <li key={gathering.roomName}>
              <GatheringCard gathering={gathering} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-muted">
          {emptyText} {C.empty}
        </p>
      )}
    </section>
  );
}
