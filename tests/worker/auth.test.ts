/**
 * Accounts through the real worker: better-auth's rate limit, and the /auth and /auth/reset-password
 * Remix actions as a browser without JavaScript uses them (document form posts).
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUTH_SCREEN_COPY } from "../../app/kernel/auth-form";
import { AUTH_COPY, AUTH_ERROR_COPY, VALIDATION_COPY } from "../../app/kernel/copy/auth";
import { createAuth, SIGN_IN_RATE_LIMIT } from "../../worker/auth/auth.server";
import { emailOutbox, profiles, user as userTable } from "../../worker/db/schema";
import { createOutboxEmailProvider } from "../../worker/providers/email";
import { ORIGIN, request, signUp, testDb } from "./helpers";

let ipSequence = 0;
/** Each test signs in from its own address so better-auth's per-IP limit never leaks between tests. */
const freshIp = () => `198.51.100.${++ipSequence}`;

function postForm(path: string, fields: Record<string, string>, { cookie, ip }: { cookie?: string; ip?: string } = {}) {
  return request(path, {
    method: "POST",
    cookie,
    headers: {
      // Remix compares Origin with Host before running an action (a browser always sends Host).
      Host: new URL(ORIGIN).host,
      Origin: ORIGIN,
      "Content-Type": "application/x-www-form-urlencoded",
      "cf-connecting-ip": ip ?? freshIp(),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The cookies a response sets, ready to send back (cleared ones left out). */
function cookiesFrom(response: Response, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0]!, pair] as const),
  );
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0]!;
    const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
    if (value && !/max-age=0\b/i.test(header)) jar.set(name, pair);
    else jar.delete(name);
  }
  return [...jar.values()].join("; ");
}

const ENTITIES: Record<string, string> = { "&#x27;": "'", "&quot;": '"', "&amp;": "&", "&lt;": "<", "&gt;": ">" };
async function pageText(response: Response) {
  return (await response.text()).replace(/&#x27;|&quot;|&amp;|&lt;|&gt;/g, (entity) => ENTITIES[entity]!);
}

const signInForm = (email: string, password: string, extra: Record<string, string> = {}) =>
  postForm("/auth", { intent: "sign-in", email, password, ...extra });

/** Signed-in pages show the Notifications button; a visitor's header shows Sign In. */
async function isSignedIn(cookie: string) {
  return (await (await request("/", { cookie })).text()).includes('aria-label="Notifications"');
}

async function outboxFor(address: string, kind: string) {
  return testDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to_address, address), eq(emailOutbox.kind, kind)))
    .all();
}

describe("better-auth's sign-in rate limit", () => {
  const attempt = (ip: string) =>
    request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { Origin: ORIGIN, "cf-connecting-ip": ip },
      json: { email: "nobody@example.com", password: "not-the-password" },
    });

  it(`answers 429 once one address has failed ${SIGN_IN_RATE_LIMIT.max} times in a minute; other addresses still get 401`, async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_RATE_LIMIT.max + 1; i += 1) statuses.push((await attempt(ip)).status);
    expect(statuses.slice(0, SIGN_IN_RATE_LIMIT.max)).toEqual(Array(SIGN_IN_RATE_LIMIT.max).fill(401));
    expect(statuses[SIGN_IN_RATE_LIMIT.max]).toBe(429);

    expect((await attempt(freshIp())).status).toBe(401);
  });

  it("reaches the /auth form too, in the person's words", async () => {
    const ip = freshIp();
    for (let i = 0; i < SIGN_IN_RATE_LIMIT.max; i += 1) await attempt(ip);
    const response = await postForm("/auth", { intent: "sign-in", email: "nobody@example.com", password: "x" }, { ip });
    expect(response.status).toBe(429);
    expect(await pageText(response)).toContain(AUTH_ERROR_COPY.tooManyAttempts);
  });
});

describe("signing in through the /auth form", () => {
  it("answers a wrong password with 401 and the person's message, and sets no session", async () => {
    const user = await signUp();
    const response = await signInForm(user.email, "wrong-password-1");
    expect(response.status).toBe(401);
    const html = await pageText(response);
    expect(html).toContain(AUTH_COPY.signInFailed);
    expect(html).toContain("Invalid email or password. Please try again.");
    expect(html).toContain('role="alert"');
    expect(html).not.toContain("wrong-password-1");
    expect(response.headers.getSetCookie().some((cookie) => cookie.includes("session_token="))).toBe(false);
  });

  it("sends an onboarded man home with a Welcome back toast and a working session", async () => {
    const user = await signUp();
    const response = await signInForm(user.email.toUpperCase(), user.password);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.some((cookie) => cookie.startsWith("better-auth.session_token="))).toBe(true);
    expect(setCookies.some((cookie) => cookie.startsWith("shepherd_toast="))).toBe(true);

    const cookie = cookiesFrom(response);
    const home = await request("/", { cookie });
    expect(await pageText(home)).toContain(AUTH_COPY.welcomeBack);
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it.each([
    ["no focus yet", { focus: [], currentTopics: [] }, "/onboarding/focus"],
    ["focus only", { focus: ["Work"], currentTopics: [] }, "/onboarding/intentions"],
    ["focus and current topics", { focus: ["Work"], currentTopics: ["Anger"] }, "/onboarding/profile"],
  ])("sends a half-onboarded man (%s) to %s without a toast", async (_, seed, destination) => {
    const user = await signUp({ onboarded: false, ...seed });
    const response = await signInForm(user.email, user.password);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(destination);
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.some((cookie) => cookie.startsWith("better-auth.session_token="))).toBe(true);
    expect(setCookies.some((cookie) => cookie.startsWith("shepherd_toast="))).toBe(false);
  });

  it("goes back to a safe redirectTo instead of /, and ignores one that leaves the site", async () => {
    const user = await signUp();
    const back = await signInForm(user.email, user.password, { redirectTo: "/journal?day=2" });
    expect(back.headers.get("Location")).toBe("/journal?day=2");
    const away = await signInForm(user.email, user.password, { redirectTo: "//evil.example/steal" });
    expect(away.headers.get("Location")).toBe("/");
  });

  it("rejects an invalid email before asking better-auth, with the message under the field", async () => {
    const response = await signInForm("not-an-email", "whatever-1");
    expect(response.status).toBe(400);
    const html = await pageText(response);
    expect(html).toContain(VALIDATION_COPY.email);
    expect(html).toContain('aria-invalid="true"');
    expect(html).not.toContain("whatever-1");
  });
});

describe("signing up through the /auth form", () => {
  const fields = (overrides: Record<string, string> = {}) => ({
    intent: "sign-up",
    displayName: "Caleb",
    email: `caleb${crypto.randomUUID().slice(0, 8)}@example.com`,
    password: "hold-fast-2026",
    timeZone: "Europe/Oslo",
    ...overrides,
  });

  it("creates the account and profile, mails a welcome, and goes to /onboarding/focus signed in", async () => {
    const input = fields();
    const response = await postForm("/auth", input);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/onboarding/focus");
    const cookie = cookiesFrom(response);
    expect(cookie).toContain("better-auth.session_token=");
    expect(cookie).toContain("shepherd_toast=");

    const db = testDb();
    const account = await db.select().from(userTable).where(eq(userTable.email, input.email)).get();
    const profile = await db.select().from(profiles).where(eq(profiles.id, account!.id)).get();
    expect(profile).toMatchObject({ display_name: "Caleb", time_zone: "Europe/Oslo", onboarding_completed_at: null });
    await expect.poll(async () => (await outboxFor(input.email, "welcome")).length).toBe(1);

    const next = await request("/auth", { cookie });
    expect(next.status).toBe(302);
    expect(next.headers.get("Location")).toBe("/onboarding/focus");
  });

  it("stores UTC for a time zone the runtime does not know", async () => {
    const input = fields({ timeZone: "Nowhere/Special" });
    expect((await postForm("/auth", input)).status).toBe(302);
    const db = testDb();
    const account = await db.select().from(userTable).where(eq(userTable.email, input.email)).get();
    expect((await db.select().from(profiles).where(eq(profiles.id, account!.id)).get())?.time_zone).toBe("UTC");
  });

  it("tells a registered email to sign in instead", async () => {
    const existing = await signUp();
    const response = await postForm("/auth", fields({ email: existing.email }));
    expect(response.status).toBeGreaterThanOrEqual(400);
    const html = await pageText(response);
    expect(html).toContain(AUTH_COPY.signUpFailed);
    expect(html).toContain("This email is already registered. Please sign in instead.");
  });

  it("without JavaScript, answers invalid fields with 400 and every message, never echoing the password", async () => {
    const response = await postForm("/auth", fields({ displayName: "A", email: "caleb@", password: "short7!" }));
    expect(response.status).toBe(400);
    const html = await pageText(response);
    for (const message of [VALIDATION_COPY.nameTooShort, VALIDATION_COPY.email, VALIDATION_COPY.passwordTooShort]) {
      expect(html).toContain(message);
    }
    expect(html).not.toContain("short7!");
    const tooLong = await postForm("/auth", fields({ displayName: "x".repeat(51) }));
    expect(await pageText(tooLong)).toContain(VALIDATION_COPY.nameTooLong);
  });
});

describe("password reset", () => {
  const requestReset = (email: string) => postForm("/auth", { intent: "request-reset", email });

  it("answers a known and an unknown email alike; only the known one gets a link", async () => {
    const known = await signUp();
    const unknown = `stranger${crypto.randomUUID().slice(0, 8)}@example.com`;
    const [a, b] = [await requestReset(known.email), await requestReset(unknown)];
    expect([a.status, b.status]).toEqual([200, 200]);
    const [textA, textB] = [await pageText(a), await pageText(b)];
    for (const text of [textA, textB]) {
      expect(text).toContain("Check your email");
      expect(text).toContain("We've sent you a password reset link.");
    }
    expect(await outboxFor(unknown, "password_reset")).toHaveLength(0);
    const [mail] = await outboxFor(known.email, "password_reset");
    expect(mail?.text_body).toMatch(/http:\/\/localhost\/api\/auth\/reset-password\/\S+/);
  });

  it("follows the emailed link to a new password, which revokes the old sessions", async () => {
    const user = await signUp();
    expect(await isSignedIn(user.cookie)).toBe(true);
    await requestReset(user.email);
    const [mail] = await outboxFor(user.email, "password_reset");
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text_body)![0]);

    const callback = await request(link.pathname + link.search);
    expect(callback.status).toBe(302);
    const landing = new URL(callback.headers.get("Location")!, ORIGIN);
    expect(landing.pathname).toBe("/auth/reset-password");
    const token = landing.searchParams.get("token")!;
    expect(token).toBeTruthy();
    const page = await request(landing.pathname + landing.search);
    expect(page.status).toBe(200);
    expect(await pageText(page)).toContain(AUTH_SCREEN_COPY.setNewPassword);

    const mismatch = await postForm("/auth/reset-password", { token, password: "new-path-2026", confirmPassword: "new-path-2027" });
    expect(mismatch.status).toBe(400);
    expect(await pageText(mismatch)).toContain("Passwords don't match.");

    const reset = await postForm("/auth/reset-password", { token, password: "new-path-2026", confirmPassword: "new-path-2026" });
    expect(reset.status).toBe(302);
    expect(reset.headers.get("Location")).toBe("/auth");
    const notice = await request("/auth", { cookie: cookiesFrom(reset) });
    const noticeText = await pageText(notice);
    expect(noticeText).toContain("Password updated");
    expect(noticeText).toContain("Sign in with your new password.");

    expect(await isSignedIn(user.cookie)).toBe(false);
    expect((await signInForm(user.email, user.password)).status).toBe(401);
    const fresh = await signInForm(user.email, "new-path-2026");
    expect(fresh.status).toBe(302);
    expect(await isSignedIn(cookiesFrom(fresh))).toBe(true);

    const reused = await postForm("/auth/reset-password", { token, password: "again-2026!", confirmPassword: "again-2026!" });
    expect(reused.status).toBe(400);
    expect(await pageText(reused)).toContain(AUTH_SCREEN_COPY.resetLinkInvalid);
  });

  it("explains an expired or used link and offers a new one", async () => {
    const response = await request("/auth/reset-password?error=INVALID_TOKEN");
    expect(response.status).toBe(200);
    const html = await pageText(response);
    expect(html).toContain("This reset link has expired or was already used. Please request a new one.");
    expect(html).toContain('href="/auth"');
    expect(html).not.toContain(AUTH_SCREEN_COPY.setNewPassword);
  });
});

describe("/auth while signed in", () => {
  it("redirects an onboarded man to / and anyone else to /onboarding/focus", async () => {
    const onboarded = await signUp();
    const started = await signUp({ onboarded: false, focus: ["Work"] });
    const first = await request("/auth", { cookie: onboarded.cookie });
    expect([first.status, first.headers.get("Location")]).toEqual([302, "/"]);
    const second = await request("/auth", { cookie: started.cookie });
    expect([second.status, second.headers.get("Location")]).toEqual([302, "/onboarding/focus"]);
  });

  it("stays on /auth?from=onboarding, opened on Sign Up under Create Your Account", async () => {
    const user = await signUp({ onboarded: false });
    const response = await request("/auth?from=onboarding", { cookie: user.cookie });
    expect(response.status).toBe(200);
    const html = await pageText(response);
    expect(html).toContain(AUTH_COPY.createAccountTitle);
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Sign Up</);
  });

  it("opens on Sign In for a visitor", async () => {
    const html = await pageText(await request("/auth"));
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Sign In</);
    expect(html).not.toContain(AUTH_COPY.createAccountTitle);
  });
});

describe("two-step verification at sign-in", () => {
  const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const base32ToText = (value: string) => {
    let bits = "";
    for (const char of value.replace(/=+$/, "")) bits += BASE32.indexOf(char).toString(2).padStart(5, "0");
    const bytes = bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2));
    return new TextDecoder().decode(new Uint8Array(bytes));
  };

  async function userWithTotp() {
    const user = await signUp();
    const db = testDb();
    const auth = createAuth({ env, db, origin: ORIGIN, email: createOutboxEmailProvider(db) });
    const headers = new Headers({ cookie: user.cookie });
    const enabled = await auth.api.enableTwoFactor({ body: { password: user.password, method: "totp" }, headers });
    if (enabled.method !== "totp") throw new Error("expected a TOTP enrolment");
    const { totpURI, backupCodes } = enabled;
    const secret = base32ToText(new URL(totpURI).searchParams.get("secret")!);
    const code = async () => (await auth.api.generateTOTP({ body: { secret } })).code;
    await auth.api.verifyTOTP({ body: { code: await code() }, headers });
    return { ...user, code, backupCodes };
  }

  async function passwordStep(user: { email: string; password: string }) {
    const response = await signInForm(user.email, user.password);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((cookie) => cookie.includes("session_token=") && !/max-age=0/i.test(cookie))).toBe(false);
    return response;
  }

  it("asks for the 6-digit code after the password, then signs in with it", async () => {
    const user = await userWithTotp();
    const step = await passwordStep(user);
    const html = await pageText(step);
    expect(html).toContain(AUTH_SCREEN_COPY.codeLabel);
    expect(html).toMatch(/inputmode="numeric"/i);
    expect(html).toMatch(/autocomplete="one-time-code"/i);
    expect(html).toContain(AUTH_SCREEN_COPY.trustDevice);
    expect(html).toContain(AUTH_SCREEN_COPY.useBackupCode);
    const cookie = cookiesFrom(step);

    const wrong = await postForm("/auth", { intent: "verify-totp", code: "000000" }, { cookie });
    expect(wrong.status).toBe(401);
    expect(await pageText(wrong)).toContain(AUTH_COPY.signInFailed);

    const right = await postForm("/auth", { intent: "verify-totp", code: await user.code(), trustDevice: "on" }, { cookie });
    expect(right.status).toBe(302);
    expect(right.headers.get("Location")).toBe("/");
    expect(await isSignedIn(cookiesFrom(right, cookie))).toBe(true);
  });

  it("accepts a backup code instead", async () => {
    const user = await userWithTotp();
    const cookie = cookiesFrom(await passwordStep(user));
    const response = await postForm("/auth", { intent: "verify-backup", code: user.backupCodes[0]! }, { cookie });
    expect(response.status).toBe(302);
    expect(await isSignedIn(cookiesFrom(response, cookie))).toBe(true);
  });

  it("rejects a malformed code without asking better-auth", async () => {
    const response = await postForm("/auth", { intent: "verify-totp", code: "12ab" });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain("Enter the 6-digit code from your authenticator app.");
  });
});
