/**
 * Requests an outsider found that made the worker answer 500: each now gets the answer a person
 * can act on (400/403/404), and what the request named still works for ordinary input.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bibleNotes, journalEntries, profiles } from "../../worker/db/schema";
import { apiClient, okJson, ORIGIN, request, signUp, testDb } from "./helpers";

describe("a note search with a long word", () => {
  it("answers 200 with the notes that contain it, not a 500 from a too-long LIKE pattern", async () => {
    const member = await signUp();
    const word = "a".repeat(60);
    await testDb()
      .insert(bibleNotes)
      .values([
        { user_id: member.id, book: "John", chapter: 3, verse_start: 16, verse_end: 16, note: `before ${word.toUpperCase()} after` },
        { user_id: member.id, book: "John", chapter: 3, verse_start: 17, verse_end: 17, note: "short" },
      ]);
    const response = await apiClient(member.cookie).word.notes.$get({ query: { q: word } });
    expect(response.status).toBe(200);
    const { notes } = await okJson(response);
    expect(notes.map((note) => note.note)).toEqual([`before ${word.toUpperCase()} after`]);
  });

  it("takes % and _ as characters, not wildcards", async () => {
    const member = await signUp();
    await testDb()
      .insert(bibleNotes)
      .values([
        { user_id: member.id, book: "John", chapter: 1, verse_start: 1, verse_end: 1, note: "100% sure" },
        { user_id: member.id, book: "John", chapter: 1, verse_start: 2, verse_end: 2, note: "100 sure" },
      ]);
    const { notes } = await okJson(apiClient(member.cookie).word.notes.$get({ query: { q: "100%" } }));
    expect(notes.map((note) => note.note)).toEqual(["100% sure"]);
  });
});

describe("devotional artwork for a date that does not exist", () => {
  it.each(["2026-02-31", "2026-13-01", "2026-00-10", "2025-02-29"])("/images/devotionals/%s.svg → 404", async (date) => {
    const response = await request(`/images/devotionals/${date}.svg`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Not found");
  });

  it("still draws a real date, a leap day included", async () => {
    const response = await request("/images/devotionals/2028-02-29.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
  });
});

describe("insights for a period at the end of the calendar", () => {
  it.each([
    ["month", "9999-12-01"],
    ["week", "9999-12-27"],
    ["month", "0000-01-01"],
  ])("/insights?period=%s&start=%s shows the current period", async (period, start) => {
    const member = await signUp();
    const response = await request(`/insights?period=${period}&start=${start}`, { cookie: member.cookie });
    expect(response.status).toBe(200);
  });

  it("refuses to write an insight for 9999-12 with the future-period message", async () => {
    const member = await signUp();
    const response = await request("/insights", {
      method: "POST",
      cookie: member.cookie,
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "generate", period: "month", start: "9999-12-01" }).toString(),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("That period hasn&#x27;t begun yet.");
  });
});

describe("a cross-origin form post to a Remix action", () => {
  const form = new URLSearchParams({ intent: "sign-in", email: "someone@example.com", password: "steadfast-Faith-7" });

  it("is refused with 403 and a plain message, and no session is made", async () => {
    const response = await request("/auth", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(await response.text()).toBe("This form was sent from another site, so it was not accepted.");
    expect(response.headers.getSetCookie().filter((cookie) => cookie.includes("session_token"))).toEqual([]);
  });

  it("is refused for a signed-in member too, and nothing changes", async () => {
    const member = await signUp();
    const response = await request("/settings", {
      method: "POST",
      cookie: member.cookie,
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "save-profile", displayName: "Hijacked", username: "hijacked", timeZone: "UTC" }).toString(),
    });
    expect(response.status).toBe(403);
    const profile = await testDb().select().from(profiles).where(eq(profiles.id, member.id)).get();
    expect(profile?.display_name).toBe(member.name);
  });

  it("lets a same-origin post through to the action", async () => {
    const response = await request("/auth", {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("Invalid email or password");
  });
});

describe("a Remix action sent a body that is not a form", () => {
  it.each([
    ["JSON", "application/json", JSON.stringify({ intent: "create", content: "Grateful for the morning." }), 415],
    ["text", "text/plain", "intent=create", 415],
    ["a multipart body without its boundary", "multipart/form-data", "garbage", 400],
  ])("%s is refused with a plain message, nothing written", async (_, contentType, body, status) => {
    const member = await signUp();
    const response = await request("/journal", { method: "POST", cookie: member.cookie, headers: { "Content-Type": contentType }, body });
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(await response.text()).toMatch(/^(Send this form as a web form|This form could not be read)/);
    expect(await testDb().select().from(journalEntries).where(eq(journalEntries.user_id, member.id))).toEqual([]);
  });
});
