import { useId } from "react";
import { DEVOTIONAL_COPY } from "~/lib/copy/today";

/** "Today's Prayer" when the devotional has one (spec §2). */
export function TodaysPrayer({ prayer }: { prayer: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="card">
      <h2 id={titleId} className="font-serif text-xl font-bold">
        {DEVOTIONAL_COPY.todaysPrayer}
      </h2>
      <p className="mt-3 whitespace-pre-line font-serif text-lg italic leading-relaxed">{prayer}</p>
    </section>
  );
}
