/**
 * Premium artwork for the day's devotional (docs/decisions/019) through the real
 * worker: POST /api/generate-devotional-image against the OpenAI fake's /v1/images/generations
 * (real `openai` SDK, real R2 and D1), the stored picture served from /images/devotionals/, and the
 * Today page offering "Create artwork" only when it can. The worker tests' env has no image model,
 * so each provider test runs the worker with its own OPENAI_IMAGE_MODEL and key.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { ARTWORK_COPY } from "../../app/kernel/copy/today-member";
import { localDate, usageMonth } from "../../app/kernel/dates";
import { devotionalImageUrl } from "../../app/kernel/devotional";
import { GATE_COPY } from "../../app/kernel/membership";
import { createDb } from "../../worker/db/client";
import { aiUsage, devotionals, freeLimits, monthlyUsageLimits, subscriptions } from "../../worker/db/schema";
import { createDevotionalImage } from "../../worker/domain/devotional-image.server";
import { forgetDevotional } from "../../worker/domain/devotional-cache.server";
import { devotionalForToday, ensureDevotional } from "../../worker/domain/devotionals.server";
import { createImageGenerator, IMAGE_ERROR_MESSAGES } from "../../worker/providers/images";
import { FAKE_PNG_BASE64, type RecordedImageCall, type ScriptedAnswer } from "../fakes/openai";
import { fakeOpenAiProvider, memberScopeFor, okJson, request, signUp, testDb } from "./helpers";

const ZONE = "UTC";
const PATH = "/api/generate-devotional-image";
const today = () => localDate(ZONE);
const FAKE_PNG = Uint8Array.from(atob(FAKE_PNG_BASE64), (character) => character.charCodeAt(0));

interface ArtworkAnswer {
  image_url?: string;
  cached?: boolean;
  error?: string;
  title?: string;
}

/** The image provider on (gpt-image-1 unless told), with its own key in the OpenAI fake. */
const imageProvider = (responses: ScriptedAnswer[], model = "gpt-image-1") =>
  fakeOpenAiProvider<RecordedImageCall>(responses, (key) => ({ OPENAI_IMAGE_MODEL: model, OPENAI_IMAGE_API_KEY: key }));

type Call = Awaited<ReturnType<typeof imageProvider>>["call"];
const paint = (call: Call, cookie: string | undefined, body: unknown) => call(PATH, { method: "POST", cookie, json: body });
/** Today's painting asked for through the typed client, with the provider's env. */
const paintDevotional = (client: Awaited<ReturnType<typeof imageProvider>>["client"], cookie: string, devotional_id: string) =>
  client(cookie)["generate-devotional-image"].$post({ json: { devotional_id } });

async function premiumMember() {
  const member = await signUp({ timeZone: ZONE });
  await testDb().insert(subscriptions).values({ user_id: member.id, plan_type: "premium_monthly", status: "active" });
  return member;
}

async function imageUsage(userId: string) {
  const row = await testDb()
    .select({ images: monthlyUsageLimits.image_generations })
    .from(monthlyUsageLimits)
    .where(and(eq(monthlyUsageLimits.user_id, userId), eq(monthlyUsageLimits.month, usageMonth(ZONE))))
    .get();
  return row?.images ?? 0;
}

const storedImages = async () => (await env.MEDIA.list({ prefix: "images/" })).objects.map((object) => object.key);
const imageUrlOf = async (id: string) =>
  (await testDb().select({ image_url: devotionals.image_url }).from(devotionals).where(eq(devotionals.id, id)).get())?.image_url;

/** Today's devotional, back on its default SVG (D1 and R2 are shared by the tests of this file). */
async function todaysDevotional() {
  const devotional = await devotionalForToday({ db: testDb(), env }, ZONE);
  await testDb().update(devotionals).set({ image_url: devotionalImageUrl(today()) }).where(eq(devotionals.id, devotional.id));
  // Written behind the app's back: the isolate's copy of the day's devotional goes too.
  forgetDevotional(today());
  return devotional;
}

beforeEach(async () => {
  const keys = await storedImages();
  if (keys.length > 0) await env.MEDIA.delete(keys);
});

describe("POST /api/generate-devotional-image: who and what", () => {
  it("a visitor gets 401 and the provider is not called", async () => {
    const devotional = await todaysDevotional();
    const { call, calls } = await imageProvider([]);
    const response = await paint(call, undefined, { devotional_id: devotional.id });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: ARTWORK_COPY.signInText });
    expect(await calls()).toEqual([]);
  });

  it.each([
    ["no devotional_id", {}],
    ["an empty devotional_id", { devotional_id: "  " }],
    ["a devotional_id that is not text", { devotional_id: 42 }],
    ["an oversize devotional_id", { devotional_id: "x".repeat(65) }],
  ])("%s → 400 naming the field; nothing generated, stored or counted", async (_name, body) => {
    const member = await premiumMember();
    const devotional = await todaysDevotional();
    const { call, calls } = await imageProvider([{ image: {} }]);
    const response = await paint(call, member.cookie, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { field: string }).field).toBe("devotional_id");
    expect(await calls()).toEqual([]);
    expect(await storedImages()).toEqual([]);
    expect(await imageUrlOf(devotional.id)).toBe(devotionalImageUrl(today()));
    expect(await imageUsage(member.id)).toBe(0);
  });

  it("invalid JSON → 400", async () => {
    const member = await premiumMember();
    const { call } = await imageProvider([]);
    const response = await call(PATH, {
      method: "POST",
      cookie: member.cookie,
      headers: { "Content-Type": "application/json" },
      body: "{devotional_id:",
    });
    expect(response.status).toBe(400);
  });

  it("without an image provider the API says plainly that it is not set up", async () => {
    const member = await premiumMember();
    const devotional = await todaysDevotional();
    const response = await request(PATH, { method: "POST", cookie: member.cookie, json: { devotional_id: devotional.id } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: ARTWORK_COPY.unavailable });
    expect(await imageUrlOf(devotional.id)).toBe(devotionalImageUrl(today()));
  });

  it("an unknown devotional is 404, another day's is 409; the provider is not called", async () => {
    const member = await premiumMember();
    const other = await ensureDevotional({ db: testDb(), env }, "2031-01-01");
    const { call, calls } = await imageProvider([{ image: {} }]);
    const unknown = await paint(call, member.cookie, { devotional_id: "no-such-devotional" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: ARTWORK_COPY.notFound });
    const notToday = await paint(call, member.cookie, { devotional_id: other.id });
    expect(notToday.status).toBe(409);
    expect(await notToday.json()).toEqual({ error: ARTWORK_COPY.notToday });
    expect(await calls()).toEqual([]);
    expect(await imageUrlOf(other.id)).toBe(devotionalImageUrl("2031-01-01"));
  });
});

describe("with an image provider", () => {
  it("a premium member's request paints, stores and counts once; every later request gets the stored picture", async () => {
    const member = await premiumMember();
    const devotional = await todaysDevotional();
    const { call, calls, client } = await imageProvider([{ image: {} }]);

    const first = await paintDevotional(client, member.cookie, devotional.id);
    expect(first.status).toBe(200);
    const made = await okJson(first);
    expect(made.cached).toBe(false);
    expect(made.image_url).toMatch(new RegExp(`^/images/devotionals/${today()}-[0-9a-f]{32}\\.png$`));
    const recorded = await calls();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ model: "gpt-image-1", n: 1, size: "1024x1024" });
    // GPT image models refuse response_format (the fake answers 400 as OpenAI does): it is not sent.
    expect(recorded[0]).not.toHaveProperty("response_format");
    expect(recorded[0]!.prompt).toContain(devotional.title);
    expect(recorded[0]!.prompt).toContain(devotional.theme);
    expect(await storedImages()).toEqual([`images/devotionals/${made.image_url!.split("/").pop()}`]);
    expect(await imageUrlOf(devotional.id)).toBe(made.image_url);
    expect(await imageUsage(member.id)).toBe(1);
    const tokens = await testDb()
      .select({ feature: aiUsage.feature_type, tokens: aiUsage.tokens_used })
      .from(aiUsage)
      .where(eq(aiUsage.user_id, member.id))
      .all();
    expect(tokens).toEqual([{ feature: "devotional_image", tokens: 1116 }]);

    const again = await paint(call, member.cookie, { devotional_id: devotional.id });
    expect(await again.json()).toEqual({ image_url: made.image_url, cached: true });
    expect(await calls()).toHaveLength(1);
    expect(await imageUsage(member.id)).toBe(1);

    // A free brother asking afterwards gets the same picture: nothing is generated, so the gate is not asked.
    const brother = await signUp({ timeZone: ZONE });
    expect(await (await paint(call, brother.cookie, { devotional_id: devotional.id })).json()).toEqual({
      image_url: made.image_url,
      cached: true,
    });
    expect(await imageUsage(brother.id)).toBe(0);
    expect(await storedImages()).toHaveLength(1);

    // Everyone's Today shows it, and nobody is offered to paint it again.
    const page = await (await call("/", { cookie: brother.cookie })).text();
    expect(page).toContain(`src="${made.image_url}"`);
    expect(page).not.toContain(ARTWORK_COPY.create);
  });

  it("serves the stored picture with its type, length, a year of caching, and 304 on revalidation", async () => {
    const member = await premiumMember();
    const devotional = await todaysDevotional();
    const { client } = await imageProvider([{ image: {} }]);
    const { image_url } = await okJson(paintDevotional(client, member.cookie, devotional.id));

    const served = await request(image_url!);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("Content-Length")).toBe(String(FAKE_PNG.length));
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const etag = served.headers.get("ETag");
    expect(etag).toBeTruthy();
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(FAKE_PNG);

    const revalidated = await request(image_url!, { headers: { "If-None-Match": etag! } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
  });

  it("a guessed or malformed picture URL is 404", async () => {
    const guessed = `${today()}-${"ab".repeat(16)}.png`;
    for (const file of [guessed, `${today()}-${"ab".repeat(16)}.gif`, `${today()}-short.png`, "..%2F..%2Faudio%2Fx.png"]) {
      expect((await request(`/images/devotionals/${file}`)).status, file).toBe(404);
    }
  });

  it("asks DALL·E-style models for base64 explicitly", async () => {
    const member = await premiumMember();
    const devotional = await todaysDevotional();
    const { client, calls } = await imageProvider([{ image: {} }], "dall-e-3");
    const answer = await okJson(paintDevotional(client, member.cookie, devotional.id));
    expect(answer.cached).toBe(false);
    expect(await calls()).toMatchObject([{ model: "dall-e-3", response_format: "b64_json", size: "1024x1024" }]);
  });

  it("a free member gets the gate's message; the provider is not called and nothing is stored", async () => {
    const member = await signUp({ timeZone: ZONE });
    const devotional = await todaysDevotional();
    const { call, calls } = await imageProvider([{ image: {} }]);
    const response = await paint(call, member.cookie, { devotional_id: devotional.id });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: GATE_COPY.limitReached(0, "devotional_image"), title: GATE_COPY.limitTitle });
    expect(await calls()).toEqual([]);
    expect(await storedImages()).toEqual([]);
    expect(await imageUrlOf(devotional.id)).toBe(devotionalImageUrl(today()));

    // Today offers him the button all the same: it is his way to hear the message and the way to Premium.
    const page = await (await call("/", { cookie: member.cookie })).text();
    expect(page).toContain(ARTWORK_COPY.create);
  });

  describe("a free member whose administrator allows two paintings a month", () => {
    beforeEach(async () => {
      await testDb().insert(freeLimits).values({ counter: "image_generations", monthly_limit: 2 }).onConflictDoUpdate({ target: freeLimits.counter, set: { monthly_limit: 2 } });
      return async () => {
        await testDb().update(freeLimits).set({ monthly_limit: 0 }).where(eq(freeLimits.counter, "image_generations"));
      };
    });

    it("at 1 of 2, six racing requests make one painting: the provider is called once and the count ends at 2", async () => {
      const member = await signUp({ timeZone: ZONE });
      await testDb().insert(monthlyUsageLimits).values({ user_id: member.id, month: usageMonth(ZONE), image_generations: 1 });
      const devotional = await todaysDevotional();
      const { call, calls } = await imageProvider(Array.from({ length: 6 }, () => ({ image: {} })));
      const responses = await Promise.all(Array.from({ length: 6 }, () => paint(call, member.cookie, { devotional_id: devotional.id })));
      const answers = await Promise.all(responses.map(async (response) => ({ status: response.status, body: (await response.json()) as ArtworkAnswer })));
      expect(answers.filter((answer) => answer.status === 200 && answer.body.cached === false)).toHaveLength(1);
      for (const answer of answers.filter((answer) => answer.status !== 200)) {
        expect(answer).toEqual({ status: 403, body: { error: GATE_COPY.limitReached(2, "devotional_image"), title: GATE_COPY.limitTitle } });
      }
      expect(await calls()).toHaveLength(1);
      expect(await imageUsage(member.id)).toBe(2);
    });

    it("a provider failure gives the reserved painting back", async () => {
      const member = await signUp({ timeZone: ZONE });
      await testDb().insert(monthlyUsageLimits).values({ user_id: member.id, month: usageMonth(ZONE), image_generations: 1 });
      const devotional = await todaysDevotional();
      const { call } = await imageProvider([{ status: 500 }]);
      expect((await paint(call, member.cookie, { devotional_id: devotional.id })).status).toBe(502);
      expect(await imageUsage(member.id)).toBe(1);
    });
  });

  it.each([
    [500, IMAGE_ERROR_MESSAGES.refused],
    [429, IMAGE_ERROR_MESSAGES["rate-limited"]],
  ] as const)("a provider %s → 502 with a clear message; nothing stored or counted", async (status, message) => {
    const member = await premiumMember();
    const devotional = await todaysDevotional();
    const { call } = await imageProvider([{ status }]);
    const response = await paint(call, member.cookie, { devotional_id: devotional.id });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: message, title: ARTWORK_COPY.failedTitle });
    expect(await storedImages()).toEqual([]);
    expect(await imageUrlOf(devotional.id)).toBe(devotionalImageUrl(today()));
    expect(await imageUsage(member.id)).toBe(0);
  });

  it("an answer that is not a picture is a failure, not a stored file", async () => {
    const member = await premiumMember();
    const devotional = await todaysDevotional();
    const { call } = await imageProvider([{ image: { b64_json: btoa("<html>not a picture</html>") } }]);
    const response = await paint(call, member.cookie, { devotional_id: devotional.id });
    expect(response.status).toBe(502);
    expect(((await response.json()) as ArtworkAnswer).error).toBe(IMAGE_ERROR_MESSAGES.malformed);
    expect(await storedImages()).toEqual([]);
    expect(await imageUrlOf(devotional.id)).toBe(devotionalImageUrl(today()));
  });

  it("a provider that times out → the timeout message; nothing stored or counted", async () => {
    const member = await premiumMember();
    const devotional = await todaysDevotional();
    const { env: imageEnv } = await imageProvider([{ delayMs: 1_000, then: { image: {} } }]);
    const db = createDb(env.DB);
    const app = { env: imageEnv, db, requestId: "test" };
    const images = createImageGenerator(imageEnv, { timeoutMs: 150 })!;
    const result = await createDevotionalImage(app, () => memberScopeFor(member.id), devotional.id, { images });
    expect(result).toEqual({ kind: "failed", message: IMAGE_ERROR_MESSAGES.timeout });
    expect(await storedImages()).toEqual([]);
    expect(await imageUrlOf(devotional.id)).toBe(devotionalImageUrl(today()));
    expect(await imageUsage(member.id)).toBe(0);
  });
});

describe("the Today page and the provider", () => {
  it("offers no generation without a provider, and offers it with one until the day is painted", async () => {
    const member = await premiumMember();
    await todaysDevotional();
    const without = await (await request("/", { cookie: member.cookie })).text();
    expect(without).not.toContain(ARTWORK_COPY.create);
    const { call } = await imageProvider([]);
    const withProvider = await (await call("/", { cookie: member.cookie })).text();
    expect(withProvider).toContain(ARTWORK_COPY.create);
    // A visitor's built-in devotional is never painted.
    expect(await (await call("/")).text()).not.toContain(ARTWORK_COPY.create);
  });
});
