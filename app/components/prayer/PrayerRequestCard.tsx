import type { ReactNode } from "react";
import { PRAYER_COPY as C, PRAYER_REQUESTS_COPY as R } from "~/kernel/copy/prayer";
import type { PrayerRequestView } from "~/kernel/prayer/views";

/** A day as the server wrote it, the same in every time zone (the page and its hydration agree). */
const dayOf = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/**
 * One prayer request wherever it is shown (his list, Answered, praying for others, praise reports):
 * who asked ("A brother" when he stays anonymous — the server never sent the name), who it is
 * shared with, its category, how often it has been prayed for, urgent, answered with its testimony.
 * What a man may do with it is passed in as children. `#request-{id}` leads to it.
 */
export function PrayerRequestCard({ request, children }: { request: PrayerRequestView; children?: ReactNode }) {
  return (
    <article id={`request-${request.id}`} tabIndex={-1} className="space-y-2 rounded-xl border border-border p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        {request.urgent ? <span className="rounded-full bg-danger/15 px-2 py-0.5 font-semibold text-danger">{R.urgent}</span> : null}
        <span className="font-semibold text-fg">{request.author?.displayName ?? C.anonymousAuthor}</span>
        <span aria-hidden="true">·</span>
        <span>{request.audienceLabel}</span>
        {request.categoryLabel ? (
          <>
            <span aria-hidden="true">·</span>
            <span>{request.categoryLabel}</span>
          </>
        ) : null}
      </p>
      <p className="whitespace-pre-line">{request.body}</p>
      <p className="text-sm text-muted">
        {C.prayedCount(request.prayedCount)}
        {request.isMine && request.anonymous ? ` · ${R.fromAnonymous}` : ""}
      </p>
      {request.hidden ? <p className="rounded-lg bg-muted/10 p-2 text-sm">{R.underReview}</p> : null}
      {request.expired && !request.answeredAt ? <p className="rounded-lg bg-muted/10 p-2 text-sm">{R.expiredNote}</p> : null}
      {request.answeredAt ? (
        <div className="space-y-1 rounded-lg bg-primary/10 p-3">
          <p className="text-sm font-semibold text-primary">{R.answeredOn(dayOf(request.answeredAt))}</p>
          {request.testimony ? <p className="whitespace-pre-line font-serif italic">{request.testimony}</p> : null}
        </div>
      ) : null}
      {children}
    </article>
  );
}
