/**
 * A fake of OpenAI's Chat Completions, Speech and Images APIs for the worker tests (no test reaches
 * a real external service). It runs in Node behind miniflare's `outboundService` (tests/fakes/outbound.ts),
 * so the real `openai` SDK inside workerd talks to https://api.openai.com/v1/chat/completions,
 * /v1/audio/speech and /v1/images/generations and gets OpenAI's wire format back: `chat.completion`
 * objects with `usage`, `audio/mpeg` bytes (silent MP3 frames), an images response with `b64_json`
 * (and `usage` for GPT image models), and `{error: {message, type, code}}` with 401/404/429/500.
 * The browser tests serve the same fake over loopback HTTP (tests/e2e/fake-openai-server.ts).
 *
 * Tests script it on http://openai-fake.test. Each API key has its own queue, so test files that run
 * side by side never take each other's answers (give each test its own key):
 * - POST   /__script   {key, responses: ScriptedAnswer[]}  appends answers, served in order
 * - GET    /__calls?key=…                                the request bodies received for that key
 * - DELETE /__calls?key=…                                forget that key's queue and calls
 * A key with no answer left gets a 500, as an unscripted call is a test bug — unless the fake was
 * made with `speechSeconds`, when an unscripted speech call gets that many seconds of audio, or with
 * `images`, when an unscripted image call gets a picture.
 */

export const OPENAI_FAKE_CONTROL = "http://openai-fake.test";
const API_ORIGIN = "https://api.openai.com";

export type ScriptedAnswer =
  /** A completion whose message content is this string (JSON or not: it is sent as it is). */
  | { content: string; promptTokens?: number; completionTokens?: number; finishReason?: "stop" | "length" }
  /** Speech: `seconds` of silent MP3 (default 2), or exactly `body` with `contentType` (a broken answer). */
  | { audio: { seconds?: number; body?: string; contentType?: string } }
  /** Images: a small PNG (FAKE_PNG), or exactly this `b64_json` (a broken answer). */
  | { image: { b64_json?: string } }
  /** An API error with OpenAI's error body. */
  | { status: 400 | 401 | 429 | 500 | 503; message?: string; type?: string; code?: string | null }
  /** Wait before answering (longer than the client's timeout to test timeouts). */
  | { delayMs: number; then?: ScriptedAnswer };

/** The input limit of OpenAI's speech endpoint: longer inputs are a 400, as there. */
export const SPEECH_INPUT_LIMIT = 4096;

export interface RecordedSpeechCall {
  model: string;
  input: string;
  voice: string;
  response_format?: string;
  speed?: number;
}

export interface RecordedImageCall {
  model?: string;
  prompt: string;
  n?: number;
  size?: string;
  response_format?: string;
}

/** An 8×8 PNG of one warm colour: what every scripted picture is unless told otherwise. */
export const FAKE_PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mM4WZ2MFTEMLQkAa69pwRkHZtgAAAAASUVORK5CYII=";

export interface RecordedChatCall {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: unknown;
  max_tokens?: number;
  max_completion_tokens?: number;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "x-request-id": `req_${crypto.randomUUID().replaceAll("-", "")}` },
  });

const speech = (seconds: number) =>
  new Response(silentMp3(seconds), {
    headers: { "Content-Type": "audio/mpeg", "x-request-id": `req_${crypto.randomUUID().replaceAll("-", "")}` },
  });

const apiError = (status: number, message: string, type: string, code: string | null = null) =>
  json({ error: { message, type, param: null, code } }, status);

const DEFAULT_ERRORS: Record<number, { type: string; code: string | null; message: string }> = {
  400: { type: "invalid_request_error", code: null, message: "Bad request." },
  401: { type: "invalid_request_error", code: "invalid_api_key", message: "Incorrect API key provided." },
  429: { type: "requests", code: "rate_limit_exceeded", message: "Rate limit reached for requests. Please try again later." },
  500: { type: "server_error", code: null, message: "The server had an error while processing your request." },
  503: { type: "server_error", code: null, message: "The engine is currently overloaded, please try again later." },
};

/**
 * `seconds` of silence as MPEG-1 Layer III: 32 kb/s, 32 kHz, mono frames of 144 bytes, each a
 * header and zeroed side information (no audio data: every decoder plays it as silence), 36 ms each.
 */
export function silentMp3(seconds: number): Uint8Array<ArrayBuffer> {
  const frameBytes = 144;
  const frames = Math.max(1, Math.round(seconds / 0.036));
  const bytes = new Uint8Array(frames * frameBytes);
  for (let frame = 0; frame < frames; frame += 1) bytes.set([0xff, 0xfb, 0x18, 0xc0], frame * frameBytes);
  return bytes;
}

const DEFAULT_ANSWER = { chat: { content: "{}" }, speech: { audio: {} }, image: { image: {} } } as const;

/**
 * POST /v1/images/generations's answer: GPT image models always send base64 with `usage`; DALL·E
 * sends base64 only when asked (`response_format: "b64_json"`), else a URL, and a revised prompt.
 */
function imagesResponse(call: RecordedImageCall, b64: string) {
  const created = Math.floor(Date.now() / 1000);
  if (/^gpt-image/.test(call.model ?? "")) {
    return json({
      created,
      background: "opaque",
      data: [{ b64_json: b64 }],
      output_format: "png",
      quality: "medium",
      size: call.size ?? "1024x1024",
      usage: {
        input_tokens: 60,
        input_tokens_details: { image_tokens: 0, text_tokens: 60 },
        output_tokens: 1056,
        total_tokens: 1116,
      },
    });
  }
  const picture =
    call.response_format === "b64_json"
      ? { b64_json: b64 }
      : { url: `https://oaidalleapiprodscus.blob.core.windows.net/private/img-${crypto.randomUUID()}.png` };
  return json({ created, data: [{ ...picture, revised_prompt: call.prompt }] });
}

export function createOpenAiFake(options: { speechSeconds?: number; images?: boolean } = {}) {
  const queues = new Map<string, ScriptedAnswer[]>();
  const calls = new Map<string, (RecordedChatCall | RecordedSpeechCall | RecordedImageCall)[]>();

  async function answer(
    scripted: ScriptedAnswer | undefined,
    model: string,
    kind: "chat" | "speech" | "image",
    imageCall?: RecordedImageCall,
  ): Promise<Response> {
    if (!scripted && kind === "speech" && options.speechSeconds) return speech(options.speechSeconds);
    if (!scripted && kind === "image" && options.images) return imagesResponse(imageCall!, FAKE_PNG_BASE64);
    if (!scripted) return apiError(500, "The OpenAI fake has no scripted answer left for this key.", "server_error");
    if ("delayMs" in scripted) {
      await new Promise((resolve) => setTimeout(resolve, scripted.delayMs));
      return answer(scripted.then ?? DEFAULT_ANSWER[kind], model, kind, imageCall);
    }
    if ("image" in scripted) {
      if (kind !== "image") return apiError(500, "The OpenAI fake was scripted with an image for another call.", "server_error");
      return imagesResponse(imageCall!, scripted.image.b64_json ?? FAKE_PNG_BASE64);
    }
    if ("audio" in scripted) {
      if (kind !== "speech") return apiError(500, `The OpenAI fake was scripted with audio for a ${kind} call.`, "server_error");
      const { seconds = 2, body, contentType = "audio/mpeg" } = scripted.audio;
      return body === undefined ? speech(seconds) : new Response(body, { headers: { "Content-Type": contentType } });
    }
    if ("status" in scripted) {
      const defaults = DEFAULT_ERRORS[scripted.status]!;
      return apiError(scripted.status, scripted.message ?? defaults.message, scripted.type ?? defaults.type, scripted.code ?? defaults.code);
    }
    if (kind !== "chat") return apiError(500, `The OpenAI fake was scripted with a completion for a ${kind} call.`, "server_error");
    const promptTokens = scripted.promptTokens ?? 420;
    const completionTokens = scripted.completionTokens ?? 580;
    return json({
      id: `chatcmpl-${crypto.randomUUID().replaceAll("-", "").slice(0, 24)}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message: { role: "assistant", content: scripted.content, refusal: null }, logprobs: null, finish_reason: scripted.finishReason ?? "stop" }],
      usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
      system_fingerprint: "fp_fake",
    });
  }

  async function control(request: Request, url: URL): Promise<Response> {
    const key = url.searchParams.get("key") ?? "";
    if (url.pathname === "/__script" && request.method === "POST") {
      const body = (await request.json()) as { key: string; responses: ScriptedAnswer[] };
      queues.set(body.key, [...(queues.get(body.key) ?? []), ...body.responses]);
      return json({ queued: queues.get(body.key)!.length });
    }
    if (url.pathname === "/__calls" && request.method === "GET") return json(calls.get(key) ?? []);
    if (url.pathname === "/__calls" && request.method === "DELETE") {
      queues.delete(key);
      calls.delete(key);
      return json({ ok: true });
    }
    return new Response("Unknown control route", { status: 404 });
  }

  /** miniflare `outboundService` handler for api.openai.com and openai-fake.test. */
  async function fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.origin === OPENAI_FAKE_CONTROL) return control(request, url);
    if (url.origin !== API_ORIGIN) return new Response(`The OpenAI fake does not serve ${url.origin}.`, { status: 502 });
    const key = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
    if (!key) return apiError(401, DEFAULT_ERRORS[401]!.message, "invalid_request_error", "invalid_api_key");
    if (request.method === "POST" && url.pathname === "/v1/audio/speech") return speechCall(request, key);
    if (request.method === "POST" && url.pathname === "/v1/images/generations") return imageCall(request, key);
    if (request.method !== "POST" || url.pathname !== "/v1/chat/completions") {
      return apiError(404, `Unknown request URL: ${request.method} ${url.pathname}.`, "invalid_request_error", "unknown_url");
    }
    let body: RecordedChatCall;
    try {
      body = (await request.json()) as RecordedChatCall;
    } catch {
      return apiError(400, "We could not parse the JSON body of your request.", "invalid_request_error");
    }
    if (typeof body.model !== "string" || !Array.isArray(body.messages) || body.messages.length === 0) {
      return apiError(400, "model and messages are required.", "invalid_request_error");
    }
    calls.set(key, [...(calls.get(key) ?? []), body]);
    const queue = queues.get(key) ?? [];
    return answer(queue.shift(), body.model, "chat");
  }

  /** POST /v1/audio/speech: {model, input, voice, response_format?, speed?} → the audio's bytes. */
  async function speechCall(request: Request, key: string): Promise<Response> {
    let body: RecordedSpeechCall;
    try {
      body = (await request.json()) as RecordedSpeechCall;
    } catch {
      return apiError(400, "We could not parse the JSON body of your request.", "invalid_request_error");
    }
    if (typeof body.model !== "string" || typeof body.input !== "string" || typeof body.voice !== "string") {
      return apiError(400, "model, input and voice are required.", "invalid_request_error");
    }
    if (body.input.length > SPEECH_INPUT_LIMIT) {
      return apiError(400, `[{'type': 'string_too_long', 'loc': ('body', 'input'), 'msg': 'String should have at most ${SPEECH_INPUT_LIMIT} characters'}]`, "invalid_request_error");
    }
    calls.set(key, [...(calls.get(key) ?? []), body]);
    const queue = queues.get(key) ?? [];
    return answer(queue.shift(), body.model, "speech");
  }

  /** POST /v1/images/generations: {prompt, model?, n?, size?, response_format?} → the images response. */
  async function imageCall(request: Request, key: string): Promise<Response> {
    let body: RecordedImageCall;
    try {
      body = (await request.json()) as RecordedImageCall;
    } catch {
      return apiError(400, "We could not parse the JSON body of your request.", "invalid_request_error");
    }
    if (typeof body.prompt !== "string" || body.prompt.length === 0) {
      return apiError(400, "Missing required parameter: 'prompt'.", "invalid_request_error", "missing_required_parameter");
    }
    if (/^gpt-image/.test(body.model ?? "") && body.response_format !== undefined) {
      return apiError(400, "Unknown parameter: 'response_format'.", "invalid_request_error", "unknown_parameter");
    }
    calls.set(key, [...(calls.get(key) ?? []), body]);
    const queue = queues.get(key) ?? [];
    return answer(queue.shift(), body.model ?? "dall-e-2", "image", body);
  }

  return { fetch };
}
