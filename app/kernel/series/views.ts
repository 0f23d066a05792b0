/** What the study series pages receive from the server, declared once for the server and the components. */
import type { FocusArea } from "../focus-areas";

export interface SeriesCardView {
  /** A library series' slug or a hosted series' id. */
  id: string;
  /** /pasture/library/{id} */
  href: string;
  title: string;
  subtitle: string;
  focusArea: FocusArea;
  sessionCount: number;
  /** The deterministic cover artwork, as an image address (an SVG data URL). */
  cover: string;
  /** Who hosts it; null for the library's own series. */
  hostName: string | null;
  following: boolean;
}

export interface SeriesSessionView {
  number: number;
  title: string;
  passage: string;
  /** The reader's address for the passage. */
  passageHref: string | null;
  /** Its World English Bible text, verse by verse (empty when it could not be read). */
  verses: { verse: number; text: string }[];
  /** Paragraphs of the teaching. */
  teaching: string[];
  questions: string[];
  prayer: string;
  atHome: string | null;
}

export interface SeriesFollowView {
  /** His local date of following. */
  startDate: string;
  /** The session that is his this week, or null when he has walked through them all. */
  dueSession: number | null;
}

export interface SeriesPageView extends SeriesCardView {
  description: string;
  status: "published" | "draft";
  /** His own draft: he may go on editing it in the builder. */
  canEdit: boolean;
  sessions: SeriesSessionView[];
  follow: SeriesFollowView | null;
}

/** A followed series' session for this week, as Today's Daily Walk card shows it. */
export interface NextSessionView {
  seriesId: string;
  seriesTitle: string;
  number: number;
  sessionCount: number;
  title: string;
  passage: string;
  /** The series page, at the session. */
  href: string;
}

export interface SeriesDraftListItem {
  id: string;
  title: string;
  sessionCount: number;
}
