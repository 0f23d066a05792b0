/** Copy for devotional audio: fixed wording, keep it word for word. */
import { LISTEN_COPY } from "./listen";
import { GENERIC_ERROR } from "./shell";

export const AUDIO_COPY = {
  listen: LISTEN_COPY.listen,
  generating: LISTEN_COPY.generating,
  signInText: "You need to be signed in to use audio features",
  notLoadedTitle: "Error",
  notLoadedText: "Please wait for devotional to load",
  failedTitle: "Failed to generate audio",
  noAudioData: "No audio data returned",
  startTitle: "Generating audio...",
  startText: "This will only take a few seconds",
  generatedTitle: "Audio generated",
  cachedTitle: "Audio ready (cached)",
} as const;

/* ─────────── Labels of the player's own (free to reword) ─────────── */

export const PLAYER_LABELS = {
  region: "Audio player",
  nowPlaying: LISTEN_COPY.nowPlaying,
  /** …and above a chapter's name ("John 3") when a chapter of the reader is playing. */
  chapterCollection: "The Word",
  /** The sign-in toast's title, as for the other actions a visitor tries (Mark Complete, journal). */
  signInTitle: "Please sign in",
  play: "Play",
  pause: LISTEN_COPY.pause,
  resume: LISTEN_COPY.resume,
  back: "Back 15 seconds",
  forward: "Forward 15 seconds",
  seek: "Position",
  seekValue: (elapsed: string, duration: string) => `${elapsed} of ${duration}`,
  speed: (rate: string) => `Playback speed ${rate}×. Change speed`,
  speedValue: (rate: string) => `${rate}×`,
  volume: "Volume",
  volumeValue: (percent: number) => `${percent}%`,
  mute: "Mute",
  unmute: "Unmute",
  collapse: "Collapse player",
  expand: "Expand player",
  close: "Close player",
  elapsed: "Elapsed",
  duration: "Duration",
  /** Which voice reads (onyx by default). A server voice is named; a browser voice is named as the device names it. */
  serverVoice: (voice: string) => `Voice: ${voice.charAt(0).toUpperCase()}${voice.slice(1)}`,
  browserVoice: (name: string) => `Voice: ${name} (this device's speech)`,
  browserDefaultVoice: "Voice: this device's default speech voice",
  /** Browser speech has no file to measure: its duration is an estimate. */
  estimatedDuration: "about",
  speechUnsupported: "This browser cannot read aloud. Try another browser, or ask your administrator to set up an audio voice.",
  playbackFailed: "The audio could not be played. Please try again.",
  unexpected: GENERIC_ERROR.description,
} as const;
