import type { LibrarySeries } from "../types";
import { brotherhoodSeries } from "./brotherhood";
import { fatherhoodSeries } from "./fatherhood";
import { leadershipSeries } from "./leadership";
import { marriageSeries } from "./marriage";
import { temptationSeries } from "./temptation";
import { workSeries } from "./work";

/**
 * The study series library for The Pasture, in FOCUS_AREAS order. Series exist for the areas a
 * group of men most often gathers around; Prayer Life and Bible Study are practices the other
 * series already exercise, so they are served by the daily devotionals and plans instead.
 */
export const librarySeries: LibrarySeries[] = [
  marriageSeries,
  fatherhoodSeries,
  workSeries,
  brotherhoodSeries,
  temptationSeries,
  leadershipSeries,
];
