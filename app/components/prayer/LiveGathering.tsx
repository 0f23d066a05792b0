/**
 * /prayer-gathering/{id}: the gathering's title and time, the video room when this server has one
 * (or a plain word that it does not), then what its phase calls for — when it begins and an RSVP,
 * the live queue, or the summary once it is over.
 */
import { Link, useRevalidator } from "@remix-run/react";
import { useCallback } from "react";
import { RsvpForm } from "~/components/gatherings/GatheringCard";
import { GATHERINGS_COPY } from "~/kernel/copy/gatherings";
import { PRAYER_COPY } from "~/kernel/copy/prayer";
import type { PrayerGatheringPageView } from "~/kernel/prayer/live";
import { PRAYER_HREF } from "~/kernel/prayer/rules";
import { LiveGatheringSession } from "./LiveGatheringSession";

const C = PRAYER_COPY.live;

export function LiveGathering({ view }: { view: PrayerGatheringPageView }) {
  const revalidator = useRevalidator();
  const ended = useCallback(() => revalidator.revalidate(), [revalidator]);
  const { gathering } = view;

  return (
    <main id="main" className="mx-auto max-w-content space-y-5 px-4 pb-28 pt-6">
      <header className="card space-y-2">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">{gathering.audienceLabel}</p>
        <h1 className="font-serif text-3xl font-bold">{gathering.title}</h1>
        <p className="text-sm text-muted">
          {GATHERINGS_COPY.join.hostedBy(gathering.host.displayName)} · <time dateTime={gathering.startsAt}>{gathering.startsAtLabel}</time> ·{" "}
          {GATHERINGS_COPY.list.duration(gathering.durationMinutes)}
        </p>
        {view.phase !== "after" ? (
          view.videoHref ? (
            <Link to={view.videoHref} className="btn-secondary inline-block">
              {C.joinVideo}
            </Link>
          ) : (
            <p className="text-sm text-muted">{C.videoNotConfigured}</p>
          )
        ) : null}
      </header>

      {view.phase === "before" ? (
        <section aria-labelledby="begins-heading" className="card space-y-3">
          <h2 id="begins-heading" className="text-lg font-semibold">
            {C.beginsAt(gathering.startsAtLabel)}
          </h2>
          <p className="text-sm text-muted">{C.beforeStart}</p>
          {gathering.isHost ? <p className="text-sm font-medium">{GATHERINGS_COPY.list.youLead}</p> : <RsvpForm gathering={gathering} />}
        </section>
      ) : null}

      {view.phase === "live" ? <LiveGatheringSession gatheringId={view.id} mayMove={view.mayMove} onEnded={ended} /> : null}

      {view.summary ? (
        <section aria-labelledby="summary-heading" className="card space-y-2">
          <h2 id="summary-heading" className="text-lg font-semibold">
            {C.summaryTitle}
          </h2>
          <p data-testid="prayer-summary">{view.summary.requestsPrayed > 0 ? C.summary(view.summary.requestsPrayed, view.summary.present) : C.summaryEmpty}</p>
        </section>
      ) : null}

      <Link to={PRAYER_HREF} className="text-sm font-semibold text-primary underline underline-offset-4">
        {C.backToPrayer}
      </Link>
    </main>
  );
}
