import { PRAYER_COPY } from "~/kernel/copy/prayer";
import type { LiveRequestView } from "~/kernel/prayer/live";

const C = PRAYER_COPY.live;

/** Who asked, or "A brother" for an anonymous request (the server sent no name to hide). */
export const askedBy = (request: LiveRequestView) => request.author?.displayName ?? C.anonymousAuthor;

/** The request being prayed for, large enough to read from across a room. */
export function LiveGatheringCurrent({ request }: { request: LiveRequestView }) {
  return (
    <figure className="space-y-3">
      <blockquote className="whitespace-pre-line font-serif text-2xl leading-snug sm:text-3xl">{request.body}</blockquote>
      <figcaption className="text-sm text-muted">
        {askedBy(request)}
        {request.categoryLabel ? ` · ${request.categoryLabel}` : ""}
        {request.urgent ? ` · ${PRAYER_COPY.live.urgent}` : ""}
      </figcaption>
    </figure>
  );
}

/** What is coming next, short. */
export function LiveGatheringUpcoming({ upcoming }: { upcoming: LiveRequestView[] }) {
  return (
    <section aria-labelledby="coming-up-heading" className="card space-y-2">
      <h2 id="coming-up-heading" className="text-lg font-semibold">
        {C.comingUp}
      </h2>
      {upcoming.length > 0 ? (
        <ul className="space-y-2">
          {upcoming.map((request) => (
            <li key={request.id} className="text-sm">
              <span className="line-clamp-2">{request.body}</span>
              <span className="text-muted"> — {askedBy(request)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{C.nothingComing}</p>
      )}
    </section>
  );
}
