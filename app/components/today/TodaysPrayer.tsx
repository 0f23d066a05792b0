import { Link } from "@remix-run/react";
import { useId } from "react";
import type { ScriptureSegment } from "~/kernel/bible/scripture-links";
import { PRAYER_PAGE_COPY } from "~/kernel/copy/prayer-page";
import { DEVOTIONAL_COPY } from "~/kernel/copy/today";
import { PRAYER_HREF } from "~/kernel/prayer/rules";
import { ScriptureText } from "../word/ScriptureText";

/**
 * "Today's Prayer" when the devotional has one; the references it cites link to the reader. A
 * member also gets the way to his prayer list (a visitor has none yet).
 */
export function TodaysPrayer({ prayer, segments, prayerList = false }: { prayer: string; segments?: ScriptureSegment[] | null; prayerList?: boolean }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="card">
      <h2 id={titleId} className="font-serif text-xl font-bold">
        {DEVOTIONAL_COPY.todaysPrayer}
      </h2>
      <p className="mt-3 whitespace-pre-line font-serif text-lg italic leading-relaxed">
        {segments ? <ScriptureText segments={segments} /> : prayer}
      </p>
      {prayerList ? (
        <p className="mt-3 text-right">
          <Link to={PRAYER_HREF} className="text-sm font-semibold text-primary underline underline-offset-4" prefetch="intent">
            {PRAYER_PAGE_COPY.todayLink} <span aria-hidden="true">→</span>
          </Link>
        </p>
      ) : null}
    </section>
  );
}
