/**
 * stream-audio and the audio files through the real worker: without a speech
 * provider the answer is browser speech; with one (the OpenAI fake in tests/fakes/openai.ts, reached
 * through the real `openai` SDK and miniflare's outboundService) the audio is made once, stored in
 * R2 and served with byte ranges. The worker tests' env has no key, so each provider test runs the
 * worker with its own OPENAI_TTS_API_KEY (its own answer queue in the fake).
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { describe, expect, it } from "vitest";
import { chapterReading } from "../../app/kernel/audio/chapter-reading";
import { AUDIO_COPY } from "../../app/kernel/copy/audio";
import { usageMonth } from "../../app/kernel/dates";
import { GATE_COPY } from "../../app/kernel/membership";
import { monthlyUsageLimits } from "../../worker/db/schema";
import { createDb } from "../../worker/db/client";
import { streamAudio } from "../../worker/domain/audio.server";
import { readChapter } from "../../worker/domain/word.server";
import { createTts, TTS_ERROR_MESSAGES, TTS_INPUT_LIMIT } from "../../worker/providers/tts";
import { silentMp3, type RecordedSpeechCall, type ScriptedAnswer } from "../fakes/openai";
import { apiClient, fakeOpenAiProvider, memberScopeFor, okJson, request, signUp, testDb } from "./helpers";

const TEXT = "Iron Sharpens Iron\n\nIron sharpens iron; so a man sharpens his friend’s countenance.\n\nProverbs 27:17";
const cacheKey = (id = crypto.randomUUID()) => `daily-devotional-${id}`;

/** The speech provider on, with its own key in the OpenAI fake (tests/worker/helpers.ts). */
async function speechProvider(responses: ScriptedAnswer[], extra: Partial<typeof env> = {}) {
  const provider = await fakeOpenAiProvider<RecordedSpeechCall>(responses, (key) => ({ OPENAI_TTS_API_KEY: key, ...extra }));
  return { ...provider, ttsEnv: provider.env };
}

const listen = (call: Awaited<ReturnType<typeof speechProvider>>["call"], cookie: string, body: unknown) =>
  call("/api/stream-audio", { method: "POST", cookie, json: body });

/** Listen through the typed client (a well-formed request), with the provider's env: the answer's JSON is typed. */
const listenTo = (
  client: Awaited<ReturnType<typeof speechProvider>>["client"],
  cookie: string,
  json: InferRequestType<ReturnType<typeof apiClient>["stream-audio"]["$post"]>["json"],
) => client(cookie)["stream-audio"].$post({ json });

async function audioUsage(userId: string, timeZone = "America/Chicago") {
  const row = await testDb()
    .select({ audio: monthlyUsageLimits.audio_generations })
    .from(monthlyUsageLimits)
    .where(and(eq(monthlyUsageLimits.user_id, userId), eq(monthlyUsageLimits.month, usageMonth(timeZone))))
    .get();
  return row?.audio ?? 0;
}

async function storedAudio() {
  return (await env.MEDIA.list({ prefix: "audio/" })).objects.map((object) => object.key);
}

describe("POST /api/stream-audio: who and what", () => {
  it("a visitor gets 401 with the sign-in sentence", async () => {
    const response = await request("/api/stream-audio", { method: "POST", json: { text: TEXT, cacheKey: cacheKey() } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: AUDIO_COPY.signInText });
  });

  it.each([
    ["a cacheKey that is not daily-devotional-{id}", { text: TEXT, cacheKey: "audio/../../avatars/x" }, "cacheKey"],
    ["a cacheKey with a slash", { text: TEXT, cacheKey: "daily-devotional-a/b" }, "cacheKey"],
    ["no cacheKey", { text: TEXT }, "cacheKey"],
    ["oversize text", { text: "a".repeat(15_001), cacheKey: cacheKey() }, "text"],
    ["empty text", { text: "  ", cacheKey: cacheKey() }, "text"],
    ["text that is not text", { text: ["a"], cacheKey: cacheKey() }, "text"],
    ["an unknown voice", { text: TEXT, voice: "baritone", cacheKey: cacheKey() }, "voice"],
  ])("%s → 400 naming the field, nothing stored", async (_name, body, field) => {
    const member = await signUp();
    const { call, calls } = await speechProvider([]);
    const response = await listen(call, member.cookie, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { field: string }).field).toBe(field);
    expect(await calls()).toEqual([]);
    expect(await storedAudio()).toEqual([]);
  });

  it("invalid JSON → 400", async () => {
    const member = await signUp();
    const response = await request("/api/stream-audio", {
      method: "POST",
      cookie: member.cookie,
      headers: { "Content-Type": "application/json" },
      body: "{text:",
    });
    expect(response.status).toBe(400);
  });

  it("without a speech provider the answer is browser speech, and nothing is counted", async () => {
    const member = await signUp();
    const response = await request("/api/stream-audio", { method: "POST", cookie: member.cookie, json: { text: TEXT, cacheKey: cacheKey() } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ audioUrl: null, cached: false, engine: "browser", voice: "onyx" });
    expect(await audioUsage(member.id)).toBe(0);
  });
});

describe("with a speech provider", () => {
  it("makes and stores the audio once (cached false), then serves it (cached true) without calling the provider", async () => {
    const member = await signUp();
    const key = cacheKey();
    const { call, calls, client } = await speechProvider([{ audio: { seconds: 3 } }]);

    const first = await listenTo(client, member.cookie, { text: TEXT, voice: "onyx", cacheKey: key });
    expect(first.status).toBe(200);
    const made = await okJson(first);
    expect(made).toMatchObject({ cached: false, engine: "server", voice: "onyx" });
    expect(made.audioUrl).toMatch(/^\/audio\/[0-9a-f]{64}\.mp3$/);
    // The URL is not derived from the cacheKey.
    expect(made.audioUrl).not.toContain(key);
    expect(await calls()).toEqual([{ model: "tts-1", voice: "onyx", input: TEXT, response_format: "mp3" }]);
    expect(await audioUsage(member.id)).toBe(1);

    const second = await listen(call, member.cookie, { text: TEXT, cacheKey: key });
    expect(await second.json()).toEqual({ ...made, cached: true });
    expect(await calls()).toHaveLength(1);
    expect(await audioUsage(member.id)).toBe(1);

    // Another member asking for the same devotional gets the same file, and pays nothing for it.
    const brother = await signUp();
    expect(await (await listen(call, brother.cookie, { text: TEXT, cacheKey: key })).json()).toEqual({ ...made, cached: true });
    expect(await audioUsage(brother.id)).toBe(0);

    // Other text under the same cacheKey is a file of its own: it cannot replace the one everyone hears.
    const { client: other, calls: otherCalls } = await speechProvider([{ audio: {} }]);
    const forged = await okJson(listenTo(other, member.cookie, { text: "Something else entirely.", cacheKey: key }));
    expect(forged.cached).toBe(false);
    expect(forged.audioUrl).not.toBe(made.audioUrl);
    expect(await otherCalls()).toHaveLength(1);
  });

  it("serves the file with its type, length, ranges and a year of caching", async () => {
    const member = await signUp();
    const { client } = await speechProvider([{ audio: { seconds: 3 } }]);
    const { audioUrl } = await okJson(listenTo(client, member.cookie, { text: `${TEXT} (ranges)`, cacheKey: cacheKey() }));
    const expected = silentMp3(3);

    const whole = await request(audioUrl!);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("Content-Type")).toBe("audio/mpeg");
    expect(whole.headers.get("Content-Length")).toBe(String(expected.length));
    expect(whole.headers.get("Accept-Ranges")).toBe("bytes");
    expect(whole.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(whole.headers.get("ETag")).toBeTruthy();
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(bytes).toEqual(expected);

    const ranged = await request(audioUrl!, { headers: { Range: "bytes=140-299" } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("Content-Range")).toBe(`bytes 140-299/${expected.length}`);
    expect(ranged.headers.get("Content-Length")).toBe("160");
    expect(ranged.headers.get("Content-Type")).toBe("audio/mpeg");
    expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(expected.subarray(140, 300));

    const open = await request(audioUrl!, { headers: { Range: `bytes=${expected.length - 10}-` } });
    expect(open.status).toBe(206);
    expect(new Uint8Array(await open.arrayBuffer())).toEqual(expected.subarray(expected.length - 10));

    const suffix = await request(audioUrl!, { headers: { Range: "bytes=-4" } });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get("Content-Range")).toBe(`bytes ${expected.length - 4}-${expected.length - 1}/${expected.length}`);

    const past = await request(audioUrl!, { headers: { Range: `bytes=${expected.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get("Content-Range")).toBe(`bytes */${expected.length}`);
  });

  it("a guessed or malformed audio URL is 404", async () => {
    const guessed = [...crypto.getRandomValues(new Uint8Array(32))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
    for (const path of [`/audio/${guessed}.mp3`, "/audio/daily-devotional-1.mp3", "/audio/..%2Favatars%2Fx.mp3", `/audio/${guessed}`]) {
      expect((await request(path)).status, path).toBe(404);
    }
  });

  it("a free member over the audio limit gets the limit message; the provider is not called and nothing is stored", async () => {
    const member = await signUp({ timeZone: "UTC" });
    await testDb().insert(monthlyUsageLimits).values({ user_id: member.id, month: usageMonth("UTC"), audio_generations: 5 });
    const { call, calls } = await speechProvider([{ audio: {} }]);
    const before = await storedAudio();
    const response = await listen(call, member.cookie, { text: `${TEXT} (limit)`, cacheKey: cacheKey() });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: GATE_COPY.limitReached(5, "audio"), title: "Usage Limit Reached" });
    expect(await calls()).toEqual([]);
    expect(await storedAudio()).toEqual(before);
  });

  it("of six racing requests at a free member's last audio, one is made and five hear the limit; the provider is called once", async () => {
    const member = await signUp({ timeZone: "UTC" });
    await testDb().insert(monthlyUsageLimits).values({ user_id: member.id, month: usageMonth("UTC"), audio_generations: 4 });
    const { call, calls } = await speechProvider(Array.from({ length: 6 }, () => ({ audio: {} })));
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) => listen(call, member.cookie, { text: `${TEXT} (race ${index})`, cacheKey: cacheKey() })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 403, 403, 403, 403, 403]);
    for (const response of responses.filter((response) => response.status === 403)) {
      expect(await response.json()).toEqual({ error: GATE_COPY.limitReached(5, "audio"), title: GATE_COPY.limitTitle });
    }
    expect(await calls()).toHaveLength(1);
    expect(await audioUsage(member.id, "UTC")).toBe(5);
  });

  it("a provider failure gives the reserved use back: a free member at 4 of 5 can still make his fifth", async () => {
    const member = await signUp({ timeZone: "UTC" });
    await testDb().insert(monthlyUsageLimits).values({ user_id: member.id, month: usageMonth("UTC"), audio_generations: 4 });
    const { call } = await speechProvider([{ status: 500 }, { audio: {} }]);
    expect((await listen(call, member.cookie, { text: `${TEXT} (refund)`, cacheKey: cacheKey() })).status).toBe(502);
    expect(await audioUsage(member.id, "UTC")).toBe(4);
    expect((await listen(call, member.cookie, { text: `${TEXT} (after refund)`, cacheKey: cacheKey() })).status).toBe(200);
    expect(await audioUsage(member.id, "UTC")).toBe(5);
  });

  it.each([
    [500, TTS_ERROR_MESSAGES.refused],
    [429, TTS_ERROR_MESSAGES["rate-limited"]],
  ] as const)("a provider %s → 502 with the failure message; nothing stored or counted", async (status, message) => {
    const member = await signUp();
    const { call } = await speechProvider([{ status }]);
    const before = await storedAudio();
    const response = await listen(call, member.cookie, { text: `${TEXT} (${status})`, cacheKey: cacheKey() });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: message, title: AUDIO_COPY.failedTitle });
    expect(await storedAudio()).toEqual(before);
    expect(await audioUsage(member.id)).toBe(0);
  });

  it("an answer that is not audio is a failure, not a stored file", async () => {
    const member = await signUp();
    const { call } = await speechProvider([{ audio: { body: '{"detail":"voice not found"}', contentType: "audio/mpeg" } }]);
    const before = await storedAudio();
    const response = await listen(call, member.cookie, { text: `${TEXT} (malformed)`, cacheKey: cacheKey() });
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: string }).error).toBe(TTS_ERROR_MESSAGES.malformed);
    expect(await storedAudio()).toEqual(before);
  });

  it("a provider that times out → the failure message; nothing stored or counted", async () => {
    const member = await signUp();
    const { ttsEnv } = await speechProvider([{ delayMs: 1_000, then: { audio: {} } }]);
    const db = createDb(env.DB);
    const app = { env: ttsEnv, db, requestId: "test" };
    const before = await storedAudio();
    const result = await streamAudio(app, () => memberScopeFor(member.id), { text: `${TEXT} (timeout)`, voice: "onyx", cacheKey: cacheKey() }, {
      tts: createTts(ttsEnv, { timeoutMs: 150 }),
    });
    expect(result).toEqual({ kind: "failed", message: TTS_ERROR_MESSAGES.timeout });
    expect(await storedAudio()).toEqual(before);
    expect(await audioUsage(member.id)).toBe(0);
  });

  it("splits a long text at sentence boundaries under the input limit and joins the pieces into one file", async () => {
    const member = await signUp();
    const sentence = (n: number) => `Sentence ${n}: Mr. Hale read Eph. 5:25 to his sons before the sun came up.`;
    const long = Array.from({ length: 4 }, (_, p) => Array.from({ length: 40 }, (_, i) => sentence(p * 40 + i)).join(" ")).join("\n\n");
    expect(long.length).toBeGreaterThan(2 * TTS_INPUT_LIMIT);
    const { client, calls } = await speechProvider([{ audio: { seconds: 1 } }, { audio: { seconds: 1 } }, { audio: { seconds: 1 } }, { audio: { seconds: 1 } }]);
    const answer = await okJson(listenTo(client, member.cookie, { text: long, cacheKey: cacheKey() }));
    expect(answer.cached).toBe(false);
    // Pieces are requested in parallel, so the fake sees them in any order: put them back in the text's.
    const firstSentence = (input: string) => Number(/^Sentence (\d+)/.exec(input)?.[1]);
    const inputs = (await calls()).map((recorded) => recorded.input).sort((a, b) => firstSentence(a) - firstSentence(b));
    expect(inputs.length).toBeGreaterThanOrEqual(3);
    for (const input of inputs) {
      expect(input.length).toBeLessThanOrEqual(TTS_INPUT_LIMIT);
      expect(input).toMatch(/^Sentence \d+: /);
      expect(input).toMatch(/came up\.$/);
    }
    expect(inputs.join(" ").replace(/\s+/g, " ")).toBe(long.replace(/\s+/g, " "));
    const file = await request(answer.audioUrl!);
    expect(Number(file.headers.get("Content-Length"))).toBe(inputs.length * silentMp3(1).length);
  });

  it("asks the speech server for its own name of onyx when OPENAI_TTS_VOICE says so", async () => {
    const member = await signUp();
    const { client, calls } = await speechProvider([{ audio: {} }], { OPENAI_TTS_VOICE: "am_onyx", OPENAI_TTS_MODEL: "kokoro" });
    const answer = await okJson(listenTo(client, member.cookie, { text: `${TEXT} (kokoro)`, cacheKey: cacheKey() }));
    expect(answer.voice).toBe("am_onyx");
    expect(await calls()).toMatchObject([{ model: "kokoro", voice: "am_onyx" }]);
  });
});

/** A chapter's text exactly as the reader's Listen reads it, from D1. */
async function chapterText(book: string, chapter: number) {
  const found = await readChapter(testDb(), null, book, chapter);
  expect(found).not.toBeNull();
  return chapterReading(found!).text;
}

describe("a chapter of the reader (cacheKey bible-{book}-{chapter})", () => {
  it("a visitor gets 401 with the sign-in sentence", async () => {
    const response = await request("/api/stream-audio", { method: "POST", json: { cacheKey: "bible-John-3" } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: AUDIO_COPY.signInText });
  });

  it.each([
    ["a chapter past the end", "bible-John-22", "John has 21 chapters."],
    ["a book the WEB does not have", "bible-Tobit-1", 'The World English Bible has no book "Tobit" (use its id, as in bible-John-3 or bible-1Cor-13).'],
    ["chapter 0", "bible-John-0", null],
    ["a book's name instead of its id", "bible-john-3", null],
  ])("%s → 400 naming cacheKey, nothing synthesized or stored", async (_name, cacheKey, message) => {
    const member = await signUp();
    const { call, calls } = await speechProvider([]);
    const before = await storedAudio();
    const response = await listen(call, member.cookie, { cacheKey });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { field: string; error: string };
    expect(body.field).toBe("cacheKey");
    if (message) expect(body.error).toBe(message);
    expect(await calls()).toEqual([]);
    expect(await storedAudio()).toEqual(before);
    expect(await audioUsage(member.id)).toBe(0);
  });

  it("without a speech provider the answer is browser speech (the page reads its own chapter)", async () => {
    const member = await signUp();
    const response = await request("/api/stream-audio", { method: "POST", cookie: member.cookie, json: { cacheKey: "bible-Ps-23" } });
    expect(await response.json()).toEqual({ audioUrl: null, cached: false, engine: "browser", voice: "onyx" });
  });

  it("reads the chapter from D1, stores it once, and serves it cached to everyone; text sent with the key is ignored", async () => {
    const member = await signUp();
    const expected = await chapterText("John", 3);
    expect(expected.startsWith("John 3\n\nNow there was a man of the Pharisees named Nicodemus")).toBe(true);
    expect(expected).toContain("For God so loved the world, that he gave his only born Son");
    const { call, calls, client } = await speechProvider([{ audio: { seconds: 2 } }]);

    const first = await listenTo(client, member.cookie, { cacheKey: "bible-John-3" });
    expect(first.status).toBe(200);
    const made = await okJson(first);
    expect(made).toMatchObject({ cached: false, engine: "server", voice: "onyx" });
    expect(made.audioUrl).toMatch(/^\/audio\/[0-9a-f]{64}\.mp3$/);
    expect(await calls()).toEqual([{ model: "tts-1", voice: "onyx", input: expected, response_format: "mp3" }]);
    expect(await audioUsage(member.id)).toBe(1);
    const file = await request(made.audioUrl!);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(silentMp3(2));

    // A client cannot put other words into a chapter: its text is ignored, the stored file is served.
    const brother = await signUp();
    const forged = await listen(call, brother.cookie, { cacheKey: "bible-John-3", text: "Something else entirely." });
    expect(await forged.json()).toEqual({ ...made, cached: true });
    expect(await calls()).toHaveLength(1);
    expect(await audioUsage(brother.id)).toBe(0);
  });

  it("the longest chapter, Psalm 119, is read in pieces under the speech server's limit into one file", async () => {
    const member = await signUp();
    const expected = await chapterText("Ps", 119);
    expect(expected.length).toBeGreaterThan(3 * TTS_INPUT_LIMIT);
    const pieces = Math.ceil(expected.length / TTS_INPUT_LIMIT) + 1;
    const { client, calls } = await speechProvider(Array.from({ length: pieces }, () => ({ audio: { seconds: 1 } })));
    const answer = await okJson(listenTo(client, member.cookie, { cacheKey: "bible-Ps-119" }));
    expect(answer).toMatchObject({ cached: false, engine: "server" });
    // Pieces are requested in parallel, so the fake sees them in any order: put them back in the chapter's.
    const flat = (text: string) => text.replace(/\s+/g, " ").trim();
    const position = (input: string) => flat(expected).indexOf(flat(input));
    const inputs = (await calls()).map((recorded) => recorded.input).sort((a, b) => position(a) - position(b));
    expect(inputs.length).toBeGreaterThanOrEqual(Math.ceil(expected.length / TTS_INPUT_LIMIT));
    for (const input of inputs) {
      expect(input.length).toBeLessThanOrEqual(TTS_INPUT_LIMIT);
      expect(position(input)).toBeGreaterThanOrEqual(0);
    }
    expect(flat(inputs.join(" "))).toBe(flat(expected));
    expect(await audioUsage(member.id)).toBe(1);
  });
});
