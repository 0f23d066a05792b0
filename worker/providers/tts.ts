/**
 * The optional speech provider (voice onyx; the browser's own speech synthesis is its embedded
 * default). With a key (OPENAI_TTS_API_KEY, else OPENAI_API_KEY) devotionals are read
 * by OpenAI's /audio/speech, or any OpenAI-compatible speech server at OPENAI_TTS_BASE_URL (else
 * OPENAI_BASE_URL), through the real `openai` SDK; without one `createTts` returns null and the
 * browser reads aloud itself. Long texts go in sentence-bounded pieces under the server's input
 * limit and come back as one MP3.
 */
import { chunkForSpeech } from "../../app/kernel/audio/chunks";
import { isMp3, joinMp3 } from "../../app/kernel/audio/mp3";
import { AUDIO_VOICE } from "../../app/kernel/audio/stream-audio";
import type { Env } from "../env";
import { classifyProviderFailure, openAiClient, ProviderFailure, type ProviderFailureKind } from "./ai";

export const DEFAULT_TTS_MODEL = "tts-1";
/** OpenAI's limit is 4,096 characters per request; a margin keeps compatible servers happy too. */
export const TTS_INPUT_LIMIT = 4_000;
/** One piece's limit, headers and body. OpenAI reads ~4,000 characters in well under this. */
export const DEFAULT_TTS_TIMEOUT_MS = 60_000;
/** Pieces in flight at once: a devotional is one or two; the bound is for the longest texts. */
const PARALLEL_PIECES = 3;

export interface SpeechAudio {
  bytes: Uint8Array;
  contentType: "audio/mpeg";
  /** How many speech requests it took. */
  pieces: number;
}

export interface TtsClient {
  model: string;
  /** The speech server's name for a voice the request names (the app's voice onyx → OPENAI_TTS_VOICE). */
  voiceFor(voice: string): string;
  synthesize(text: string, voice: string): Promise<SpeechAudio>;
}

/** Why a synthesis failed, in words a person can act on, and what the server said (for the log). */
export class TtsError extends ProviderFailure {
  override name = "TtsError";
  constructor(kind: ProviderFailureKind, detail: string, status?: number, options?: { cause?: unknown }) {
    super(kind, detail, status, TTS_ERROR_MESSAGES[kind], options);
  }
}

/** What "Failed to generate audio" says under its title (the toast carries the failure's message). */
export const TTS_ERROR_MESSAGES: Record<TtsError["kind"], string> = {
  timeout: "The voice service took too long to answer. Please try again in a moment.",
  "rate-limited": "The voice service is busy right now. Please try again in a minute.",
  refused: "The voice service could not read this devotional right now. Please try again later.",
  unreachable: "The voice service could not be reached. Please try again later.",
  malformed: "The voice service sent back something that is not audio. Please try again later.",
};

type TtsEnv = Pick<
  Env,
  "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "OPENAI_TTS_API_KEY" | "OPENAI_TTS_BASE_URL" | "OPENAI_TTS_MODEL" | "OPENAI_TTS_VOICE"
>;

export function createTts(env: TtsEnv, options: { timeoutMs?: number } = {}): TtsClient | null {
  const apiKey = env.OPENAI_TTS_API_KEY?.trim() || env.OPENAI_API_KEY?.trim();
  if (!apiKey) return null;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TTS_TIMEOUT_MS;
  const client = openAiClient({ apiKey, baseURL: env.OPENAI_TTS_BASE_URL?.trim() || env.OPENAI_BASE_URL, timeoutMs });
  const model = env.OPENAI_TTS_MODEL?.trim() || DEFAULT_TTS_MODEL;
  const onyx = env.OPENAI_TTS_VOICE?.trim() || AUDIO_VOICE;

  async function piece(input: string, voice: string): Promise<Uint8Array> {
    let bytes: Uint8Array;
    try {
      // The SDK's timeout ends at the headers; the signal also bounds reading the body.
      const signal = AbortSignal.timeout(timeoutMs);
      const response = await client.audio.speech.create({ model, voice, input, response_format: "mp3" }, { signal });
      bytes = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      throw ttsError(error);
    }
    if (!isMp3(bytes)) throw new TtsError("malformed", `expected MP3, got ${bytes.length} bytes starting ${describeStart(bytes)}`);
    return bytes;
  }

  return {
    model,
    voiceFor: (voice) => (voice === AUDIO_VOICE ? onyx : voice),
    async synthesize(text, voice) {
      const inputs = chunkForSpeech(text, TTS_INPUT_LIMIT);
      if (inputs.length === 0) throw new TtsError("refused", "nothing to read");
      const pieces: Uint8Array[] = new Array(inputs.length);
      let next = 0;
      const worker = async () => {
        while (next < inputs.length) {
          const index = next++;
          pieces[index] = await piece(inputs[index]!, voice);
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL_PIECES, inputs.length) }, worker));
      return { bytes: joinMp3(pieces), contentType: "audio/mpeg", pieces: inputs.length };
    },
  };
}

function describeStart(bytes: Uint8Array) {
  return JSON.stringify(new TextDecoder().decode(bytes.subarray(0, 24)));
}

function ttsError(error: unknown): TtsError {
  if (error instanceof TtsError) return error;
  const failure = classifyProviderFailure(error);
  return new TtsError(failure.kind, failure.detail, failure.status, { cause: error });
}
