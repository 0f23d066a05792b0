import type { ReactNode } from "react";
import { PRAYER_COPY } from "~/kernel/copy/prayer";
import type { PrayerRequestView } from "~/kernel/prayer/views";

const C = PRAYER_COPY;

/**
 * A brother's request as those praying for him see it: who asks (or "A brother" when he asked to
 * stay anonymous: the server never sent his name), for whom it is shared, how often it has been
 * prayed for, and what the page puts beneath it ("I prayed", a testimony).
 */
export function PrayForCard({ request, children }: { request: PrayerRequestView; children?: ReactNode }) {
  const headingId = `request-${request.id}-heading`;
  const who = request.author?.displayName ?? C.anonymousAuthor;
  return (
    <article id={`request-${request.id}`} aria-labelledby={headingId} className="rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {who}
        </h3>
        {request.urgent ? <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-fg">{C.praying.urgent}</span> : null}
      </div>
      <p className="mt-1 text-sm text-muted">{[request.audienceLabel, request.categoryLabel].filter(Boolean).join(" · ")}</p>
      <p className="mt-2 whitespace-pre-line">{request.body}</p>
      <p className="mt-2 text-sm text-muted">{C.prayedCount(request.prayedCount)}</p>
      {children ? <div className="mt-3">{children}</div> : null}
    </article>
  );
}
