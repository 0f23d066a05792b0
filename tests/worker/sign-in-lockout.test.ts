/**
 * Sign-in is limited per account as well as per IP: ten wrong passwords for one address within
 * fifteen minutes lock that address — known or not, through the /auth form or straight at
 * better-auth — and nobody else. Each attempt comes from its own IP, so only the per-account rule
 * can be what refuses.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AUTH_ERROR_COPY } from "../../app/kernel/copy/auth";
import { ACCOUNT_SIGN_IN_LIMIT } from "../../worker/auth/sign-in-lockout.server";
import { pageText, postAuthApi, postAuthForm, resetTokenFor } from "./auth-doors";
import { signUp } from "./helpers";

const LOCKED = AUTH_ERROR_COPY.accountLocked(ACCOUNT_SIGN_IN_LIMIT.windowMs / 60_000);
const signInApi = (email: string, password: string) => postAuthApi("/sign-in/email", { email, password });
const signInForm = (email: string, password: string) => postAuthForm("/auth", { intent: "sign-in", email, password });
const stranger = () => `stranger-${crypto.randomUUID().slice(0, 8)}@example.com`;
const hasSession = (response: Response) => response.headers.getSetCookie().some((cookie) => cookie.includes("session_token="));

async function failTimes(email: string, times: number = ACCOUNT_SIGN_IN_LIMIT.max) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await signInApi(email, `wrong-guess-${i}`)).status);
  return statuses;
}

describe("the per-account sign-in limit", () => {
  it("refuses even the right password after ten wrong ones, on the /auth form, saying when to try again", async () => {
    const user = await signUp();
    expect(await failTimes(user.email)).toEqual(Array(ACCOUNT_SIGN_IN_LIMIT.max).fill(401));

    const response = await signInForm(user.email, user.password);
    expect(response.status).toBe(429);
    expect(await pageText(response)).toContain(LOCKED);
    expect(hasSession(response)).toBe(false);
  });

  it("answers straight at better-auth the same way, and an unknown address identically", async () => {
    const user = await signUp();
    const unknown = stranger();
    await failTimes(user.email.toUpperCase());
    await failTimes(unknown);

    const known = await signInApi(user.email, user.password);
    const nobody = await signInApi(unknown, user.password);
    expect([known.status, nobody.status]).toEqual([429, 429]);
    const body = await known.json();
    expect(body).toEqual({ code: "ACCOUNT_LOCKED", message: LOCKED });
    expect(await nobody.json()).toEqual(body);
    for (const response of [known, nobody]) {
      expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
      expect(Number(response.headers.get("Retry-After"))).toBeLessThanOrEqual(15 * 60);
    }
    expect(hasSession(known)).toBe(false);
  });

  it("leaves every other account alone", async () => {
    const [locked, other] = [await signUp(), await signUp()];
    await failTimes(locked.email);
    expect((await signInApi(locked.email, locked.password)).status).toBe(429);
    const response = await signInForm(other.email, other.password);
    expect(response.status).toBe(302);
    expect(hasSession(response)).toBe(true);
  });

  it("counts only failures: the right password starts the count again", async () => {
    const user = await signUp();
    await failTimes(user.email, ACCOUNT_SIGN_IN_LIMIT.max - 1);
    expect((await signInApi(user.email, user.password)).status).toBe(200);
    await failTimes(user.email, ACCOUNT_SIGN_IN_LIMIT.max - 1);
    expect((await signInApi(user.email, user.password)).status).toBe(200);
  });

  it("does not let a burst of parallel guesses past the count", async () => {
    const user = await signUp();
    const statuses = await Promise.all(
      Array.from({ length: ACCOUNT_SIGN_IN_LIMIT.max + 6 }, (_, i) => signInApi(user.email, `burst-${i}`).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_SIGN_IN_LIMIT.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });

  it("opens again once the password has been reset through the e-mailed link", async () => {
    const user = await signUp();
    await failTimes(user.email);
    const token = await resetTokenFor(user.email);
    const reset = await postAuthForm("/auth/reset-password", { token, password: "quiet-harbour-71", confirmPassword: "quiet-harbour-71" });
    expect(reset.status).toBe(302);
    expect((await signInApi(user.email, "quiet-harbour-71")).status).toBe(200);
  });

  it("opens again once the window has passed", async () => {
    const user = await signUp();
    await failTimes(user.email);
    expect((await signInApi(user.email, user.password)).status).toBe(429);
    await env.DB.prepare("UPDATE sign_in_failures SET window_started_at = window_started_at - ?")
      .bind(ACCOUNT_SIGN_IN_LIMIT.windowMs)
      .run();
    expect((await signInApi(user.email, user.password)).status).toBe(200);
  });
});
