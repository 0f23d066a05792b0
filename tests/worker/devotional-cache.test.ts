/**
 * The day's devotional is kept per isolate (worker/domain/devotional-cache.server.ts): a second
 * member's Today asks D1 only for what is his, and every writer in the isolate — composing on
 * demand, an administrator's regenerated artwork, a member's painting — is shown on the next Today.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { localDate } from "../../app/kernel/dates";
import { devotionalImageUrl } from "../../app/kernel/devotional";
import { countRoundTrips } from "../../worker/db/round-trips";
import { createDb } from "../../worker/db/client";
import { devotionals, subscriptions } from "../../worker/db/schema";
import { artworkDates } from "../../worker/domain/admin/artwork.server";
import { DEVOTIONAL_CACHE_TTL_MS, cachedDevotional, forgetDevotional } from "../../worker/domain/devotional-cache.server";
import { devotionalForToday } from "../../worker/domain/devotionals.server";
import { todayData } from "../../worker/domain/today.server";
import { storedOrComposed } from "../../worker/domain/todays-devotional.server";
import type { RecordedImageCall, ScriptedAnswer } from "../fakes/openai";
import { domainContext, fakeOpenAiProvider, formPost, memberScopeFor, request, signUp, testDb } from "./helpers";

const ZONE = "UTC";
const today = () => localDate(ZONE);

/** env.DB through the worker's counting wrapper, also keeping the SQL each statement was prepared with. */
function recordingD1() {
  const seen = { trips: 0, sql: [] as string[] };
  const counted = countRoundTrips(env.DB, () => (seen.trips += 1));
  const d1 = new Proxy(counted, {
    get(target, property) {
      if (property === "prepare") return (query: string) => (seen.sql.push(query), target.prepare(query));
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: createDb(d1), seen };
}

/** A statement reads the devotional's row itself (its title among its columns), not only which ids a day's are. */
const readsDevotionals = (sql: string[]) => sql.some((query) => /select [^()]*"title"[^()]*from "devotionals"/.test(query));

const imageProvider = (responses: ScriptedAnswer[]) =>
  fakeOpenAiProvider<RecordedImageCall>(responses, (key) => ({ OPENAI_IMAGE_MODEL: "gpt-image-1", OPENAI_IMAGE_API_KEY: key }));

/** The src of the devotional's artwork in a Today page. */
const artworkIn = (html: string) => /<img[^>]*src="(\/images\/devotionals\/[^"]+)"/.exec(html)?.[1] ?? null;

describe("the day's devotional, kept per isolate", () => {
  it("the first Today reads it in the member's batch; the next one asks D1 only for what is his", async () => {
    const [a, b] = await Promise.all([signUp({ timeZone: ZONE }), signUp({ timeZone: ZONE })]);
    const stored = await devotionalForToday({ db: testDb(), env }, ZONE);
    forgetDevotional(today());

    const first = recordingD1();
    const aDay = await (await todayData({ ...domainContext(first.db), providers: { devotional: storedOrComposed } }, await memberScopeFor(a.id))).devotional;
    const second = recordingD1();
    const bDay = await (await todayData({ ...domainContext(second.db), providers: { devotional: storedOrComposed } }, await memberScopeFor(b.id))).devotional;

    expect(aDay.devotional).toEqual(stored);
    expect(bDay.devotional).toEqual(stored);
    expect(readsDevotionals(first.seen.sql)).toBe(true);
    expect(readsDevotionals(second.seen.sql)).toBe(false);
    // One batch each: the devotional rode in the first member's batch, so no trip is saved — only its read.
    expect([first.seen.trips, second.seen.trips]).toEqual([1, 1]);
  });

  it("an entry is never served past its age", async () => {
    const stored = await devotionalForToday({ db: testDb(), env }, ZONE);
    const readAt = Date.now();
    expect(cachedDevotional(today(), readAt + DEVOTIONAL_CACHE_TTL_MS - 1)).toEqual(stored);
    expect(cachedDevotional(today(), readAt + DEVOTIONAL_CACHE_TTL_MS + 1)).toBeNull();
  });

  it("an administrator's regenerated artwork is on the next Today", async () => {
    const admin = await signUp({ email: "admin@example.com", emailVerified: true, timeZone: ZONE });
    const member = await signUp({ timeZone: ZONE });
    const [date] = artworkDates();
    expect(date).toBe(today());
    const { call } = await imageProvider([{ image: {} }, { image: {} }]);

    expect((await call("/admin/generate-images", formPost({ date: date! }, { cookie: admin.cookie }))).status).toBe(302);
    const before = artworkIn(await (await request("/", { cookie: member.cookie })).text());
    expect(cachedDevotional(date!)?.image_url).toBe(before);

    expect((await call("/admin/generate-images", formPost({ date: date! }, { cookie: admin.cookie }))).status).toBe(302);
    const repainted = (await testDb().select({ image_url: devotionals.image_url }).from(devotionals).where(eq(devotionals.devotional_date, date!)).get())?.image_url;
    expect(repainted).not.toBe(before);
    expect(artworkIn(await (await request("/", { cookie: member.cookie })).text())).toBe(repainted);
  });

  it("a member's painting is on the next Today", async () => {
    const member = await signUp({ timeZone: ZONE });
    await testDb().insert(subscriptions).values({ user_id: member.id, plan_type: "premium_monthly", status: "active" });
    const devotional = await devotionalForToday({ db: testDb(), env }, ZONE);
    // Back on its drawn artwork (the administrator's test painted it), behind the app's back.
    await testDb().update(devotionals).set({ image_url: devotionalImageUrl(today()) }).where(eq(devotionals.id, devotional.id));
    forgetDevotional(today());
    const shownBefore = artworkIn(await (await request("/", { cookie: member.cookie })).text());
    const { client } = await imageProvider([{ image: {} }]);

    const painted = await client(member.cookie)["generate-devotional-image"].$post({ json: { devotional_id: devotional.id } });
    expect(painted.status).toBe(200);
    const { image_url } = (await painted.json()) as { image_url: string };
    expect(shownBefore).toBe(devotionalImageUrl(today()));
    expect(image_url).not.toBe(shownBefore);
    expect(artworkIn(await (await request("/", { cookie: member.cookie })).text())).toBe(image_url);
  });
});
