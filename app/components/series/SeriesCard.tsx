import { Link } from "@remix-run/react";
import { LIBRARY_COPY } from "~/kernel/copy/series";
import type { SeriesCardView } from "~/kernel/series/views";

/** A series in the library: its cover, title, line, focus area and length; the whole card opens it. */
export function SeriesCard({ series }: { series: SeriesCardView }) {
  return (
    <li className="card overflow-hidden p-0" data-testid="series-card">
      <Link to={series.href} className="block focus-visible:outline-offset-[-4px]">
        <img src={series.cover} alt="" width={512} height={512} className="aspect-[2/1] w-full object-cover" />
        <div className="space-y-1 p-4">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">
            {series.focusArea} · {LIBRARY_COPY.sessions(series.sessionCount)}
            {series.following ? ` · ${LIBRARY_COPY.following}` : null}
          </p>
          <h2 className="font-serif text-xl font-bold">{series.title}</h2>
          {series.subtitle ? <p className="text-muted">{series.subtitle}</p> : null}
          {series.hostName ? <p className="text-sm text-muted">{LIBRARY_COPY.hostedBy(series.hostName)}</p> : null}
        </div>
      </Link>
    </li>
  );
}
