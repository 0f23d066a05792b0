/**
 * The words of the Listen button, which every reading shows before its first play: a module of their
 * own so a page's first load carries them without the player's. The audio copy reads them from here.
 */
export const LISTEN_COPY = {
  listen: "Listen",
  generating: "Generating",
  /** The title above the devotional's title in the expanded player. */
  nowPlaying: "Today's devotional",
  pause: "Pause",
  resume: "Resume",
} as const;
