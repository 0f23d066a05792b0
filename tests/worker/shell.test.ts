import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clientErrors, memberActiveDays, userActivity } from "../../worker/db/schema";
import { dashboardReport } from "../../worker/domain/admin/dashboard.server";
import type { Env } from "../../worker/env";
import { request, requestWithEnv, signUp, testDb } from "./helpers";

/** A deployment: https on its own host, with APP_URL set as it must be there. */
const DEPLOYED = "https://shepherd.example.org";

describe("the worker's outer router", () => {
  it("answers the health route", async () => {
    const response = await request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it("hands pages to Remix, server-rendered with a nonce on every inline script", async () => {
    const response = await request("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    expect(html).toContain("Your daily bread from the Word");
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it("sets the security headers on pages and API responses", async () => {
    for (const path of ["/", "/api/health", "/api/nope"]) {
      const response = await request(path);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("X-Request-Id")).toBeTruthy();
    }
  });

  it("lets a page open sockets to its own origin (ws for http, wss for https) and to the configured video server only", async () => {
    const connectSrc = (response: Response) =>
      response.headers
        .get("Content-Security-Policy")
        ?.split("; ")
        .find((directive) => directive.startsWith("connect-src"));
    const noVideo = { LIVEKIT_URL: "", LIVEKIT_API_KEY: "", LIVEKIT_API_SECRET: "" };
    expect(connectSrc(await requestWithEnv("http://localhost/", noVideo))).toBe("connect-src 'self' ws://localhost");
    const secure = await requestWithEnv("https://localhost:8443/api/health", { APP_URL: "https://localhost:8443", ...noVideo });
    expect(connectSrc(secure)).toBe("connect-src 'self' wss://localhost:8443");
    const cloud = await requestWithEnv("https://localhost:8443/api/health", { APP_URL: "https://localhost:8443", LIVEKIT_URL: "wss://shepherd.livekit.cloud" });
    expect(connectSrc(cloud)).toBe("connect-src 'self' wss://localhost:8443 wss://shepherd.livekit.cloud https://shepherd.livekit.cloud");
  });

  it("adds HSTS on https only", async () => {
    const secure = await requestWithEnv(`${DEPLOYED}/api/health`, { APP_URL: DEPLOYED });
    expect(secure.headers.get("Strict-Transport-Security")).toContain("max-age=");
    expect((await request("/api/health")).headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("shows the not-found page with a 404 for any unknown path", async () => {
    for (const path of ["/does-not-exist", "/a/b/c"]) {
      const response = await request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Page not found");
    }
  });

  it("answers unknown API routes with JSON, not a page", async () => {
    const response = await request("/api/does-not-exist");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "There is no such API route." });
  });

  it("hides the test-only and seed routes unless their variables are set", async () => {
    expect((await request("/__test/render-error")).status).toBe(404);
    expect((await request("/api/dev/seed", { method: "POST" })).status).toBe(404);
  });

  it("serves /terms and /privacy with what the app stores", async () => {
    const privacy = await (await request("/privacy")).text();
    expect(privacy).toContain("journal entries");
    expect(privacy).toContain("yours alone");
    expect((await request("/terms")).status).toBe(200);
  });

  it("renders the signed-in header from the session", async () => {
    const visitorHtml = await (await request("/")).text();
    expect(visitorHtml).toContain(">Sign In<");
    const user = await signUp();
    const html = await (await request("/", { cookie: user.cookie })).text();
    expect(html).toContain(">Upgrade<");
    expect(html).toContain('aria-label="Notifications"');
    expect(html).toContain('href="/journal"');
    expect(html).toContain('href="/settings"');
    expect(html).not.toContain(">Sign In<");
  });
});

describe("track-user-activity", () => {
  it("asks visitors to sign in and stores nothing", async () => {
    const response = await request("/api/track-user-activity", {
      method: "POST",
      json: { action_type: "page_view", page_route: "/" },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Please sign in to continue." });
    expect(await testDb().select().from(userActivity).all()).toHaveLength(0);
  });

  const post = (cookie: string, page_route: string) =>
    request("/api/track-user-activity", {
      method: "POST",
      cookie,
      json: { action_type: "page_view", page_route, metadata: { from: "test" } },
    });

  it("stores each signed-in user's activity under that user only", async () => {
    const a = await signUp();
    const b = await signUp();
    expect((await post(a.cookie, "/journal")).status).toBe(200);
    expect((await post(b.cookie, "/word")).status).toBe(200);
    const rowsOfA = await testDb().select().from(userActivity).where(eq(userActivity.user_id, a.id)).all();
    expect(rowsOfA.map((row) => row.page_route)).toEqual(["/journal"]);
    expect(rowsOfA[0]?.metadata).toEqual({ from: "test" });
  });

  it("marks him active on the view's UTC day once however many pages he views, and the admin dashboard counts him at once", async () => {
    const member = await signUp();
    const activeToday = async () => (await dashboardReport(testDb(), env as Env, { withOutbox: false })).active.daily;
    const before = await activeToday();
    expect((await post(member.cookie, "/")).status).toBe(200);
    expect(await activeToday()).toBe(before + 1);
    expect((await post(member.cookie, "/journal")).status).toBe(200);
    expect(await activeToday()).toBe(before + 1);
    const [view] = await testDb().select().from(userActivity).where(eq(userActivity.user_id, member.id)).all();
    const days = await testDb().select().from(memberActiveDays).where(eq(memberActiveDays.user_id, member.id)).all();
    // His first day: no earlier day of his to point back to.
    expect(days).toEqual([{ day: view!.created_at.toISOString().slice(0, 10), user_id: member.id, previous_day: null }]);
  });

  it.each([
    ["not JSON", "{oops", "The request body must be valid JSON."],
    ["an unknown action", JSON.stringify({ action_type: "click", page_route: "/" }), 'action_type must be "page_view" or "custom".'],
    ["a missing route", JSON.stringify({ action_type: "page_view" }), "page_route must be a path such as /journal."],
    ["a number for metadata", JSON.stringify({ action_type: "custom", page_route: "/", metadata: 5 }), "metadata must be an object."],
  ])("rejects %s with 400 and writes nothing", async (_label, body, message) => {
    const user = await signUp();
    const response = await request("/api/track-user-activity", {
      method: "POST",
      cookie: user.cookie,
      headers: { "Content-Type": "application/json" },
      body,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(message);
    expect(await testDb().select().from(userActivity).where(eq(userActivity.user_id, user.id)).all()).toHaveLength(0);
  });

  it("rejects an oversize body with 413", async () => {
    const user = await signUp();
    const response = await request("/api/track-user-activity", {
      method: "POST",
      cookie: user.cookie,
      json: { action_type: "custom", page_route: "/", metadata: { blob: "x".repeat(70_000) } },
    });
    expect(response.status).toBe(413);
  });
});

describe("client error reports", () => {
  it("stores a render error with its component stack, for visitors too", async () => {
    const response = await request("/api/client-errors", {
      method: "POST",
      json: { message: "Cannot read properties of undefined", componentStack: "\n    at Today", url: "http://localhost/" },
      headers: { "User-Agent": "vitest" },
    });
    expect(response.status).toBe(201);
    const [row] = await testDb().select().from(clientErrors).all();
    expect(row).toMatchObject({
      message: "Cannot read properties of undefined",
      component_stack: "\n    at Today",
      user_agent: "vitest",
      user_id: null,
    });
  });

  it("rejects an empty report", async () => {
    const response = await request("/api/client-errors", { method: "POST", json: { message: "" } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { field: string }).field).toBe("message");
  });
});

describe("sessions", () => {
  it("sets an HttpOnly, SameSite=Lax session cookie (Secure on https)", async () => {
    const json = { email: `c${Date.now()}@example.com`, password: "steadfast-Faith-7", name: "Caleb" };
    const response = await requestWithEnv(`${DEPLOYED}/api/auth/sign-up/email`, { APP_URL: DEPLOYED }, {
      method: "POST",
      json,
      headers: { Origin: DEPLOYED },
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((value) => value.includes("session_token"));
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Secure");
  });

  it("treats the cookie of a signed-out session as a visitor", async () => {
    const user = await signUp();
    const signOut = await request("/api/auth/sign-out", {
      method: "POST",
      cookie: user.cookie,
      headers: { Origin: "http://localhost" },
      json: {},
    });
    expect(signOut.status).toBe(200);
    const response = await request("/api/track-user-activity", {
      method: "POST",
      cookie: user.cookie,
      json: { action_type: "page_view", page_route: "/" },
    });
    expect(response.status).toBe(401);
  });
});

describe("bindings", () => {
  it("has D1 with foreign keys enforced", async () => {
    const insertOrphan = env.DB.prepare(
      "INSERT INTO user_activity (id, user_id, action_type, page_route) VALUES ('x', 'no-such-user', 'page_view', '/')",
    );
    await expect(insertOrphan.run()).rejects.toThrow(/FOREIGN KEY/);
  });

  it("has the subscription view over the subscriptions table", async () => {
    const user = await signUp();
    await env.DB.prepare(
      "INSERT INTO subscriptions (id, user_id, plan_type, status, trial_end) VALUES ('s1', ?, 'premium_monthly', 'active', NULL)",
    )
      .bind(user.id)
      .run();
    const row = await env.DB.prepare("SELECT * FROM user_subscription_view WHERE user_id = ?").bind(user.id).first();
    expect(row).toMatchObject({ user_id: user.id, plan_type: "premium_monthly", status: "active" });
  });

  it("has an R2 bucket", async () => {
    await env.MEDIA.put("probe.txt", "hello");
    expect(await (await env.MEDIA.get("probe.txt"))?.text()).toBe("hello");
  });
});
