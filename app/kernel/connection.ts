/** The spiritual-connection slider and the mood a check-in saves. */
import { CONNECTION_LABELS } from "./copy/today-member";

export const CONNECTION = {
  MIN: 0,
  MAX: 100,
  STEP: 1,
  /** devotional_progress.spiritual_connection when absent. */
  DEFAULT: 50,
  /** A value below this is a struggle (it asks for a "struggle" or "daily_checkin" encouragement). */
  STRUGGLE_THRESHOLD: 30,
} as const;

/** How long the "Saved" indicator shows after a change. */
export const SAVED_FLASH_MS = 2000;

export const MOODS = ["struggling", "neutral", "good", "great"] as const;
export type Mood = (typeof MOODS)[number];

export type ConnectionLabel = (typeof CONNECTION_LABELS)[keyof typeof CONNECTION_LABELS];

/** Up to 12 Disconnected; up to 37 Struggling; up to 62 Connected; up to 87 Close; above Deeply Connected. */
export function connectionLabel(value: number): ConnectionLabel {
  if (value <= 12) return CONNECTION_LABELS.disconnected;
  if (value <= 37) return CONNECTION_LABELS.struggling;
  if (value <= 62) return CONNECTION_LABELS.connected;
  if (value <= 87) return CONNECTION_LABELS.close;
  return CONNECTION_LABELS.deeplyConnected;
}

/** Below 25 struggling; below 50 neutral; below 75 good; else great. */
export function moodFor(value: number): Mood {
  if (value < 25) return "struggling";
  if (value < 50) return "neutral";
  if (value < 75) return "good";
  return "great";
}

/** A slider change or check-in below the threshold asks for an encouragement. */
export function isStruggling(value: number): boolean {
  return value < CONNECTION.STRUGGLE_THRESHOLD;
}
