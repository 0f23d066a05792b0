/**
 * Sessions slide (each day of use moves expiresAt) but never outlive their absolute lifetime,
 * counted from the session's creation: an older session is refused and deleted on its next use,
 * on the app's pages and on better-auth's own routes alike, and is not listed among his devices.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SESSION_ABSOLUTE_LIFETIME_SECONDS } from "../../worker/auth/auth.server";
import { session as sessionTable } from "../../worker/db/schema";
import { ORIGIN, nextCookie, request, signUp, testDb } from "./helpers";

const DAY_MS = 86_400_000;

async function ageSession(userId: string, createdDaysAgo: number) {
  const now = Date.now();
  await testDb()
    .update(sessionTable)
    .set({ createdAt: new Date(now - createdDaysAgo * DAY_MS), updatedAt: new Date(now - DAY_MS / 2), expiresAt: new Date(now + 20 * DAY_MS) })
    .where(eq(sessionTable.userId, userId));
}

const sessionsOf = (userId: string) => testDb().select().from(sessionTable).where(eq(sessionTable.userId, userId)).all();

describe("absolute session lifetime", () => {
  it("is 90 days", () => {
    expect(SESSION_ABSOLUTE_LIFETIME_SECONDS).toBe(90 * 24 * 60 * 60);
  });

  it("refuses a session created 91 days ago though its expiry is still ahead, deletes it and clears the cookie", async () => {
    const member = await signUp();
    await ageSession(member.id, 91);
    const response = await request("/settings", { cookie: member.cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?redirectTo=%2Fsettings");
    expect(response.headers.getSetCookie().some((value) => /better-auth\.session_token=;/.test(value) && /max-age=0/i.test(value))).toBe(true);
    expect(await sessionsOf(member.id)).toEqual([]);
  });

  it("is refused by better-auth's own routes too", async () => {
    const member = await signUp();
    await ageSession(member.id, 91);
    const response = await request("/api/auth/get-session", {
      cookie: member.cookie,
      headers: { Origin: ORIGIN, "cf-connecting-ip": "192.0.2.91" },
    });
    expect(await response.json()).toBeNull();
    expect(await sessionsOf(member.id)).toEqual([]);
  });

  it("keeps a session of 89 days that is still in use", async () => {
    const member = await signUp();
    await ageSession(member.id, 89);
    const response = await request("/settings", { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(await sessionsOf(member.id)).toHaveLength(1);
  });

  it("does not list an outlived session among his devices", async () => {
    const member = await signUp();
    const old = (await sessionsOf(member.id))[0]!;
    await ageSession(member.id, 91);
    const signedIn = await request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: member.email, password: member.password },
      headers: {
        Origin: ORIGIN,
        "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0",
        "cf-connecting-ip": "192.0.2.92",
      },
    });
    const fresh = nextCookie("", signedIn);
    const html = await (await request("/settings", { cookie: fresh })).text();
    expect(html).toContain("Firefox on Windows");
    expect(html).not.toContain(old.id);
  });
});
