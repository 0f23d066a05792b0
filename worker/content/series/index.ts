import type { LibrarySeries } from "../types";
import { fatherhoodSeries } from "./fatherhood";
import { marriageSeries } from "./marriage";
import { workSeries } from "./work";

/** The study series library for The Pasture, one series per focus area it covers, in FOCUS_AREAS order. */
export const librarySeries: LibrarySeries[] = [marriageSeries, fatherhoodSeries, workSeries];
