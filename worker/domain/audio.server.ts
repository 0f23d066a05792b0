/**
 * stream-audio (spec §4 Audio, §7, §8): the devotional read aloud. Without a speech provider the
 * answer is "browser": the client reads the same text with the browser's speech synthesis. With
 * one, the audio is made once per (cacheKey, voice, model, text) and kept in R2; every later
 * request gets the stored file (cached: true) without calling the provider or counting a use.
 *
 * Keys: R2 holds `audio/<name>.mp3`, served at `/audio/<name>.mp3`, where name is an HMAC-SHA256
 * (keyed with the server's secret) of the cacheKey, voice, model and the text's SHA-256. So the key
 * is built by the server and never from raw input, a URL cannot be guessed or derived from a
 * cacheKey, and someone who sends other text under a devotional's cacheKey gets (and pays for) his
 * own file instead of replacing the one everyone else hears.
 */
import { AUDIO_VOICE } from "../../app/lib/audio/stream-audio";
import type { StreamAudioInput } from "../../app/lib/audio/stream-audio-schema";
import type { AppContext } from "../context";
import type { TtsClient } from "../providers/tts";
import { TtsError } from "../providers/tts";
import { checkFeatureAccess, recordFeatureUse } from "./gate.server";

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

export async function streamAudio(
  app: AppContext,
  userId: string,
  input: StreamAudioInput,
  { tts, now = new Date() }: { tts: TtsClient | null; now?: Date },
): Promise<StreamAudioResult> {
  if (!tts) return { kind: "browser", voice: input.voice ?? AUDIO_VOICE };
  const voice = tts.voiceFor(input.voice);
  const name = await audioName(app.env.BETTER_AUTH_SECRET, { cacheKey: input.cacheKey, voice, model: tts.model, text: input.text });
  const key = audioObjectKey(name);
  if (await app.env.MEDIA.head(key)) return { kind: "ready", audioUrl: audioUrl(name), cached: true, voice };

  // Only a new synthesis costs anything, so only a new synthesis passes the gate and counts.
  const decision = await checkFeatureAccess(app, userId, "audio", now);
  if (!decision.allowed) return { kind: "denied", reason: decision.reason };

  let audio;
  try {
    audio = await tts.synthesize(input.text, voice);
  } catch (error) {
    const failure = error instanceof TtsError ? error : null;
    console.error(`[${app.requestId}] speech synthesis failed (${failure?.kind ?? "unexpected"}): ${failure?.detail ?? error}`);
    return { kind: "failed", message: failure?.message ?? TTS_UNEXPECTED };
  }
  try {
    await app.env.MEDIA.put(key, audio.bytes, {
      httpMetadata: { contentType: audio.contentType, cacheControl: AUDIO_CACHE_CONTROL },
      customMetadata: { cacheKey: input.cacheKey, voice, model: tts.model, pieces: String(audio.pieces) },
    });
  } catch (error) {
    console.error(`[${app.requestId}] storing audio failed`, error);
    return { kind: "failed", message: AUDIO_SAVE_FAILED };
  }
  await recordFeatureUse(app, userId, "audio", 0, now);
  return { kind: "ready", audioUrl: audioUrl(name), cached: false, voice };
}

const TTS_UNEXPECTED = "Something went wrong while making the audio. Please try again.";
