/** Copy for /whispers: every Shepherd's Whisper a member received. */

export const WHISPERS_PAGE = {
  title: "Shepherd's Whispers",
  subtitle: "Every encouragement the Shepherd sent you, newest first.",
  unread: (count: number) => (count === 0 ? "All read" : count === 1 ? "1 unread" : `${count} unread`),
  empty: "No whispers yet. They come after a check-in, a hard day or a reflection worth celebrating.",
  read: "Read",
  unreadBadge: "Unread",
  markRead: "Mark as read",
  markAllRead: "Mark all as read",
  onToday: "Shown on Today",
  verse: "Verse",
  showOlder: "Show older whispers",
  newest: "Back to the newest whispers",
  markedAllTitle: "All whispers marked as read",
  unknownAction: "That action isn't available here.",
} as const;

/** How each generate-encouragement trigger is named on a whisper. */
export const TRIGGER_LABELS = {
  victory: "Victory",
  daily_checkin: "Daily check-in",
  struggle: "Struggle",
} as const;

/** A whisper written before triggers were recorded has none. */
export const NO_TRIGGER_LABEL = "Encouragement";
