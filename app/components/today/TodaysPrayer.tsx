import { useId } from "react";
import type { ScriptureSegment } from "~/kernel/bible/scripture-links";
import { DEVOTIONAL_COPY } from "~/kernel/copy/today";
import { ScriptureText } from "../word/ScriptureText";

/** "Today's Prayer" when the devotional has one; the references it cites link to the reader. */
export function TodaysPrayer({ prayer, segments }: { prayer: string; segments?: ScriptureSegment[] | null }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="card">
      <h2 id={titleId} className="font-serif text-xl font-bold">
        {DEVOTIONAL_COPY.todaysPrayer}
      </h2>
      <p className="mt-3 whitespace-pre-line font-serif text-lg italic leading-relaxed">
        {segments ? <ScriptureText segments={segments} /> : prayer}
      </p>
    </section>
  );
}
