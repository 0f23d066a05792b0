import { INSIGHT_SOURCE, ARCHIVE_COPY } from "~/kernel/copy/insights";
import { dayLabel } from "~/kernel/journal-export";

/** A stored insight's words, paragraph by paragraph, with where they came from. */
export function InsightNarrative({ insight }: { insight: { narrative: string; source: "ai" | "offline"; written: string } }) {
  return (
    <div data-testid="insight-narrative">
      <div className="space-y-3 leading-relaxed">
        {insight.narrative.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <p className="mt-3 text-xs text-muted">
        {INSIGHT_SOURCE[insight.source]} · {ARCHIVE_COPY.written(dayLabel(insight.written))}
      </p>
    </div>
  );
}
