import { Link } from "@remix-run/react";
import { useId } from "react";
import { TODAY_SERIES_COPY } from "~/kernel/copy/series-today";
import type { NextSessionView } from "~/kernel/series/views";

/** On Today's Daily Walk card: this week's session of each study series he follows, each a link to it. */
export function SeriesThisWeek({ sessions }: { sessions: NextSessionView[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-4" data-testid="series-this-week">
      <h3 id={headingId} className="text-sm font-semibold">
        {TODAY_SERIES_COPY.heading}
      </h3>
      <ul className="mt-2 space-y-2">
        {sessions.map((session) => (
          <li key={session.seriesId} className="rounded-lg border border-border p-3">
            <p className="text-sm text-muted">{session.seriesTitle}</p>
            <Link to={session.href} className="font-semibold text-primary underline underline-offset-4">
              {TODAY_SERIES_COPY.session(session.number, session.sessionCount, session.title)}
            </Link>
            <p className="text-sm text-muted">{session.passage}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
