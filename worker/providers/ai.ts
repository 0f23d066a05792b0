/**
 * The optional AI provider; the offline library is its embedded default. With
 * OPENAI_API_KEY set, texts are written through the real `openai` SDK against OpenAI or any
 * OpenAI-compatible server (OPENAI_BASE_URL); without it `createAi` returns null and every caller
 * keeps to the original library. Callers check what comes back before storing it
 * (worker/domain/scripture-check.server.ts); this module only guarantees well-formed JSON.
 */
import OpenAI from "openai";
import type { z } from "zod";
import type { Env } from "../env";

export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";
/**
 * One request's limit. Retries are the composers' business (maxRetries 0 here): a timeout, a 429 or
 * a 5xx sends them straight to the library, so a member waits at most this long for a model.
 */
export const DEFAULT_AI_TIMEOUT_MS = 20_000;

export interface JsonCompletionRequest<T> {
  system: string;
  user: string;
  schema: z.ZodType<T>;
  /** Upper bound on the answer's tokens (default 1,500). */
  maxTokens?: number;
}

export interface JsonCompletion<T> {
  value: T;
  /** prompt + completion tokens reported by the server (0 when it reports none). */
  tokens: number;
}

export interface AiClient {
  model: string;
  completeJson<T>(request: JsonCompletionRequest<T>): Promise<JsonCompletion<T>>;
}

/**
 * The model answered, but not with what was asked: not JSON, JSON of the wrong shape, cut off, or
 * empty. Worth another attempt; the problems say what to fix, and the tokens were spent all the same.
 */
export class AiOutputError extends Error {
  override name = "AiOutputError";
  constructor(
    readonly kind: "malformed" | "invalid" | "truncated" | "empty",
    readonly problems: string[],
    readonly tokens: number,
  ) {
    super(`The model's answer was ${kind}: ${problems.join("; ")}`);
  }
}

/** The server could not be reached or refused (timeout, 429, 5xx, auth): not worth retrying now. */
export class AiUnavailableError extends Error {
  override name = "AiUnavailableError";
  constructor(
    message: string,
    readonly status: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

type AiEnv = Pick<Env, "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "OPENAI_MODEL">;

/**
 * The one way an `openai` SDK client is made, for text here and for speech (worker/providers/tts.ts):
 * OpenAI or any compatible server at `baseURL`, one attempt per call (callers decide about retries).
 */
export function openAiClient(options: { apiKey: string; baseURL?: string; timeoutMs: number }): OpenAI {
  return new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL?.trim() || undefined,
    timeout: options.timeoutMs,
    maxRetries: 0,
  });
}

export function createAi(env: AiEnv, options: { timeoutMs?: number } = {}): AiClient | null {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return null;
  const client = openAiClient({ apiKey, baseURL: env.OPENAI_BASE_URL, timeoutMs: options.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS });
  const model = env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL;
  // OpenAI's newer models accept only max_completion_tokens; compatible servers know max_tokens.
  const limitField = env.OPENAI_BASE_URL?.trim() ? "max_tokens" : "max_completion_tokens";

  return {
    model,
    async completeJson({ system, user, schema, maxTokens = 1_500 }) {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create({
          model,
          messages: [
            { role: "system", content: system },
            { role: "user", content: user },
          ],
          response_format: { type: "json_object" },
          [limitField]: maxTokens,
        });
      } catch (error) {
        throw unavailable(error);
      }
      const tokens = completion.usage?.total_tokens ?? 0;
      const choice = completion.choices?.[0];
      const content = choice?.message?.content;
      if (choice?.finish_reason === "length") throw new AiOutputError("truncated", ["The answer was cut off; keep it shorter."], tokens);
      if (!content?.trim()) throw new AiOutputError("empty", ["The answer was empty; answer with one JSON object."], tokens);
      let json: unknown;
      try {
        json = JSON.parse(stripCodeFence(content));
      } catch {
        throw new AiOutputError("malformed", ["The answer was not valid JSON; answer with one JSON object and nothing else."], tokens);
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        const problems = parsed.error.issues.map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message));
        throw new AiOutputError("invalid", problems, tokens);
      }
      return { value: parsed.data, tokens };
    },
  };
}

/** Some OpenAI-compatible servers wrap JSON mode output in a Markdown fence anyway. */
function stripCodeFence(content: string) {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  return fenced ? fenced[1]! : content;
}

function unavailable(error: unknown): AiUnavailableError {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new AiUnavailableError("The AI server timed out.", undefined, { cause: error });
  if (error instanceof OpenAI.APIError) {
    const status = error.status;
    return new AiUnavailableError(`The AI server answered ${status ?? "with a connection error"}: ${error.message}`, status, { cause: error });
  }
  return new AiUnavailableError(`The AI request failed: ${error instanceof Error ? error.message : String(error)}`, undefined, { cause: error });
}

/** How a call to a speech or image server failed, in the kinds their messages are written for. */
export type ProviderFailureKind = "timeout" | "rate-limited" | "refused" | "unreachable" | "malformed";

/**
 * A speech or image server's failure: the message is what the member reads (each provider words its
 * own, by kind), `detail` and `status` are what the server said, for the log.
 */
export class ProviderFailure extends Error {
  constructor(
    readonly kind: ProviderFailureKind,
    readonly detail: string,
    readonly status: number | undefined,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Classifies an error thrown by an `openai` SDK call (or its abort signal) for the speech and image
 * providers: what kind of failure it was and what the server said, for the log.
 */
export function classifyProviderFailure(error: unknown): {
  kind: Exclude<ProviderFailureKind, "malformed">;
  detail: string;
  status?: number;
} {
  const isAbort = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError || isAbort) {
    return { kind: "timeout", detail: "the server timed out" };
  }
  if (error instanceof OpenAI.APIConnectionError) return { kind: "unreachable", detail: error.message };
  if (error instanceof OpenAI.APIError) {
    return {
      kind: error.status === 429 ? "rate-limited" : "refused",
      detail: `${error.status ?? "no status"}: ${error.message}`,
      status: error.status,
    };
  }
  return { kind: "unreachable", detail: error instanceof Error ? error.message : String(error) };
}
