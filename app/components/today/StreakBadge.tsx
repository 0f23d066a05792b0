import { STREAK_COPY } from "~/kernel/copy/today-member";
import { SunriseIcon } from "../icons";

/** The streak badge: the count with the label "day streak". */
export function StreakBadge({ streak }: { streak: number }) {
  return (
    <p
      data-testid="streak-badge"
      className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-accent/50 bg-accent/10 px-3 py-1.5 text-sm font-semibold"
    >
      <SunriseIcon width={18} height={18} className="text-accent" />
      <span>
        <span className="text-base tabular-nums">{streak}</span> {STREAK_COPY.label}
      </span>
    </p>
  );
}
