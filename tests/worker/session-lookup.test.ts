/**
 * Who a signed-in request belongs to, read in ONE D1 round trip: the worker checks the signed
 * session cookie itself, then reads the session, its user and the member's basics (profile,
 * subscription, usage, limits) in one batch. Everything better-auth's getSession did that a member
 * would notice still happens: an expired, revoked or forged session is a visitor's; a session used
 * after a day is extended and its cookie re-set (one write, the same cookie better-auth writes);
 * a "don't remember me" session is never extended; on https the cookie has its __Secure- prefix.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAuth, SESSION_MAX_AGE_SECONDS } from "../../worker/auth/auth.server";
import { session as sessionTable } from "../../worker/db/schema";
import { createOutboxEmailProvider } from "../../worker/providers/email";
import { nextCookie, ORIGIN, request, requestContext, requestWithEnv, signUp, testDb } from "./helpers";

const DAY_MS = 86_400_000;
const ONE_TRIP = 'd1-session;desc="1 round trip", d1;desc="0 round trips"';

const sessionOf = async (userId: string) =>
  (await testDb().select().from(sessionTable).where(eq(sessionTable.userId, userId)).all())[0];

/** A session last extended long enough ago that better-auth's updateAge (one day) says extend it. */
async function dueForRefresh(userId: string) {
  const expiresAt = new Date(Date.now() + 28 * DAY_MS);
  await testDb().update(sessionTable).set({ expiresAt, updatedAt: new Date(Date.now() - 2 * DAY_MS) }).where(eq(sessionTable.userId, userId));
  return expiresAt;
}

const sessionCookieSet = (response: Response) =>
  response.headers.getSetCookie().filter((value) => value.includes("better-auth.session_token="));

describe("the signed-in member in one D1 round trip", () => {
  it("a signed-in /terms makes one round trip in all: session, user and his basics together", async () => {
    const member = await signUp();
    const response = await request("/terms", { cookie: member.cookie });
    expect(response.status).toBe(200);
    await response.text();
    expect(response.headers.get("Server-Timing")).toBe(ONE_TRIP);
    expect(sessionCookieSet(response)).toEqual([]);
  });

  it("builds the request's member from that round trip: his id, address, role and his own basics", async () => {
    const member = await signUp({ role: "admin", emailVerified: true, timeZone: "Asia/Tokyo" });
    await signUp();
    const app = await requestContext({ cookie: member.cookie });
    expect(app.user).toEqual({ id: member.id, email: member.email, name: member.name, emailVerified: true, role: "admin" });
    expect((await app.profile())?.id).toBe(member.id);
    expect((await app.member())).toMatchObject({ id: member.id, timeZone: "Asia/Tokyo" });
  });

  it("answers each member with his own basics, one after another in the same isolate, whose statements are built once", async () => {
    const a = await signUp({ timeZone: "Asia/Tokyo" });
    const b = await signUp({ timeZone: "America/Chicago" });
    for (const [member, timeZone] of [
      [a, "Asia/Tokyo"],
      [b, "America/Chicago"],
      [a, "Asia/Tokyo"],
    ] as const) {
      const app = await requestContext({ cookie: member.cookie });
      expect(app.user?.id).toBe(member.id);
      expect((await app.profile())?.id).toBe(member.id);
      expect(await app.member()).toMatchObject({ id: member.id, timeZone });
    }
  });

  it("knows him on a page that needs him (his settings), from that same round trip", async () => {
    const member = await signUp({ name: "Barnabas" });
    const response = await request("/settings", { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(member.email);
  });

  it("treats a cookie whose signature does not match as a visitor's, without asking D1", async () => {
    const member = await signUp();
    const [name, value] = member.cookie.split(/=(.*)/s) as [string, string];
    const decoded = decodeURIComponent(value);
    // One character changed at the signature's start: every bit of it counts (the last character
    // before the padding carries two bits base64 ignores, so changing that one may forge nothing).
    const dot = decoded.indexOf(".") + 1;
    const forged = `${name}=${encodeURIComponent(`${decoded.slice(0, dot)}${decoded[dot] === "A" ? "B" : "A"}${decoded.slice(dot + 1)}`)}`;
    const response = await request("/settings", { cookie: forged });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?redirectTo=%2Fsettings");
    expect(response.headers.get("Server-Timing")).toBe('d1;desc="0 round trips"');
    expect(await sessionOf(member.id)).toBeDefined();
  });

  it("refuses an expired session, deletes it and clears the cookie", async () => {
    const member = await signUp();
    await testDb().update(sessionTable).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessionTable.userId, member.id));
    const response = await request("/settings", { cookie: member.cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?redirectTo=%2Fsettings");
    expect(sessionCookieSet(response).some((value) => /^better-auth\.session_token=;/.test(value) && /max-age=0/i.test(value))).toBe(true);
    expect(await sessionOf(member.id)).toBeUndefined();
  });

  it("refuses a session deleted since his last request, on the very next request", async () => {
    const member = await signUp();
    expect((await request("/settings", { cookie: member.cookie })).status).toBe(200);
    await testDb().delete(sessionTable).where(eq(sessionTable.userId, member.id));
    const response = await request("/settings", { cookie: member.cookie });
    expect(response.status).toBe(302);
    expect(sessionCookieSet(response).some((value) => /max-age=0/i.test(value))).toBe(true);
  });

  it("extends a session used a day after its last extension, re-setting the cookie better-auth would, in one extra (write) round trip", async () => {
    const member = await signUp();
    const before = await dueForRefresh(member.id);
    const response = await request("/terms", { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Server-Timing")).toBe('d1-session;desc="2 round trips", d1;desc="0 round trips"');
    const extended = (await sessionOf(member.id))!.expiresAt;
    expect(extended.getTime()).toBeGreaterThan(before.getTime() + DAY_MS);
    expect(extended.getTime()).toBeGreaterThan(Date.now() + SESSION_MAX_AGE_SECONDS * 1000 - 60_000);
    const ours = sessionCookieSet(response);
    expect(ours).toHaveLength(1);
    expect(ours[0]).toContain(`Max-Age=${SESSION_MAX_AGE_SECONDS}`);

    // better-auth's own getSession, asked about the same session when it is due again, writes the same cookie.
    await dueForRefresh(member.id);
    const db = testDb();
    const auth = createAuth({ env, db, origin: ORIGIN, email: createOutboxEmailProvider(db) });
    const { headers } = await auth.api.getSession({ headers: new Headers({ cookie: member.cookie }), returnHeaders: true });
    expect(headers.getSetCookie().filter((value) => value.includes("better-auth.session_token="))).toEqual(ours);

    // The next request, with the re-set cookie, is not due and costs one round trip again.
    const next = await request("/terms", { cookie: nextCookie(member.cookie, response) });
    expect(next.headers.get("Server-Timing")).toBe(ONE_TRIP);
    expect(sessionCookieSet(next)).toEqual([]);
  });

  it("never extends a \"don't remember me\" session, which ends with the browser", async () => {
    const member = await signUp();
    const signedIn = await request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: member.email, password: member.password, rememberMe: false },
      headers: { "cf-connecting-ip": "192.0.2.71" },
    });
    expect(signedIn.status).toBe(200);
    const cookie = nextCookie("", signedIn);
    expect(cookie).toContain("better-auth.dont_remember=");
    const sessions = await testDb().select().from(sessionTable).where(eq(sessionTable.userId, member.id)).all();
    const shortOne = sessions.reduce((a, b) => (a.expiresAt < b.expiresAt ? a : b));
    const response = await request("/settings", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Server-Timing")).toMatch(/^d1-session;desc="1 round trip", /);
    expect(sessionCookieSet(response)).toEqual([]);
    const after = await testDb().select().from(sessionTable).where(eq(sessionTable.id, shortOne.id)).get();
    expect(after!.expiresAt).toEqual(shortOne.expiresAt);
  });

  it("reads the __Secure- cookie on https, and not the plain one", async () => {
    const deployed = "https://shepherd.example";
    const signedUp = await requestWithEnv(`${deployed}/api/auth/sign-up/email`, { APP_URL: deployed }, {
      method: "POST",
      json: { email: `secure${Date.now()}@example.com`, password: "steadfast-Faith-7", name: "Silas" },
      headers: { Origin: deployed, "cf-connecting-ip": "192.0.2.72" },
    });
    const cookie = nextCookie("", signedUp);
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    const signedIn = await requestWithEnv(`${deployed}/terms`, { APP_URL: deployed }, { cookie });
    expect(signedIn.headers.get("Server-Timing")).toBe(ONE_TRIP);
    const plain = await requestWithEnv(`${deployed}/settings`, { APP_URL: deployed }, { cookie: cookie.replace(/^__Secure-/, "") });
    expect(plain.status).toBe(302);
  });
});
