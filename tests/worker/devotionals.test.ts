import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { parseCanonicalReference } from "../../app/kernel/bible/reference";
import { addDays } from "../../app/kernel/dates";
import { localDate } from "../../app/kernel/dates";
import { devotionals } from "../../worker/db/schema";
import { ensureDevotional, fallbackDevotional } from "../../worker/domain/devotionals.server";
import worker from "../../worker/index";
import { apiClient, okJson, request, signUp, testDb } from "./helpers";

const deps = () => ({ db: testDb(), env });

describe("the devotional engine", () => {
  it("the cron prepares yesterday through two days ahead, and running it again adds nothing", async () => {
    const run = async () => {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron: "17 */6 * * *" }), env, ctx);
      await waitOnExecutionContext(ctx);
    };
    await run();
    await run();
    const today = localDate("UTC");
    const dates = (await testDb().select({ date: devotionals.devotional_date }).from(devotionals).all()).map((row) => row.date);
    expect(dates.sort()).toEqual([-1, 0, 1, 2].map((offset) => addDays(today, offset)));
  });

  it("creates a date's devotional once, however many requests race for it", async () => {
    const date = "2031-05-17";
    const results = await Promise.all(Array.from({ length: 8 }, () => ensureDevotional(deps(), date)));
    expect(new Set(results.map((devotional) => devotional.id)).size).toBe(1);
    const rows = await testDb().select().from(devotionals).all();
    expect(rows.filter((row) => row.devotional_date === date)).toHaveLength(1);
  });

  it("takes the passage text from the bundled World English Bible, verse by verse", async () => {
    const devotional = await ensureDevotional(deps(), "2031-06-01");
    const range = parseCanonicalReference(devotional.passage)!;
    const { results } = await env.DB.prepare(
      "SELECT text FROM bible_verses WHERE book = ? AND chapter = ? AND verse BETWEEN ? AND ? ORDER BY verse",
    )
      .bind(range.book.id, range.chapter, range.verseStart, range.verseEnd)
      .all<{ text: string }>();
    expect(results).toHaveLength(range.verseEnd - range.verseStart + 1);
    expect(devotional.passage_text).toBe(results.map((row) => row.text).join(" "));
    expect(devotional.image_url).toBe("/images/devotionals/2031-06-01.svg");
  });

  it("walks the library day by day: 40 consecutive days, 40 different devotionals", async () => {
    const titles = new Set<string>();
    for (let day = 0; day < 40; day++) titles.add((await ensureDevotional(deps(), addDays("2032-01-01", day))).title);
    expect(titles.size).toBe(40);
  });
});

describe("POST /api/generate-daily-devotional", () => {
  it("asks visitors to sign in, in the fixed words", async () => {
    const response = await request("/api/generate-daily-devotional", { method: "POST", json: { timezone: "UTC" } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Please sign in to view your devotional" });
  });

  it("returns the devotional of the member's local date with its fields", async () => {
    const member = await signUp();
    const response = await apiClient(member.cookie)["generate-daily-devotional"].$post({ json: { timezone: "Pacific/Kiritimati" } });
    expect(response.status).toBe(200);
    const devotional = await okJson(response);
    expect(devotional.devotional_date).toBe(localDate("Pacific/Kiritimati"));
    for (const field of ["id", "devotional_date", "title", "passage", "content", "reflection", "theme", "prayer", "image_url", "created_at"]) {
      expect(devotional, field).toHaveProperty(field);
    }
  });

  it.each([
    [{}, "timezone must be an IANA time zone such as America/Chicago."],
    [{ timezone: "Mars/Olympus" }, "timezone must be an IANA time zone such as America/Chicago."],
    [{ timezone: 5 }, "timezone must be an IANA time zone such as America/Chicago."],
  ])("rejects %j with 400", async (json, message) => {
    const member = await signUp();
    const response = await request("/api/generate-daily-devotional", { method: "POST", cookie: member.cookie, json });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(message);
  });
});

describe("the day's artwork", () => {
  it("is a deterministic SVG for a date, long-cached once the devotional exists", async () => {
    await ensureDevotional(deps(), "2031-07-04");
    const first = await request("/images/devotionals/2031-07-04.svg");
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(first.headers.get("Cache-Control")).toContain("immutable");
    const svg = await first.text();
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 512 512"/);
    expect(await (await request("/images/devotionals/2031-07-04.svg")).text()).toBe(svg);
    expect(await (await request("/images/devotionals/2031-07-05.svg")).text()).not.toBe(svg);
  });

  it.each(["2031-13-45.svg", "yesterday.svg", "2031-07-04.png"])("answers %s with 404", async (file) => {
    expect((await request(`/images/devotionals/${file}`)).status).toBe(404);
  });
});

describe("the built-in fallbacks", () => {
  it("needs no database and rotates by day of year", () => {
    const passages = ["2026-01-03", "2026-01-01", "2026-01-02"].map((date) => fallbackDevotional(date).passage);
    expect(passages).toEqual(["Ephesians 5:25", "Proverbs 27:17", "Joshua 24:15"]);
    expect(fallbackDevotional("2026-01-03").passage_text).toContain("Husbands, love your wives");
  });
});
