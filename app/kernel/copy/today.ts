
/** Copy for the Today screen: fixed wording, keep it word for word. */
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

export const TODAY_LABELS = {
  signIn: "Sign In",
  loading: "Loading today's devotional…",
  artworkAlt: (theme: string) => `The day's artwork for the theme ${theme}`,
  themeLabel: "Theme",
  scriptureVersion: "World English Bible",
  completedToday: "✓ Completed today",
  whisperTitle: "The Shepherd's Whisper",
  whisperDismiss: "Dismiss",
} as const;
