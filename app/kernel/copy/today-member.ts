/** Copy for the parts of Today only a signed-in member sees, kept apart from a visitor's first load: fixed wording, keep it word for word. */
export const STREAK_COPY = {
  label: "day streak",
} as const;

/** The toast after Mark Complete: a fixed title; the description shows the streak in days. */
export const COMPLETION_TOAST = {
  title: "Well done, good shepherd!",
  description: (streak: number) => `You're on a ${streak}-day streak.`,
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

/** The connection slider's labels, lowest first. */
export const CONNECTION_LABELS = {
  disconnected: "Disconnected",
  struggling: "Struggling",
  connected: "Connected",
  close: "Close",
  deeplyConnected: "Deeply Connected",
} as const;

export const WHISPER_COPY = {
  notFound: "That whisper was not found.",
  noTrigger:
    "An encouragement follows a journal entry of more than 50 characters, a check-in below 30 or a connection below 30, saved today.",
  dailyCap: (perDay: number) => `You've received today's ${perDay} encouragements. More can come tomorrow.`,
} as const;

/* ─────────── Labels of the Today screen's own (free to reword) ─────────── */

export const CONNECTION_SLIDER_COPY = {
  label: "How close do you feel to God today?",
  scaleLow: "Distant",
  scaleHigh: "Very close",
} as const;

export const CHECKIN_PANEL_COPY = {
  title: "Today's check-in",
  intro: "Record how your walk is going: what needs your attention and anything on your heart.",
  open: "Check in",
  connection: "Connection",
  focusLegend: "Where do you need God's help today?",
  notes: "Notes (optional)",
  save: "Save check-in",
  saving: "Saving…",
  cancel: "Cancel",
  focusSummary: (areas: readonly string[]) =>
    areas.length > 0 ? `Focus: ${areas.join(", ")}` : "No focus areas chosen.",
} as const;

export const JOURNAL_DIALOG_COPY = {
  field: "Your reflection",
  hint: "At least 10 characters. Only you can read it.",
  save: "Save entry",
  saving: "Saving…",
  cancel: "Cancel",
} as const;

export const DAILY_WALK_COPY = {
  intro: "Your last seven days",
  nextStep: "Next step:",
  steps: {
    read: "Read today's devotional",
    checkIn: "Check in",
    journal: "Write what stirred in you",
    done: "You've walked with God today",
  },
  completed: "devotional completed",
  notCompleted: "devotional not completed",
  checkedIn: "checked in",
  notCheckedIn: "no check-in",
  connection: (label: string, value: number) => `connection ${label} (${value})`,
  noConnection: "connection not recorded",
  gathered: "gathered with your brothers",
  legendCompleted: "Completed",
  legendCheckedIn: "Checked in",
  legendConnection: "Connection",
  legendGathered: "Gathered",
  insightsLink: "See your insights",
} as const;

/** Premium artwork for the day's devotional (docs/decisions/019); the limit message is the gate's. */
export const ARTWORK_COPY = {
  create: "Create artwork",
  creating: "Creating artwork…",
  premiumNote: "Premium",
  createdTitle: "Artwork ready",
  createdText: "Today's devotional has its own painting now, for every brother who reads it.",
  failedTitle: "Couldn't create artwork",
  signInText: "You need to be signed in to create artwork.",
  notFound: "That devotional was not found.",
  notToday: "Artwork can be created only for today's devotional. Reload to see today's.",
  unavailable: "Artwork generation is not set up on this server. Every devotional keeps its built-in artwork.",
  upgradeAction: "See Premium",
} as const;
