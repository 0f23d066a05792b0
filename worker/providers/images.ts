/**
 * The optional image provider (the deterministic SVG artwork is its embedded default;
 * docs/decisions/019). With OPENAI_IMAGE_MODEL set and a key (OPENAI_IMAGE_API_KEY, else
 * OPENAI_API_KEY), a devotional's artwork can be painted by OpenAI's /images/generations or any
 * OpenAI-compatible image server at OPENAI_IMAGE_BASE_URL (else OPENAI_BASE_URL), through the real
 * `openai` SDK. Without them `createImageGenerator` returns null and every devotional keeps its
 * deterministic SVG (worker/domain/devotional-art.ts), the embedded default.
 *
 * Images are switched on by the model, not by the key alone: a key set for texts or speech must not
 * start paying for pictures, and image models differ too much in price for a default.
 */
import type OpenAI from "openai";
import type { Env } from "../env";
import { classifyProviderFailure, openAiClient, ProviderFailure, type ProviderFailureKind } from "./ai";

/** A square picture (a devotional's image is square); every OpenAI image model offers it. */
export const IMAGE_SIZE = "1024x1024";
/** GPT image models take 30–60 s for a square picture; a stuck server is cut off after this. */
export const DEFAULT_IMAGE_TIMEOUT_MS = 120_000;
/** A 1024² PNG is 1–3 MB; anything far larger is not what was asked for. */
export const IMAGE_MAX_BYTES = 12 * 1024 * 1024;

export interface GeneratedImage {
  bytes: Uint8Array;
  contentType: "image/png" | "image/jpeg" | "image/webp";
  extension: "png" | "jpg" | "webp";
  /** Tokens the server reports for the picture (GPT image models do; 0 when none are reported). */
  tokens: number;
}

export interface ImageGenerator {
  model: string;
  generate(prompt: string): Promise<GeneratedImage>;
}

/** Why a picture could not be made, in words a person can act on, and what the server said (for the log). */
export class ImageError extends ProviderFailure {
  override name = "ImageError";
  constructor(kind: ProviderFailureKind, detail: string, status?: number, options?: { cause?: unknown }) {
    super(kind, detail, status, IMAGE_ERROR_MESSAGES[kind], options);
  }
}

/** What "Couldn't create artwork" says under its title. */
export const IMAGE_ERROR_MESSAGES: Record<ProviderFailureKind, string> = {
  timeout: "The artwork service took too long to answer. Please try again in a moment.",
  "rate-limited": "The artwork service is busy right now. Please try again in a minute.",
  refused: "The artwork service could not paint this devotional right now. Please try again later.",
  unreachable: "The artwork service could not be reached. Please try again later.",
  malformed: "The artwork service sent back something that is not a picture. Please try again later.",
};

type ImageEnv = Pick<
  Env,
  "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "OPENAI_IMAGE_API_KEY" | "OPENAI_IMAGE_BASE_URL" | "OPENAI_IMAGE_MODEL"
>;

const apiKeyOf = (env: ImageEnv) => env.OPENAI_IMAGE_API_KEY?.trim() || env.OPENAI_API_KEY?.trim() || "";

/** Whether artwork can be generated on this server (the Today page offers it only then). */
export function imageGenerationEnabled(env: ImageEnv): boolean {
  return Boolean(env.OPENAI_IMAGE_MODEL?.trim() && apiKeyOf(env));
}

export function createImageGenerator(env: ImageEnv, options: { timeoutMs?: number } = {}): ImageGenerator | null {
  if (!imageGenerationEnabled(env)) return null;
  const model = env.OPENAI_IMAGE_MODEL!.trim();
  const timeoutMs = options.timeoutMs ?? DEFAULT_IMAGE_TIMEOUT_MS;
  const client = openAiClient({
    apiKey: apiKeyOf(env),
    baseURL: env.OPENAI_IMAGE_BASE_URL?.trim() || env.OPENAI_BASE_URL,
    timeoutMs,
  });
  // GPT image models always answer in base64 and refuse `response_format`; DALL·E and compatible
  // servers answer with a URL unless asked for base64 (a URL would be one more download, from elsewhere).
  const format = /^gpt-image/i.test(model) ? {} : { response_format: "b64_json" as const };

  return {
    model,
    async generate(prompt) {
      let response: OpenAI.Images.ImagesResponse;
      try {
        // The SDK's timeout ends at the headers; the signal also bounds reading the body.
        const signal = AbortSignal.timeout(timeoutMs);
        response = await client.images.generate({ model, prompt, n: 1, size: IMAGE_SIZE, ...format }, { signal });
      } catch (error) {
        const failure = classifyProviderFailure(error);
        throw new ImageError(failure.kind, failure.detail, failure.status, { cause: error });
      }
      const first = response.data?.[0];
      if (!first?.b64_json) {
        throw new ImageError("malformed", first?.url ? "answered with a URL instead of b64_json" : "no image in the answer");
      }
      const bytes = decodeBase64(first.b64_json);
      if (!bytes || bytes.length === 0) throw new ImageError("malformed", "b64_json is not base64");
      if (bytes.length > IMAGE_MAX_BYTES) throw new ImageError("malformed", `${bytes.length} bytes is over the limit`);
      const type = imageTypeOf(bytes);
      if (!type) throw new ImageError("malformed", "the bytes are not PNG, JPEG or WebP");
      return { bytes, ...type, tokens: response.usage?.total_tokens ?? 0 };
    },
  };
}

function decodeBase64(text: string): Uint8Array | null {
  let binary: string;
  try {
    binary = atob(text.replace(/\s+/g, ""));
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const startsWith = (bytes: Uint8Array, prefix: number[], offset = 0) =>
  prefix.every((byte, index) => bytes[offset + index] === byte);

/** The picture's type from its first bytes: what is stored and served is what it really is. */
export function imageTypeOf(bytes: Uint8Array): Pick<GeneratedImage, "contentType" | "extension"> | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: "image/png", extension: "png" };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { contentType: "image/webp", extension: "webp" };
  }
  return null;
}
