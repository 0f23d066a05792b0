/**
 * stream-audio: {text, voice, cacheKey} → {audioUrl, cached} or an error. The contract
 * both sides share, and how the client turns each answer into the audio messages. No zod
 * here: this module is in the Today page's first load (the schema is in ./stream-audio-schema).
 */
import { AUDIO_COPY, PLAYER_LABELS } from "../copy/audio";
import { GATE_COPY } from "../membership";

/** The audio voice. */
export const AUDIO_VOICE = "onyx";

/** The voices OpenAI's speech API knows; a request may name one of these (onyx when it names none). */
export const SPEECH_VOICES = [
  "alloy", "ash", "ballad", "coral", "echo", "fable", "nova", "onyx", "sage", "shimmer", "verse", "marin", "cedar",
] as const;
export type SpeechVoice = (typeof SPEECH_VOICES)[number];

/**
 * "daily-devotional-" and a devotional id (a UUID, or a backup's "fallback-<date>-<slug>"), or
 * "bible-" and a chapter of the WEB by its OSIS book id ("bible-John-3", "bible-1Cor-13").
 */
export const CACHE_KEY_PATTERN = /^(?:daily-devotional-[A-Za-z0-9][A-Za-z0-9-]{0,63}|bible-[1-3]?[A-Z][a-z]{1,5}-[1-9][0-9]{0,2})$/;

const CHAPTER_KEY = /^bible-([1-3]?[A-Z][a-z]{1,5})-([1-9][0-9]{0,2})$/;

/** stream-audio's cacheKey for a chapter of the reader: "bible-{book}-{chapter}". */
export const chapterCacheKey = (bookId: string, chapter: number) => `bible-${bookId}-${chapter}`;

/** The chapter a cacheKey names (whether the WEB has it is for the server to say), or null. */
export function parseChapterCacheKey(cacheKey: string): { book: string; chapter: number } | null {
  const match = CHAPTER_KEY.exec(cacheKey);
  return match ? { book: match[1]!, chapter: Number(match[2]) } : null;
}

/** A devotional card reads in well under this; the bound keeps one request to a few speech calls. */
export const AUDIO_TEXT_MAX = 15_000;

export interface StreamAudioRequest {
  /** The devotional card's text. None for a chapter: the server reads its text from D1. */
  text?: string;
  voice?: SpeechVoice;
  cacheKey: string;
}

/**
 * "server": a file to play at audioUrl. "browser": no speech server is configured (the embedded
 * default) — the client reads the same text with the browser's speech synthesis; audioUrl is null.
 */
export interface StreamAudioResponse {
  audioUrl: string | null;
  cached: boolean;
  engine: "server" | "browser";
  /** The voice the speech server used, for the player's label. */
  voice: string;
}

/** What answerOf gives back for the call (app/browser/api-client.ts), restated so this module stays browser-free. */
export type StreamAudioResult =
  | { ok: true; data: StreamAudioResponse }
  | { ok: false; status: number; error: string | null; title: string | null };

export type StreamAudioOutcome =
  | { kind: "file"; url: string; cached: boolean; voice: string }
  | { kind: "speech" }
  | { kind: "error"; title: string; description: string };

/** A gate denial is "Usage Limit Reached" with the reason; anything else is a failure with the message. */
export function streamAudioOutcome(result: StreamAudioResult): StreamAudioOutcome {
  if (result.ok) {
    if (result.data?.engine === "browser") return { kind: "speech" };
    if (!result.data?.audioUrl) return { kind: "error", title: AUDIO_COPY.failedTitle, description: AUDIO_COPY.noAudioData };
    return { kind: "file", url: result.data.audioUrl, cached: result.data.cached === true, voice: result.data.voice || AUDIO_VOICE };
  }
  if (result.status === 401) return { kind: "error", title: PLAYER_LABELS.signInTitle, description: AUDIO_COPY.signInText };
  if (result.status === 403 && result.title === GATE_COPY.limitTitle) {
    return { kind: "error", title: GATE_COPY.limitTitle, description: result.error ?? GATE_COPY.unexpected };
  }
  return { kind: "error", title: AUDIO_COPY.failedTitle, description: result.error ?? PLAYER_LABELS.unexpected };
}
