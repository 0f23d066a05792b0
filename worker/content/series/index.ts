import type { LibrarySeries } from "../types";
import { marriageSeries } from "./marriage";

/** The study series library for The Pasture, one series per focus area it covers, in FOCUS_AREAS order. */
export const librarySeries: LibrarySeries[] = [marriageSeries];
