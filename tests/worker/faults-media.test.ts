/**
 * Speech and artwork when a provider or R2 fails part-way, through the real worker: the speech or
 * image server's answer breaks off mid-body (the connection lost after its first bytes, put in
 * where the `openai` SDK fetches), or R2 refuses the `put` of a file that was made. Each time the member is told plainly (502 with the failure's
 * title and words), no object is left in R2 and no row points at one, and the use he reserved is
 * given back.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUDIO_COPY } from "../../app/kernel/copy/audio";
import { ARTWORK_COPY } from "../../app/kernel/copy/today-member";
import { localDate, usageMonth } from "../../app/kernel/dates";
import { devotionalImageUrl } from "../../app/kernel/devotional";
import { devotionals, monthlyUsageLimits, subscriptions } from "../../worker/db/schema";
import { AUDIO_SAVE_FAILED } from "../../worker/domain/audio.server";
import { forgetDevotional } from "../../worker/domain/devotional-cache.server";
import { ARTWORK_SAVE_FAILED } from "../../worker/domain/devotional-image.server";
import { devotionalForToday } from "../../worker/domain/devotionals.server";
import { IMAGE_ERROR_MESSAGES } from "../../worker/providers/images";
import { TTS_ERROR_MESSAGES } from "../../worker/providers/tts";
import type { ScriptedAnswer } from "../fakes/openai";
import { fakeOpenAiProvider, signUp, testDb } from "./helpers";

const ZONE = "UTC";

/** The MEDIA bucket with every `put` refused, as R2 does when it is unavailable. */
const refusingPuts = (bucket: R2Bucket): R2Bucket =>
  new Proxy(bucket, {
    get(target, property) {
      if (property === "put") return () => Promise.reject(new Error("R2 put failed: We encountered an internal error. Please try again."));
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });

/**
 * Every answer from `path` on the OpenAI fake breaks off after `bytes` bytes of its body, as a lost
 * connection does: the SDK's fetch is the isolate's, so the fault is put in there (the fake sits
 * behind miniflare's outbound service, which delivers a broken body as an empty one).
 */
function connectionLostAfter(path: string, bytes: number) {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const response = await realFetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url).pathname !== path) return response;
    const sent = new Uint8Array(await response.arrayBuffer()).subarray(0, bytes);
    const headers = new Headers(response.headers);
    headers.delete("Content-Length");
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(sent);
        controller.error(new TypeError("Network connection lost."));
      },
    });
    return new Response(body, { status: response.status, headers });
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

const stored = async (prefix: string) => (await env.MEDIA.list({ prefix })).objects.map((object) => object.key);

async function usage(userId: string) {
  const row = await testDb()
    .select()
    .from(monthlyUsageLimits)
    .where(and(eq(monthlyUsageLimits.user_id, userId), eq(monthlyUsageLimits.month, usageMonth(ZONE))))
    .get();
  return { audio: row?.audio_generations ?? 0, images: row?.image_generations ?? 0 };
}

beforeEach(async () => {
  const keys = [...(await stored("audio/")), ...(await stored("images/"))];
  if (keys.length > 0) await env.MEDIA.delete(keys);
});

describe("Listen, when speech or storage fails part-way", () => {
  const listen = async (answers: ScriptedAnswer[], extra: Partial<typeof env> = {}) => {
    const member = await signUp({ timeZone: ZONE });
    const provider = await fakeOpenAiProvider(answers, (key) => ({ OPENAI_TTS_API_KEY: key, ...extra }));
    const text = `Iron sharpens iron; so a man sharpens his friend’s countenance. (${crypto.randomUUID()})`;
    const response = await provider.call("/api/stream-audio", {
      method: "POST",
      cookie: member.cookie,
      json: { text, cacheKey: `daily-devotional-${crypto.randomUUID()}` },
    });
    return { member, response, calls: provider.calls };
  };

  it("the speech server drops the connection mid-audio: told so, nothing stored, the use given back", async () => {
    connectionLostAfter("/v1/audio/speech", 1_008);
    const { member, response, calls } = await listen([{ audio: { seconds: 3 } }]);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: TTS_ERROR_MESSAGES.unreachable, title: AUDIO_COPY.failedTitle });
    expect(await calls()).toHaveLength(1);
    expect(await stored("audio/")).toEqual([]);
    expect((await usage(member.id)).audio).toBe(0);
  });

  it("R2 refuses the made file: told it could not be saved, nothing stored, the use given back", async () => {
    const { member, response, calls } = await listen([{ audio: {} }], { MEDIA: refusingPuts(env.MEDIA) });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: AUDIO_SAVE_FAILED, title: AUDIO_COPY.failedTitle });
    expect(await calls()).toHaveLength(1);
    expect(await stored("audio/")).toEqual([]);
    expect((await usage(member.id)).audio).toBe(0);
  });
});

describe("Create artwork, when the painter or storage fails part-way", () => {
  async function paint(answers: ScriptedAnswer[], extra: Partial<typeof env> = {}) {
    const member = await signUp({ timeZone: ZONE });
    await testDb().insert(subscriptions).values({ user_id: member.id, plan_type: "premium_monthly", status: "active" });
    const devotional = await devotionalForToday({ db: testDb(), env }, ZONE);
    await testDb().update(devotionals).set({ image_url: devotionalImageUrl(localDate(ZONE)) }).where(eq(devotionals.id, devotional.id));
    forgetDevotional(localDate(ZONE));
    const provider = await fakeOpenAiProvider(answers, (key) => ({ OPENAI_IMAGE_MODEL: "gpt-image-1", OPENAI_IMAGE_API_KEY: key, ...extra }));
    const response = await provider.call("/api/generate-devotional-image", { method: "POST", cookie: member.cookie, json: { devotional_id: devotional.id } });
    const imageUrl = (await testDb().select({ image_url: devotionals.image_url }).from(devotionals).where(eq(devotionals.id, devotional.id)).get())!.image_url;
    return { member, response, imageUrl, calls: provider.calls };
  }

  it("the image server drops the connection mid-answer: told so, the devotional keeps its artwork, the painting given back", async () => {
    connectionLostAfter("/v1/images/generations", 100);
    const { member, response, imageUrl, calls } = await paint([{ image: {} }]);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: IMAGE_ERROR_MESSAGES.unreachable, title: ARTWORK_COPY.failedTitle });
    expect(await calls()).toHaveLength(1);
    expect(imageUrl).toBe(devotionalImageUrl(localDate(ZONE)));
    expect(await stored("images/")).toEqual([]);
    expect((await usage(member.id)).images).toBe(0);
  });

  it("R2 refuses the painting: told it could not be saved, the devotional keeps its artwork, the painting given back", async () => {
    const { member, response, imageUrl, calls } = await paint([{ image: {} }], { MEDIA: refusingPuts(env.MEDIA) });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: ARTWORK_SAVE_FAILED, title: ARTWORK_COPY.failedTitle });
    expect(await calls()).toHaveLength(1);
    expect(imageUrl).toBe(devotionalImageUrl(localDate(ZONE)));
    expect(await stored("images/")).toEqual([]);
    expect((await usage(member.id)).images).toBe(0);
  });
});
