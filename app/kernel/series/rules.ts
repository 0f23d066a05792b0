/**
 * The study series' numbers and fixed values, in one place: the server enforces them and the
 * builder shows them. A series is met one session a week, so a man following one alone walks it
 * at the pace a group would.
 */

/** A hosted series is a draft (his alone) or published. */
export const SERIES_STATUSES = ["draft", "published"] as const;
export type SeriesStatus = (typeof SERIES_STATUSES)[number];

/**
 * Who sees a published series: every member ("pasture"). Publishing to one of his flocks adds its
 * value when flocks exist.
 */
export const SERIES_AUDIENCES = ["pasture"] as const;

/** Following a series: session N is his in the Nth week from the day he followed it. */
export const DAYS_PER_SESSION = 7;

export const SERIES_MAX_SESSIONS = 12;
export const SERIES_MIN_QUESTIONS = 4;
export const SERIES_MAX_QUESTIONS = 6;
/** A session's passage: inside one chapter, up to this many verses (enough to read aloud together). */
export const SERIES_PASSAGE_MAX_VERSES = 30;

export const SERIES_LIMITS = {
  title: { min: 3, max: 80 },
  description: { max: 600 },
  sessionTitle: { max: 80 },
  passage: { max: 60 },
  teaching: { min: 20, max: 3000 },
  question: { min: 5, max: 300 },
  prayer: { min: 5, max: 800 },
  atHome: { max: 300 },
} as const;

export const FOLLOW_INTENTS = ["follow", "unfollow"] as const;
