import type { LibraryDevotional } from "../types";
import { bibleStudyDevotionals } from "./bible-study";
import { brotherhoodDevotionals } from "./brotherhood";
import { fatherhoodDevotionals } from "./fatherhood";
import { leadershipDevotionals } from "./leadership";
import { marriageDevotionals } from "./marriage";
import { prayerLifeDevotionals } from "./prayer-life";
import { temptationDevotionals } from "./temptation";
import { workDevotionals } from "./work";

export { builtInFallbackDevotionals } from "./fallbacks";

/** One list per focus area, in FOCUS_AREAS order. */
const byArea: LibraryDevotional[][] = [
  marriageDevotionals,
  fatherhoodDevotionals,
  workDevotionals,
  prayerLifeDevotionals,
  bibleStudyDevotionals,
  brotherhoodDevotionals,
  temptationDevotionals,
  leadershipDevotionals,
];

/**
 * The whole library, interleaved so consecutive days rotate focus areas:
 * day 1 is the first Marriage entry, day 2 the first Fatherhood entry, …,
 * day 9 the second Marriage entry, and so on.
 */
export const libraryDevotionals: LibraryDevotional[] = Array.from(
  { length: Math.max(...byArea.map((list) => list.length)) },
  (_, round) =>
    byArea.flatMap((list) => (round < list.length ? [list[round]] : []))
).flat();
