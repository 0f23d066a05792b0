/**
 * Shapes of the original content library written for Shepherd. The library is what users read
 * when no AI provider is configured, so every entry is real, finished writing.
 *
 * Scripture references use the book names of the bundled World English Bible
 * (`worker/bible/books.json`, e.g. "1 Corinthians", "Psalms", "Song of Solomon") in the form
 * "Book C:V" or "Book C:V-W" (a range inside one chapter). The verse text itself is never stored
 * here: it is read from the bundled Bible, so a quotation can never drift from the text.
 */

import type { FocusArea } from "../../app/kernel/focus-areas";

export type { FocusArea };

export interface LibraryDevotional {
  /** Stable id, kebab-case, unique across the library, e.g. "marriage-love-that-lays-down". */
  slug: string;
  focusArea: FocusArea;
  /** Short theme label shown on the card, e.g. "Marriage & Sacrifice". */
  theme: string;
  title: string;
  /** e.g. "Ephesians 5:25-28" */
  passage: string;
  /** 250–450 words, paragraphs separated by a blank line ("\n\n"). No markdown. */
  content: string;
  /** One question, shown after the label "Reflect on this:" (the label is not part of the text). */
  reflection: string;
  /** A first-person prayer of 40–90 words ending with "Amen." */
  prayer: string;
}

export type EncouragementTrigger = "victory" | "daily_checkin" | "struggle";

export interface LibraryWhisper {
  slug: string;
  triggerType: EncouragementTrigger;
  /** 25–70 words, spoken to the man directly, warm and specific. */
  message: string;
  /** "Book C:V" or "Book C:V-W" — the verse the whisper carries. */
  verse: string;
}

export interface LibraryPlanDay {
  day: number;
  title: string;
  passage: string;
  /** 120–220 words of teaching, paragraphs separated by "\n\n". */
  teaching: string;
  reflectionQuestion: string;
  prayerPrompt: string;
  /** A concrete thing to do today, e.g. "Tonight, ask your son what made him laugh today." */
  actionStep: string;
}

export interface LibraryPlan {
  slug: string;
  title: string;
  description: string;
  focusArea: FocusArea;
  days: LibraryPlanDay[];
}

/**
 * One day of a theme in the offline plan composer's template library (worker/content/plan-themes),
 * written for one of the passages the theme draws from Nave's Topical Bible. It never quotes or
 * cites a verse itself: the composer adds the passage and its text.
 */
export interface PlanThemeDay {
  /** One of the theme's passages in worker/bible/data/nave-plan-passages.json. */
  passage: string;
  title: string;
  /** 50–120 words, one paragraph. No quotation marks around scripture, no references. */
  teaching: string;
  question: string;
  prayer: string;
  action: string;
}

export interface PlanTheme {
  /** Matches a key of worker/bible/data/nave-plan-passages.json. */
  key: string;
  /** Three days, used in order; no plan repeats one. */
  days: readonly [PlanThemeDay, PlanThemeDay, PlanThemeDay];
}

/**
 * One meeting of a study series: a group of men reads the passage together (its text comes from
 * the bundled Bible), hears the teaching, talks through the questions and closes in prayer.
 */
export interface LibrarySeriesSession {
  title: string;
  /**
   * "Book C:V-W" (or "Book C:V"), inside one chapter and 3–20 verses long: enough text for a group
   * to read aloud and discuss in one sitting. No two sessions in the library share a verse.
   */
  passage: string;
  /**
   * 180–350 words, paragraphs separated by "\n\n", no markdown. A quotation in curly quotes of six
   * or more words must come from this session's passage, so the group can find it on the page.
   */
  teaching: string;
  /** 4–6 questions for the group, each ending in "?". Enough for an hour, not a questionnaire. */
  questions: string[];
  /** 40–90 words, prayed aloud by the group, so first person plural ("we"), ending with "Amen." */
  prayer: string;
  /** Optional: one concrete thing to do at home before the next meeting, 12–40 words. */
  atHome?: string;
}

/** A multi-week study a group of men walks through together in The Pasture, one session a week. */
export interface LibrarySeries {
  /** Stable id, kebab-case, unique across the series library, e.g. "marriage-one-flesh". */
  slug: string;
  focusArea: FocusArea;
  title: string;
  /** One line shown under the title on the series card. */
  subtitle: string;
  /** 60–120 words: who the series is for and where it goes, read before a group commits to it. */
  description: string;
  /** 4–6 sessions, in the order they are meant to be met. */
  sessions: LibrarySeriesSession[];
}
