/**
 * The read-along's clock: each sentence gets a share of the audio's duration in
 * proportion to its character count, and the sentence under the elapsed time is the one highlighted.
 */

export interface TimingMap {
  /** Start of each sentence, in seconds of audio. */
  starts: number[];
  /** End of each sentence (the next one's start; the last ends at the duration). */
  ends: number[];
  duration: number;
}

export function timingMap(sentences: readonly string[], duration: number): TimingMap {
  const total = sentences.reduce((sum, sentence) => sum + sentence.length, 0);
  const safeDuration = Number.isFinite(duration) && duration > 0 ? duration : 0;
  const starts: number[] = [];
  const ends: number[] = [];
  let characters = 0;
  for (const sentence of sentences) {
    starts.push(total > 0 ? (safeDuration * characters) / total : 0);
    characters += sentence.length;
    ends.push(total > 0 ? (safeDuration * characters) / total : 0);
  }
  return { starts, ends, duration: safeDuration };
}

/** Index of the sentence being read at `seconds`, or -1 when there is none (no sentences, no duration). */
export function sentenceAt(map: TimingMap, seconds: number): number {
  const count = map.starts.length;
  if (count === 0 || map.duration <= 0 || !Number.isFinite(seconds)) return -1;
  if (seconds >= map.duration) return count - 1;
  // The last sentence starting at or before `seconds` (binary search: long devotionals, 4 updates a second).
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (map.starts[middle]! <= seconds) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * How long a speech engine takes to read `characters` at normal speed, for the browser-speech
 * player's clock: about 150 words a minute, 14 characters a second.
 */
export const SPEECH_CHARACTERS_PER_SECOND = 14;

export function estimatedSpeechSeconds(characters: number): number {
  return characters / SPEECH_CHARACTERS_PER_SECOND;
}

/** m:ss (or h:mm:ss) for the player's elapsed and duration labels. */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${secs}` : `${minutes}:${secs}`;
}
