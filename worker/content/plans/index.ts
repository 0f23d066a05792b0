import type { LibraryPlan } from "../types";
import { bibleStudyPlan } from "./bible-study";
import { brotherhoodPlan } from "./brotherhood";
import { fatherhoodPlan } from "./fatherhood";
import { leadershipPlan } from "./leadership";
import { marriagePlan } from "./marriage";
import { prayerLifePlan } from "./prayer-life";
import { temptationPlan } from "./temptation";
import { workPlan } from "./work";

/** The ready-made study plans ("The Path" catalogue), one per focus area, in FOCUS_AREAS order. */
export const catalogPlans: LibraryPlan[] = [
  marriagePlan,
  fatherhoodPlan,
  workPlan,
  prayerLifePlan,
  bibleStudyPlan,
  brotherhoodPlan,
  temptationPlan,
  leadershipPlan,
];
