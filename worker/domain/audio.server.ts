/**
 * stream-audio: the devotional — or a chapter of the Bible — read aloud.
 * Without a speech provider the answer is "browser": the client reads the same text with the
 * browser's speech synthesis. With one, the audio is made once per (cacheKey, voice, model, text)
 * and kept in R2; every later request gets the stored file (cached: true) without calling the
 * provider or counting a use.
 *
 * The text: a devotional's is the card as the client sends it (the key below makes that safe); a
 * chapter's ("bible-John-3") is read from D1 and built by the same chapterReading the reader uses —
 * any text sent with a chapter's key is ignored. After that, one path for both.
 *
 * Keys: R2 holds `audio/<name>.mp3`, served at `/audio/<name>.mp3`, where name is an HMAC-SHA256
 * (keyed with the server's secret) of the cacheKey, voice, model and the text's SHA-256. So the key
 * is built by the server and never from raw input, a URL cannot be guessed or derived from a
 * cacheKey, and someone who sends other text under a devotional's cacheKey gets (and pays for) his
 * own file instead of replacing the one everyone else hears.
 */
import { chapterReading } from "../../app/kernel/audio/chapter-reading";
import { AUDIO_VOICE, parseChapterCacheKey } from "../../app/kernel/audio/stream-audio";
import type { StreamAudioInput } from "../../app/kernel/audio/stream-audio-schema";
import type { AppContext } from "../context";
import type { Database } from "../db/client";
import type { TtsClient } from "../providers/tts";
import { TtsError } from "../providers/tts";
import { reserveFeatureUse } from "./gate.server";
import type { MemberScope } from "./member-scope.server";
import { readChapter } from "./word.server";
import { noteProviderError } from "./admin/failures.server";

/** The public name of a stored file: 64 hex characters. */
export const AUDIO_NAME_PATTERN = /^[0-9a-f]{64}$/;
export const AUDIO_CACHE_CONTROL = "public, max-age=31536000, immutable";
export const AUDIO_CONTENT_TYPE = "audio/mpeg";

export const AUDIO_SAVE_FAILED = "The audio could not be saved. Please try again.";

export type StreamAudioResult =
  | { kind: "browser"; voice: string }
  | { kind: "ready"; audioUrl: string; cached: boolean; voice: string }
  | { kind: "denied"; reason: string }
  | { kind: "failed"; message: string };

export const audioObjectKey = (name: string) => `audio/${name}.mp3`;
export const audioUrl = (name: string) => `/audio/${name}.mp3`;

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/** The stored file's name for this reading (see the module comment). */
export async function audioName(
  secret: string | undefined,
  reading: { cacheKey: string; voice: string; model: string; text: string },
): Promise<string> {
  if (!secret) throw new Error("BETTER_AUTH_SECRET is required to name audio files.");
  const encoder = new TextEncoder();
  const textHash = hex(await crypto.subtle.digest("SHA-256", encoder.encode(reading.text)));
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const message = ["shepherd-audio-v1", reading.cacheKey, reading.voice, reading.model, textHash].join("\n");
  return hex(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
}

/**
 * `scope` is asked for only when a new file is made: a cached one costs no use, so it needs neither
 * his usage month nor the profile read behind it.
 */
export async function streamAudio(
  app: Pick<AppContext, "db" | "env" | "requestId">,
  scope: () => Promise<MemberScope>,
  input: StreamAudioInput,
  { tts }: { tts: TtsClient | null },
): Promise<StreamAudioResult> {
  if (!tts) return { kind: "browser", voice: input.voice ?? AUDIO_VOICE };
  const voice = tts.voiceFor(input.voice);
  const text = await readingText(app.db, input);
  const name = await audioName(app.env.BETTER_AUTH_SECRET, { cacheKey: input.cacheKey, voice, model: tts.model, text });
  const key = audioObjectKey(name);
  if (await app.env.MEDIA.head(key)) return { kind: "ready", audioUrl: audioUrl(name), cached: true, voice };

  // Only a new synthesis costs anything, so only a new synthesis takes a use (given back on failure).
  const reservation = await reserveFeatureUse(app, await scope(), "audio");
  if (!reservation.allowed) return { kind: "denied", reason: reservation.reason };

  let audio;
  try {
    audio = await tts.synthesize(text, voice);
  } catch (error) {
    const failure = error instanceof TtsError ? error : null;
    console.error(`[${app.requestId}] speech synthesis failed (${failure?.kind ?? "unexpected"}): ${failure?.detail ?? error}`);
    await noteProviderError(app.db, "speech", failure ? `${failure.kind}: ${failure.detail}` : error);
    await reservation.refund();
    return { kind: "failed", message: failure?.message ?? TTS_UNEXPECTED };
  }
  try {
    await app.env.MEDIA.put(key, audio.bytes, {
      httpMetadata: { contentType: audio.contentType, cacheControl: AUDIO_CACHE_CONTROL },
      customMetadata: { cacheKey: input.cacheKey, voice, model: tts.model, pieces: String(audio.pieces) },
    });
  } catch (error) {
    console.error(`[${app.requestId}] storing audio failed`, error);
    await reservation.refund();
    return { kind: "failed", message: AUDIO_SAVE_FAILED };
  }
  return { kind: "ready", audioUrl: audioUrl(name), cached: false, voice };
}

/** What is read under this cacheKey: a chapter's text from D1, or the devotional card the client sent. */
async function readingText(db: Database, input: StreamAudioInput): Promise<string> {
  const key = parseChapterCacheKey(input.cacheKey);
  if (!key) {
    if (!input.text) throw new Error("A devotional's audio needs its text (StreamAudioSchema requires it).");
    return input.text;
  }
  const chapter = await readChapter(db, null, key.book, key.chapter);
  if (!chapter) throw new Error(`${input.cacheKey} names no chapter (StreamAudioSchema checks that it does).`);
  return chapterReading(chapter).text;
}

const TTS_UNEXPECTED = "Something went wrong while making the audio. Please try again.";
