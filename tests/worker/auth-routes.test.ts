/**
 * better-auth's own routes: only those a browser, an e-mail link or a journey calls are reachable
 * (everything else under /api/auth is a 404), and what the open ones accept is held to our forms'
 * rules — a display name of 2–50 characters, no image before a photo is uploaded, nothing unknown.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUTH_ERROR_COPY, VALIDATION_COPY } from "../../app/kernel/copy/auth";
import { createAuth } from "../../worker/auth/auth.server";
import { user as userTable } from "../../worker/db/schema";
import { createOutboxEmailProvider } from "../../worker/providers/email";
import { redirectBypasses } from "../fixtures/redirect-bypasses";
import { freshIp, postAuthApi } from "./auth-doors";
import { ORIGIN, request, signUp, testDb } from "./helpers";

const HUGE_NAME = "x".repeat(100_000);
const newAddress = () => `new-${crypto.randomUUID().slice(0, 8)}@example.com`;
const userRow = (where: { id?: string; email?: string }) =>
  testDb()
    .select()
    .from(userTable)
    .where(where.id ? eq(userTable.id, where.id) : eq(userTable.email, where.email!))
    .get();

/** The routes a browser, an e-mail link or a journey reaches directly. */
const OPEN = ["POST /sign-up/email", "POST /sign-in/email", "POST /sign-out", "GET /get-session", "GET /reset-password/:token", "GET /verify-email", "POST /send-verification-email"];

function everyAuthRoute(): { method: "GET" | "POST"; path: string }[] {
  const db = testDb();
  const auth = createAuth({ env, db, origin: ORIGIN, email: createOutboxEmailProvider(db) });
  return Object.values(auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>)
    .filter((endpoint) => endpoint.path)
    .flatMap((endpoint) =>
      [endpoint.options?.method ?? "GET"].flat().flatMap((method) => (method === "GET" || method === "POST" ? [{ method, path: endpoint.path! }] : [])),
    );
}

describe("which better-auth routes answer", () => {
  it("closes every route the app does not use with a 404, and nothing behind it runs", async () => {
    const closed = everyAuthRoute().filter((route) => !OPEN.includes(`${route.method} ${route.path}`));
    expect(closed.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(["POST /update-user", "POST /change-email", "POST /delete-user", "POST /change-password", "POST /two-factor/enable"]),
    );
    const user = await signUp();
    for (const route of closed) {
      const response = await request(`/api/auth${route.path.replace(/:\w+/g, "x")}`, {
        method: route.method,
        cookie: user.cookie,
        headers: { Origin: ORIGIN, "cf-connecting-ip": freshIp() },
        ...(route.method === "POST" ? { json: {} } : {}),
      });
      expect(response.status, `${route.method} ${route.path}`).toBe(404);
    }
    expect(await userRow({ id: user.id })).toBeDefined();
  });

  it("refuses update-user's 100,000-character name and javascript: image, changing nothing", async () => {
    const user = await signUp();
    const before = await userRow({ id: user.id });
    const response = await postAuthApi("/update-user", { name: HUGE_NAME, image: "javascript:alert(1)" }, { cookie: user.cookie });
    expect(response.status).toBe(404);
    expect(await userRow({ id: user.id })).toEqual(before);
  });

  it("keeps the open routes open", async () => {
    const user = await signUp();
    expect((await request("/api/auth/get-session", { cookie: user.cookie })).status).toBe(200);
    expect((await postAuthApi("/sign-in/email", { email: user.email, password: user.password })).status).toBe(200);
    expect((await postAuthApi("/sign-out", {}, { cookie: user.cookie })).status).toBe(200);
  });
});

describe("what direct sign-up accepts", () => {
  it.each([
    ["a 100,000-character name", { name: HUGE_NAME }, VALIDATION_COPY.nameTooLong],
    ["a one-letter name", { name: "A" }, VALIDATION_COPY.nameTooShort],
    ["a javascript: image", { image: "javascript:alert(1)" }, AUTH_ERROR_COPY.invalidRequest],
    ["an avatar address before any upload", { image: "/media/avatars/someone/photo.png" }, AUTH_ERROR_COPY.invalidRequest],
    ["a field no form has", { role: "admin" }, AUTH_ERROR_COPY.invalidRequest],
    ["an address that is not one", { email: "not-an-email" }, VALIDATION_COPY.email],
    ["a callback that a browser normalises to //", { callbackURL: "/..//evil.example" }, AUTH_ERROR_COPY.invalidRequest],
  ])("refuses %s with 400 and writes nothing", async (_, overrides, message) => {
    const body = { name: "Caleb", email: newAddress(), password: "steadfast-Faith-7", ...overrides };
    const response = await postAuthApi("/sign-up/email", body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "INVALID_INPUT", message });
    if (typeof body.email === "string") expect(await userRow({ email: body.email.toLowerCase() })).toBeUndefined();
  });

  it.each(redirectBypasses(ORIGIN))("refuses a %s callback (by better-auth's origin check or ours), writing nothing", async (_, callbackURL) => {
    const email = newAddress();
    const response = await postAuthApi("/sign-up/email", { name: "Caleb", email, password: "steadfast-Faith-7", callbackURL });
    expect([400, 403]).toContain(response.status);
    expect(await userRow({ email })).toBeUndefined();
  });

  it("still creates an account from a good request", async () => {
    const email = newAddress();
    const response = await postAuthApi("/sign-up/email", { name: "Caleb", email, password: "steadfast-Faith-7" });
    expect(response.status).toBe(200);
    expect(await userRow({ email })).toMatchObject({ name: "Caleb", image: null });
  });
});
