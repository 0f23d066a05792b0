/**
 * The JSON API refuses what another site can make a member's browser send: a state-changing call
 * that does not come from Shepherd's own pages, or whose body is not declared JSON. Nothing is
 * written when it refuses; the app's own calls go through.
 */
import { SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bibleNotes, user as userTable } from "../../worker/db/schema";
import { ORIGIN, request, signUp, testDb } from "./helpers";

const EVIL = "https://evil.example";
const note = { book: "John", chapter: 3, verse_start: 16, verse_end: 16, note: "For God so loved" };

let member: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  member = await signUp();
});

const notesOf = (userId: string) => testDb().select().from(bibleNotes).where(eq(bibleNotes.user_id, userId));

async function postNote(headers: Record<string, string>, body: string = JSON.stringify(note)) {
  const response = await request("/api/word/notes", { method: "POST", cookie: member.cookie, headers, body });
  return { status: response.status, body: (await response.json()) as { error?: string } };
}

describe("a state-changing API call from another site", () => {
  it("refuses text/plain JSON from https://evil.example with 403, and writes nothing", async () => {
    const answer = await postNote({ Origin: EVIL, "Content-Type": "text/plain;charset=UTF-8" });
    expect(answer).toEqual({ status: 403, body: { error: "This request did not come from Shepherd's own pages, so it was not accepted." } });
    expect(await notesOf(member.id)).toEqual([]);
  });

  it("refuses a form-encoded post from another site", async () => {
    const answer = await postNote({ Origin: EVIL, "Content-Type": "application/x-www-form-urlencoded" }, "book=John&chapter=3");
    expect(answer.status).toBe(403);
    expect(await notesOf(member.id)).toEqual([]);
  });

  it("refuses JSON from another site too, and a page with an opaque origin", async () => {
    expect((await postNote({ Origin: EVIL, "Content-Type": "application/json" })).status).toBe(403);
    expect((await postNote({ Origin: "null", "Content-Type": "application/json" })).status).toBe(403);
    expect(await notesOf(member.id)).toEqual([]);
  });

  it("refuses a call that names no origin, or a cross-site fetch by Sec-Fetch-Site", async () => {
    expect((await postNoteWithoutOrigin({})).status).toBe(403);
    expect((await postNoteWithoutOrigin({ "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await postNoteWithoutOrigin({ "Sec-Fetch-Site": "same-site" })).status).toBe(403);
    expect(await notesOf(member.id)).toEqual([]);
  });

  it("refuses a same-origin body that is not declared JSON with 415, and writes nothing", async () => {
    const answer = await postNote({ "Content-Type": "text/plain" });
    expect(answer).toEqual({ status: 415, body: { error: "Send this request as JSON (Content-Type: application/json)." } });
    expect(await notesOf(member.id)).toEqual([]);
  });

  it("refuses a DELETE from another site", async () => {
    const response = await request("/api/notifications", { method: "DELETE", cookie: member.cookie, headers: { Origin: EVIL } });
    expect(response.status).toBe(403);
  });
});

describe("the app's own calls", () => {
  it("writes same-origin JSON", async () => {
    const answer = await postNote({ "Content-Type": "application/json; charset=utf-8" });
    expect(answer.status).toBe(201);
    expect((await notesOf(member.id)).map((row) => row.note)).toEqual([note.note]);
  });

  it("takes Sec-Fetch-Site: same-origin when a browser sends no Origin", async () => {
    const response = await postNoteWithoutOrigin({ "Sec-Fetch-Site": "same-origin" });
    expect(response.status).toBe(201);
  });

  it("needs no Content-Type for a call without a body, or with an empty one (Content-Length: 0, as fetch sends it)", async () => {
    expect((await request("/api/check-subscription", { method: "POST", cookie: member.cookie })).status).toBe(200);
    const empty = await request("/api/check-subscription", { method: "POST", cookie: member.cookie, body: "", headers: { "Content-Length": "0" } });
    expect(empty.status).toBe(200);
  });
});

describe("routes that check their callers themselves", () => {
  it("better-auth refuses a sign-up posted from another site, and makes no account", async () => {
    const email = `evil-${crypto.randomUUID()}@example.com`;
    const response = await request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { Origin: EVIL, "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: "steadfast-Faith-7", name: "Mallory" }),
    });
    expect(response.status).toBe(403);
    expect(await testDb().select().from(userTable).where(eq(userTable.email, email))).toEqual([]);
  });

  it("better-auth refuses a text/plain sign-up from another site", async () => {
    const email = `evil-${crypto.randomUUID()}@example.com`;
    const response = await request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { Origin: EVIL, "Content-Type": "text/plain" },
      body: JSON.stringify({ email, password: "steadfast-Faith-7", name: "Mallory" }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await testDb().select().from(userTable).where(eq(userTable.email, email))).toEqual([]);
  });

  it("Stripe's webhook is judged by its signature, not by its origin", async () => {
    const response = await request("/api/webhooks/stripe", {
      method: "POST",
      headers: { Origin: EVIL, "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=forged" },
      body: "{}",
    });
    expect(response.status).toBe(400);
  });
});

/** A JSON note posted as a client that sends no Origin header (the helper adds one, as a browser does). */
function postNoteWithoutOrigin(headers: Record<string, string>) {
  return SELF.fetch(`${ORIGIN}/api/word/notes`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json", Cookie: member.cookie },
    body: JSON.stringify(note),
  });
}
