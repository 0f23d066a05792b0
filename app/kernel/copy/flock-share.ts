/**
 * "Share with my flock" on its own: its button sits on Today, a plan day and a journal entry, so its
 * words load with those pages without the rest of the flock's copy.
 */
export const SHARE_WITH_FLOCK_COPY = {
  open: "Share with my flock",
  title: "Share with my flock",
  intro: "Only the words below are shared, never the rest of your journal. Edit them as you like.",
  flockLabel: "Which flock",
  textLabel: "What to share",
  send: "Share",
  shared: (flock: string) => `Shared with ${flock}.`,
  noFlocks: "Join or start a flock to share with your brothers.",
} as const;
