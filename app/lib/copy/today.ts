/** Copy for the Today screen (spec sections 2, 4, 5, 6 and 8), used verbatim. */
export const TODAY = {
  title: "Today",
  subtitle: "Your daily bread from the Word",
} as const;

export const DEVOTIONAL_COPY = {
  reflectLabel: "Reflect on this:",
  markComplete: "Mark Complete",
  gatherThoughts: "Gather Your Thoughts",
  journalEntrySaved: "✓ Journal Entry Saved",
  dailyWalk: "Daily Walk with God",
  todaysPrayer: "Today's Prayer",
  backupNotice: "Using a backup devotional.",
  retry: "Retry loading today's devotional",
  signInToView: "Please sign in to view your devotional",
} as const;

export const STREAK_COPY = {
  label: "day streak",
} as const;

/** The toast after Mark Complete: the title is the spec's, the description shows the streak in days. */
export const COMPLETION_TOAST = {
  title: "Well done, good shepherd!",
  description: (streak: number) => `You're on a ${streak}-day streak.`,
} as const;

export const PROGRESS_COPY = {
  signInTitle: "Please sign in",
  signInText: "You need to be signed in to track progress.",
  saveErrorTitle: "Error saving progress",
} as const;

export const JOURNAL_COPY = {
  signInText: "You need to be signed in to save journal entries.",
  saveErrorTitle: "Error saving journal",
  savedTitle: "Journal saved",
  savedText: "Your reflection has been recorded.",
  tooShort: "Journal entry must be at least 10 characters",
  tooLong: "Journal entry too long",
} as const;

export const CHECKIN_COPY = {
  errorTitle: "Couldn't save check-in",
  errorText: "Please try again.",
  savedTitle: "Walk recorded",
  savedText: "The Shepherd sees your journey. Keep pressing forward.",
  checkedInToday: "You've checked in today",
  edit: "Edit",
  savedFlash: "Saved",
} as const;

/** The connection slider's labels (spec §4), lowest first. */
export const CONNECTION_LABELS = {
  disconnected: "Disconnected",
  struggling: "Struggling",
  connected: "Connected",
  close: "Close",
  deeplyConnected: "Deeply Connected",
} as const;

export const WHISPER_COPY = {
  notFound: "That whisper was not found.",
} as const;
