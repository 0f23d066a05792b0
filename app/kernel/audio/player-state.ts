/**
 * What the audio player shows, and its idle state: apart from the reducer (./player.ts) because the
 * app's layout holds the idle player on every page, and the reducer loads only with the first Listen.
 */

export interface AudioSource {
  /** stream-audio's cacheKey: which devotional ("daily-devotional-{id}") or chapter ("bible-John-3") this is. */
  cacheKey: string;
  title: string;
  /** The line over the title in the player and the album on the lock screen ("Today's devotional", "The Word"). */
  collection: string;
  /** Artwork for the lock screen (Media Session), when the devotional has one. */
  artwork: string | null;
  /** The read-along's units (sentences; a chapter's verses), which browser speech also reads. */
  sentences: string[];
  /** The text sent to stream-audio; none for a chapter, whose text the server reads from D1. */
  text?: string;
}

/** null (idle), "generating", or ready — a file URL, or the browser reading the text itself. */
export type AudioValue = null | "generating" | { kind: "file"; url: string } | { kind: "speech" };

export interface PlayerState {
  audio: AudioValue;
  source: AudioSource | null;
  /** Which voice reads, as the player says it. */
  voiceLabel: string | null;
  playing: boolean;
  currentTime: number;
  duration: number;
  /** Browser speech has no file to measure: its duration is an estimate. */
  durationEstimated: boolean;
  speed: number;
  volume: number;
  /** The level before muting, restored by unmute. */
  volumeBeforeMute: number | null;
  collapsed: boolean;
}

export const initialPlayerState: PlayerState = {
  audio: null,
  source: null,
  voiceLabel: null,
  playing: false,
  currentTime: 0,
  duration: 0,
  durationEstimated: false,
  speed: 1,
  volume: 1,
  volumeBeforeMute: null,
  collapsed: false,
};
