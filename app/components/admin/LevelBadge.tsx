import type { Level } from "~/kernel/admin/ops";
import { HEALTH_COPY } from "~/kernel/copy/admin";

const STYLE: Record<Level, string> = {
  ok: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  red: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
};

/** A status in words and colour (never colour alone). */
export function LevelBadge({ level }: { level: Level }) {
  return (
    <span data-level={level} className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STYLE[level]}`}>
      {HEALTH_COPY.levels[level]}
    </span>
  );
}
