import type { MarkedSegment } from "~/kernel/bible/search-query";

/** A verse with its search matches marked. */
export function MarkedText({ segments }: { segments: MarkedSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded-sm bg-accent/20 px-0.5 font-semibold text-fg">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        )
      )}
    </>
  );
}
