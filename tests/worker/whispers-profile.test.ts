/**
 * /whispers and /profile/{userId} through the real worker: the access matrix (visitor, owner A,
 * another member B), the newest unread whisper agreeing with Today's, marking read without touching
 * another man's rows, and a public profile that never leaks anything private.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dailyCheckins, encouragementWhispers, journalEntries } from "../../worker/db/schema";
import { apiClient, okJson, ORIGIN, request, signUp, testDb } from "./helpers";

const WHISPER_NOT_FOUND = "That whisper was not found.";
const get = (path: string, cookie?: string) => request(path, { cookie });
const post = (path: string, cookie: string | undefined, entries: [string, string][]) =>
  request(path, { method: "POST", cookie, body: new URLSearchParams(entries), headers: { Origin: ORIGIN } });
const whispersOf = (userId: string) =>
  testDb().select().from(encouragementWhispers).where(eq(encouragementWhispers.user_id, userId)).all();

/** Three whispers a day apart, oldest first: read victory, unread check-in, unread struggle (newest). */
async function threeWhispers(userId: string, tag: string) {
  const day = (offset: number) => new Date(Date.parse("2026-04-10T12:00:00Z") + offset * 86_400_000);
  return testDb()
    .insert(encouragementWhispers)
    .values([
      { user_id: userId, message: `${tag}: the race is His.`, trigger_type: "victory", verse: "Hebrews 12:1", whisper_date: "2026-04-10", read: true, created_at: day(0) },
      { user_id: userId, message: `${tag}: you showed up today.`, trigger_type: "daily_checkin", verse: "Lamentations 3:23", whisper_date: "2026-04-11", created_at: day(1) },
      { user_id: userId, message: `${tag}: He is near the brokenhearted.`, trigger_type: "struggle", verse: "Psalm 34:18", whisper_date: "2026-04-12", created_at: day(2) },
    ])
    .returning();
}

const latestForToday = async (cookie: string) =>
  (await okJson(apiClient(cookie).whispers.latest.$get())).whisper?.id ?? null;

/** The id of the whisper marked "Shown on Today" in the page. */
const shownOnToday = (html: string) => {
  const at = html.indexOf("Shown on Today");
  if (at < 0) return null;
  const ids = [...html.slice(0, at).matchAll(/aria-labelledby="whisper-([^"]+)"/g)];
  return ids[ids.length - 1]?.[1] ?? null;
};

describe("the access matrix", () => {
  it.each([
    ["GET", "/whispers"],
    ["POST", "/whispers"],
    ["GET", "/profile/some-member"],
  ])("a visitor's %s %s is sent to sign in", async (method, path) => {
    const response = method === "GET" ? await get(path) : await post(path, undefined, [["intent", "read-all"]]);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
  });
});

describe("/whispers", () => {
  it("lists A's whispers newest first with trigger, verse and read state; B sees none of them", async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    await threeWhispers(a.id, "For A");
    const html = await (await get("/whispers", a.cookie)).text();
    const order = ["He is near the brokenhearted.", "you showed up today.", "the race is His."].map((text) => html.indexOf(text));
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((x, y) => x - y));
    for (const text of ["Struggle", "Daily check-in", "Victory", "Psalm 34:18", "Lamentations 3:23", "Hebrews 12:1", "2 unread"]) {
      expect(html).toContain(text);
    }
    expect(html.match(/data-read="false"/g)).toHaveLength(2);
    expect(html.match(/data-read="true"/g)).toHaveLength(1);

    const ofB = await (await get("/whispers", b.cookie)).text();
    expect(ofB).not.toContain("For A");
    expect(ofB).toContain("All read");
  });

  it("marks as shown on Today the same whisper Today shows, before and after it is read", async () => {
    const a = await signUp();
    const [, checkIn, struggle] = await threeWhispers(a.id, "Today");
    expect(await latestForToday(a.cookie)).toBe(struggle!.id);
    expect(shownOnToday(await (await get("/whispers", a.cookie)).text())).toBe(struggle!.id);

    const marked = await post("/whispers", a.cookie, [["intent", "read"], ["id", struggle!.id]]);
    expect(marked.status).toBe(200);
    expect(await latestForToday(a.cookie)).toBe(checkIn!.id);
    const html = await (await get("/whispers", a.cookie)).text();
    expect(shownOnToday(html)).toBe(checkIn!.id);
    expect(html).toContain("1 unread");
  });

  it("lets B mark none of A's whispers: 404 and A's rows unchanged", async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    const [, , struggle] = await threeWhispers(a.id, "Mine");
    const before = await whispersOf(a.id);
    const denied = await post("/whispers", b.cookie, [["intent", "read"], ["id", struggle!.id]]);
    expect(denied.status).toBe(404);
    expect(await denied.text()).toContain(WHISPER_NOT_FOUND);
    expect((await post("/whispers", b.cookie, [["intent", "read-all"]])).status).toBe(302);
    expect(await whispersOf(a.id)).toEqual(before);
  });

  it("answers an unknown or malformed id with 404 and an unknown intent with 400", async () => {
    const a = await signUp();
    expect((await post("/whispers", a.cookie, [["intent", "read"], ["id", "00000000-0000-0000-0000-000000000000"]])).status).toBe(404);
    expect((await post("/whispers", a.cookie, [["intent", "read"], ["id", "'; DROP TABLE x; --"]])).status).toBe(404);
    expect((await post("/whispers", a.cookie, [["intent", "read"]])).status).toBe(404);
    expect((await post("/whispers", a.cookie, [["intent", "delete"]])).status).toBe(400);
    expect((await post("/whispers", a.cookie, [])).status).toBe(400);
  });

  it("marks all of A's whispers read, and only A's", async () => {
    const [a, b] = await Promise.all([signUp(), signUp()]);
    await Promise.all([threeWhispers(a.id, "All A"), threeWhispers(b.id, "All B")]);
    const response = await post("/whispers", a.cookie, [["intent", "read-all"]]);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/whispers");
    expect((await whispersOf(a.id)).every((whisper) => whisper.read)).toBe(true);
    expect((await whispersOf(b.id)).filter((whisper) => !whisper.read)).toHaveLength(2);
    expect(await latestForToday(a.cookie)).toBeNull();
  });
});

describe("/profile/{userId}", () => {
  it("shows A's public face to A, with the way to his settings", async () => {
    const a = await signUp({ name: "Caleb Stone", username: "caleb_stone", focus: ["Leadership", "Fatherhood"] });
    const response = await get(`/profile/${a.id}`, a.cookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const text of ["Caleb Stone", "caleb_stone", "Member since", "Fatherhood", "Leadership", "Edit profile and settings"]) expect(html).toContain(text);
    // The focus areas' fixed order, whatever order they were chosen in.
    expect(html.indexOf(">Fatherhood<")).toBeLessThan(html.indexOf(">Leadership<"));
  });

  it("shows B A's public face and nothing private: no journal, check-in notes, whispers, intentions, email or zone", async () => {
    const a = await signUp({
      name: "Josiah Reed",
      username: "josiah_reed",
      timeZone: "Pacific/Chatham",
      focus: ["Temptation"],
      currentTopics: ["Private intention about my marriage"],
    });
    const b = await signUp();
    await testDb().batch([
      testDb().insert(journalEntries).values({ user_id: a.id, content: "Secret journal words of Josiah.", devotional_title: "A private title", entry_date: "2026-04-10" }),
      testDb().insert(dailyCheckins).values({ user_id: a.id, check_in_date: "2026-04-10", mood: "struggling", notes: "Check-in notes only Josiah sees." }),
      testDb().insert(encouragementWhispers).values({ user_id: a.id, message: "A whisper meant for Josiah alone.", trigger_type: "struggle", verse: "Psalm 34:18", whisper_date: "2026-04-10" }),
    ]);
    const response = await get(`/profile/${a.id}`, b.cookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Josiah Reed");
    expect(html).toContain("Temptation");
    for (const secret of [
      "Secret journal words",
      "A private title",
      "Check-in notes only Josiah sees",
      "A whisper meant for Josiah alone",
      "Psalm 34:18",
      "Private intention about my marriage",
      "Pacific/Chatham",
      a.email,
      "Edit profile and settings",
    ]) {
      expect(html, secret).not.toContain(secret);
    }
  });

  it("answers an unknown id, and a man who has not finished onboarding, with 404", async () => {
    const [a, unfinished] = await Promise.all([signUp(), signUp({ onboarded: false, name: "Not Yet Onboarded" })]);
    for (const path of ["/profile/no-such-member", `/profile/${unfinished.id}`, "/profile/%27%20OR%201%3D1"]) {
      const response = await get(path, a.cookie);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain("Not Yet Onboarded");
    }
  });
});
