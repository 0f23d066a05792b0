/**
 * Onboarding and two-factor settings through the real worker: guards, each
 * step's form post, avatars in R2, and better-auth's TOTP endpoints behind /settings.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ONBOARDING_STEPS } from "../../app/kernel/auth-routing";
import { profiles, user as userTable } from "../../worker/db/schema";
import { nextCookie, ORIGIN, request, signUp, testDb } from "./helpers";
import { decodeEntities, totp, turnOnTwoFactor } from "./two-factor";

let ipSequence = 0;
/** A client IP of its own per test user, so better-auth's per-IP rate limits never couple tests. */
const freshIp = () => `203.0.113.${++ipSequence}`;

function newcomer(overrides: Parameters<typeof signUp>[0] = {}) {
  return signUp({ onboarded: false, focus: [], currentTopics: [], username: undefined, timeZone: "UTC", ...overrides });
}

/** A same-origin form post as a browser sends it (Remix compares Origin with Host before any action). */
function post(path: string, cookie: string, body: FormData | URLSearchParams, ip = freshIp()) {
  const headers = { Origin: ORIGIN, Host: new URL(ORIGIN).host, "cf-connecting-ip": ip };
  return request(path, { method: "POST", cookie, body, headers });
}

const form = (entries: [string, string][]) => new URLSearchParams(entries);
const profileOf = async (id: string) => (await testDb().select().from(profiles).where(eq(profiles.id, id)).get())!;

describe("onboarding guards", () => {
  it("sends a visitor on an onboarding step to /auth?from=onboarding", async () => {
    for (const step of ["focus", "welcome", "complete"]) {
      const response = await request(`/onboarding/${step}`);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/auth?from=onboarding");
    }
  });

  it("sends a finished user from every onboarding step to /", async () => {
    const user = await signUp({ onboarded: true });
    for (const step of ONBOARDING_STEPS) {
      const response = await request(`/onboarding/${step}`, { cookie: user.cookie });
      expect(response.status, step).toBe(302);
      expect(response.headers.get("Location"), step).toBe("/");
    }
    const posted = await post("/onboarding/focus", user.cookie, form([["focus", "Work"]]));
    expect(posted.headers.get("Location")).toBe("/");
  });

  it("sends an unfinished user from main routes to /onboarding/welcome", async () => {
    const user = await newcomer();
    for (const path of ["/", "/journal", "/settings"]) {
      const response = await request(path, { cookie: user.cookie });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toBe("/onboarding/welcome");
    }
  });

  it("renders each step with its progress for an unfinished user", async () => {
    const user = await newcomer();
    for (const [index, step] of ONBOARDING_STEPS.entries()) {
      const response = await request(`/onboarding/${step}`, { cookie: user.cookie });
      expect(response.status, step).toBe(200);
      const html = await response.text();
      expect(html).toContain(`Step <!-- -->${index + 1}<!-- --> of <!-- -->6`);
      expect(html).toMatch(new RegExp(`<progress[^>]*value="${index + 1}"`));
      expect(html.match(/<h1[\s>]/g), step).toHaveLength(1);
    }
    expect((await request("/onboarding", { cookie: user.cookie })).headers.get("Location")).toBe("/onboarding/welcome");
  });
});

describe("focus step", () => {
  it("refuses zero areas with 400 and saves nothing", async () => {
    const user = await newcomer();
    const response = await post("/onboarding/focus", user.cookie, form([]));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Choose at least one focus area.");
    expect((await profileOf(user.id)).focus).toEqual([]);
  });

  it("refuses an area that is not one of the eight", async () => {
    const user = await newcomer();
    const response = await post(
      "/onboarding/focus",
      user.cookie,
      form([
        ["focus", "Work"],
        ["focus", "Golf"],
      ]),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Choose from the listed focus areas.");
    expect((await profileOf(user.id)).focus).toEqual([]);
  });

  it("saves the chosen areas, moves on, and shows them checked when coming back", async () => {
    const user = await newcomer();
    const response = await post(
      "/onboarding/focus",
      user.cookie,
      form([
        ["focus", "Fatherhood"],
        ["focus", "Work"],
      ]),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/onboarding/intentions");
    expect((await profileOf(user.id)).focus).toEqual(["Fatherhood", "Work"]);
    const html = await (await request("/onboarding/focus", { cookie: user.cookie })).text();
    const checkbox = (area: string) => new RegExp(`<input(?=[^>]*value="${area}")[^>]*>`).exec(html)?.[0];
    expect(checkbox("Fatherhood")).toContain('checked=""');
    expect(checkbox("Marriage")).not.toContain("checked");
  });
});

describe("intentions step", () => {
  it("saves picked suggestions and a topic of one's own", async () => {
    const user = await newcomer({ focus: ["Work"] });
    const body = form([
      ["currentTopics", "Anger"],
      ["currentTopics", "Purity"],
      ["customTopic", "  Speaking kindly when tired "],
    ]);
    const response = await post("/onboarding/intentions", user.cookie, body);
    expect(response.headers.get("Location")).toBe("/onboarding/profile");
    expect((await profileOf(user.id)).current_topics).toEqual(["Anger", "Purity", "Speaking kindly when tired"]);
  });

  it("asks for at least one", async () => {
    const user = await newcomer({ focus: ["Work"] });
    const response = await post("/onboarding/intentions", user.cookie, form([["customTopic", " "]]));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Choose or write at least one thing you want to grow in.");
  });
});

/** The smallest valid PNG: 1×1, one transparent pixel. */
const TINY_PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (char) => char.charCodeAt(0),
);

function profileForm(fields: Record<string, string>, avatar?: File) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (avatar) body.set("avatar", avatar);
  return body;
}

describe("profile step", () => {
  it("lists IANA time zones from the server and prefills the display name", async () => {
    const user = await newcomer({ name: "Nathan Hale" });
    const html = await (await request("/onboarding/profile", { cookie: user.cookie })).text();
    expect(html).toContain('value="Nathan Hale"');
    expect(html).toContain('<option value="America/New_York">New York</option>');
    // The full IANA list (Intl.supportedValuesOf in workerd), not the short fallback.
    expect(html).toContain('<option value="America/Argentina/Buenos_Aires">Argentina / Buenos Aires</option>');
    expect(html.match(/<option value="[A-Za-z]+\//g)!.length).toBeGreaterThan(300);
    // Places are listed under the names people use today (V8 still reports some older ones).
    expect(html).toContain('<option value="Europe/Kyiv">Kyiv</option>');
    expect(html).toContain('<option value="Asia/Kolkata">Kolkata</option>');
    expect(html).not.toContain("Europe/Kiev");
    expect(html).toContain('<optgroup label="Europe">');
    expect(html).toMatch(/<option value="UTC" selected="">/);
  });

  it("saves name, username and time zone, then moves on", async () => {
    const user = await newcomer();
    const username = `nate_${Date.now().toString(36)}`;
    const response = await post(
      "/onboarding/profile",
      user.cookie,
      profileForm({ displayName: "Nate", username: username.toUpperCase(), timeZone: "America/Chicago" }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/onboarding/plan-selection");
    expect(await profileOf(user.id)).toMatchObject({ display_name: "Nate", username, time_zone: "America/Chicago" });
  });

  it("shows field errors under their fields", async () => {
    const user = await newcomer();
    const response = await post(
      "/onboarding/profile",
      user.cookie,
      profileForm({ displayName: "N", username: "no spaces", timeZone: "Mars/Olympus_Mons" }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Name must be at least 2 characters");
    expect(html).toContain("Usernames are 3–30 characters: lowercase letters, numbers and underscores.");
    expect(html).toContain("Choose a time zone from the list.");
    expect(html).toMatch(/id="displayName"[^>]*aria-invalid="true"[^>]*aria-describedby="[^"]*displayName-error/);
  });

  it("refuses a username someone else has", async () => {
    const a = await newcomer();
    const b = await newcomer();
    const username = `shared_${Date.now().toString(36)}`;
    const fields = { displayName: "Brother", username, timeZone: "UTC" };
    expect((await post("/onboarding/profile", a.cookie, profileForm(fields))).status).toBe(302);
    const response = await post(
      "/onboarding/profile",
      b.cookie,
      profileForm({ ...fields, username: username.toUpperCase() }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("That username is taken. Try another.");
    expect((await profileOf(b.id)).username).toBeNull();
  });

  it("stores a PNG avatar in R2 under the user's folder and serves it", async () => {
    const user = await newcomer();
    const fields = { displayName: "Avi", username: `avi_${Date.now().toString(36)}`, timeZone: "UTC" };
    const avatar = new File([TINY_PNG], "me.png", { type: "image/png" });
    const response = await post("/onboarding/profile", user.cookie, profileForm(fields, avatar));
    expect(response.status).toBe(302);
    const { avatar_url } = await profileOf(user.id);
    expect(avatar_url).toMatch(new RegExp(`^/media/avatars/${user.id}/[0-9a-f-]{36}\\.png$`));
    const listed = await env.MEDIA.list({ prefix: `avatars/${user.id}/` });
    expect(listed.objects.map((object) => `/media/${object.key}`)).toEqual([avatar_url]);
    const served = await request(avatar_url!);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(TINY_PNG);
    const html = await (await request("/onboarding/profile", { cookie: user.cookie })).text();
    expect(html).toContain(`src="${avatar_url}"`);
  });

  it("refuses a text file named .png and an image over 2 MB, saving nothing", async () => {
    const user = await newcomer();
    const fields = { displayName: "Avi", username: `avi_${Date.now().toString(36)}`, timeZone: "UTC" };
    const fake = new File(["just some text"], "photo.png", { type: "image/png" });
    const fakeResponse = await post("/onboarding/profile", user.cookie, profileForm(fields, fake));
    expect(fakeResponse.status).toBe(400);
    expect(await fakeResponse.text()).toContain("Choose a JPEG, PNG, WebP or GIF image.");

    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(TINY_PNG);
    const bigResponse = await post("/onboarding/profile", user.cookie, profileForm(fields, new File([big], "big.png")));
    expect(bigResponse.status).toBe(400);
    expect(await bigResponse.text()).toContain("That image is larger than 2 MB. Choose a smaller one.");

    expect((await env.MEDIA.list({ prefix: `avatars/${user.id}/` })).objects).toHaveLength(0);
    expect(await profileOf(user.id)).toMatchObject({ avatar_url: null, username: null });
  });

  it("only ever writes the signed-in user's own profile", async () => {
    const a = await newcomer({ name: "Abel" });
    const b = await newcomer({ name: "Boaz" });
    const before = await profileOf(a.id);
    const fields = {
      id: a.id,
      userId: a.id,
      user_id: a.id,
      displayName: "Mallory",
      username: `m_${Date.now().toString(36)}`,
      timeZone: "Asia/Tokyo",
    };
    expect((await post("/onboarding/profile", b.cookie, profileForm(fields))).status).toBe(302);
    expect(
      await post(
        "/onboarding/focus",
        b.cookie,
        form([
          ["focus", "Work"],
          ["id", a.id],
          ["userId", a.id],
        ]),
      ),
    ).toHaveProperty("status", 302);
    expect(await profileOf(a.id)).toEqual(before);
    expect(await profileOf(b.id)).toMatchObject({ display_name: "Mallory", time_zone: "Asia/Tokyo", focus: ["Work"] });
  });
});

describe("plan selection and completion", () => {
  it("continues with Free to the last step", async () => {
    const user = await newcomer({ focus: ["Work"] });
    const response = await post("/onboarding/plan-selection", user.cookie, form([]));
    expect(response.headers.get("Location")).toBe("/onboarding/complete");
    const html = await (await request("/onboarding/plan-selection", { cookie: user.cookie })).text();
    expect(html).toContain("Upgrade anytime from your profile.");
    expect(html).not.toMatch(/[$€£]\s?\d/);
  });

  it("completes onboarding and goes to / with the “You're all set” toast", async () => {
    const user = await newcomer({ focus: ["Work"], currentTopics: ["Anger"] });
    const response = await post("/onboarding/complete", user.cookie, form([]));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect((await profileOf(user.id)).onboarding_completed_at).toBeInstanceOf(Date);
    const toastCookie = response.headers.getSetCookie().find((value) => value.startsWith("shepherd_toast="));
    expect(toastCookie).toBeTruthy();
    const home = await request("/", { cookie: `${user.cookie}; ${toastCookie!.split(";")[0]}` });
    expect(home.status).toBe(200);
    const html = await home.text();
    // The flash toast reaches the page in the root loader's data and is shown on hydration.
    expect(html).toContain(
      String.raw`\"title\",\"You're all set\",\"description\",\"Your first devotional is waiting.\"`,
    );
    expect((await request("/onboarding/focus", { cookie: user.cookie })).headers.get("Location")).toBe("/");
  });

  it("sends someone who skipped the focus step back to it instead of finishing", async () => {
    const user = await newcomer();
    const response = await post("/onboarding/complete", user.cookie, form([]));
    expect(response.headers.get("Location")).toBe("/onboarding/focus");
    expect((await profileOf(user.id)).onboarding_completed_at).toBeNull();
  });
});

/* ───────────────────────────── two-factor ───────────────────────────── */

describe("two-factor authentication in settings", () => {
  it("shows the status to a signed-in user and sends visitors to sign in", async () => {
    const visitor = await request("/settings");
    expect(visitor.headers.get("Location")).toBe("/auth?redirectTo=%2Fsettings");
    const user = await signUp();
    const html = await (await request("/settings", { cookie: user.cookie })).text();
    expect(html).toContain("<h1");
    expect(html).toContain(">Profile</h1>");
    expect(html).toContain("Two-factor authentication is off");
    expect(html).toMatch(/<form(?=[^>]*method="post")[^>]*action="\/auth\/sign-out"/);
  });

  it("refuses a wrong password with a readable message and creates nothing", async () => {
    const user = await signUp();
    const response = await post(
      "/settings",
      user.cookie,
      form([
        ["intent", "enable-2fa"],
        ["password", "not-my-password"],
      ]),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("That password isn&#x27;t right. Please try again.");
    const row = await env.DB.prepare("SELECT count(*) AS n FROM two_factor WHERE user_id = ?").bind(user.id).first("n");
    expect(row).toBe(0);
  });

  it("enables with a QR code and backup codes, turns on with a TOTP code, then sign-in asks for it", async () => {
    const user = await signUp();
    const ip = freshIp();
    const started = await post(
      "/settings",
      user.cookie,
      form([
        ["intent", "enable-2fa"],
        ["password", user.password],
      ]),
      ip,
    );
    expect(started.status).toBe(200);
    const html = await started.text();
    expect(html).toMatch(/role="img" aria-label="QR code[^"]*"[^>]*><svg/);
    const totpURI = decodeEntities(/name="totpURI" value="([^"]+)"/.exec(html)![1]!);
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Shepherd:/);
    const backupCodes = [...html.matchAll(/name="backupCodes" value="([^"]+)"/g)].map((match) => match[1]!);
    expect(backupCodes).toHaveLength(10);
    expect(html).toContain("Save these somewhere safe; each works once.");
    const secret = new URL(totpURI).searchParams.get("secret")!;
    expect(html).toContain(secret.replace(/(.{4})(?=.)/g, "$1 "));
    expect(html).toContain("Two-factor authentication is off");

    const setupFields: [string, string][] = [
      ["totpURI", totpURI],
      ...backupCodes.map((code): [string, string] => ["backupCodes", code]),
    ];
    const wrong = await post(
      "/settings",
      user.cookie,
      form([["intent", "verify-2fa"], ["code", "000000"], ...setupFields]),
      ip,
    );
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain("That code didn&#x27;t work. Check your authenticator app and try again.");
    expect(wrongHtml).toContain("<svg");

    const code = await totp(secret);
    const verified = await post(
      "/settings",
      user.cookie,
      form([["intent", "verify-2fa"], ["code", code], ...setupFields]),
      ip,
    );
    expect(verified.status).toBe(302);
    expect(verified.headers.get("Location")).toBe("/settings");
    const enabled = await testDb()
      .select({ on: userTable.twoFactorEnabled })
      .from(userTable)
      .where(eq(userTable.id, user.id))
      .get();
    expect(enabled?.on).toBe(true);

    // better-auth rotated the session; the response carries the new cookie, so the person stays signed in.
    const cookie = nextCookie(user.cookie, verified);
    expect(cookie).not.toBe(user.cookie);
    const settings = await request("/settings", { cookie });
    expect(settings.status).toBe(200);
    expect(await settings.text()).toContain("Two-factor authentication is on");

    const signIn = await request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: user.email, password: user.password },
      headers: { Origin: ORIGIN, "cf-connecting-ip": freshIp() },
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
  });

  it("turns off only with the password and a current code", async () => {
    const user = await signUp();
    const ip = freshIp();
    const started = await post(
      "/settings",
      user.cookie,
      form([
        ["intent", "enable-2fa"],
        ["password", user.password],
      ]),
      ip,
    );
    const totpURI = decodeEntities(/name="totpURI" value="([^"]+)"/.exec(await started.text())![1]!);
    const secret = new URL(totpURI).searchParams.get("secret")!;
    const verified = await post(
      "/settings",
      user.cookie,
      form([
        ["intent", "verify-2fa"],
        ["code", await totp(secret)],
        ["totpURI", totpURI],
      ]),
      ip,
    );
    const cookie = nextCookie(user.cookie, verified);

    const badCode = await post(
      "/settings",
      cookie,
      form([
        ["intent", "disable-2fa"],
        ["password", user.password],
        ["code", "000000"],
      ]),
      freshIp(),
    );
    expect(badCode.status).toBe(400);
    expect(await badCode.text()).toContain("That code didn&#x27;t work.");

    const badPassword = await post(
      "/settings",
      cookie,
      form([
        ["intent", "disable-2fa"],
        ["password", "wrong-password"],
        ["code", await totp(secret)],
      ]),
      freshIp(),
    );
    expect(badPassword.status).toBe(400);
    expect(await badPassword.text()).toContain("That password isn&#x27;t right.");

    const disabled = await post(
      "/settings",
      cookie,
      form([
        ["intent", "disable-2fa"],
        ["password", user.password],
        ["code", await totp(secret)],
      ]),
      freshIp(),
    );
    expect(disabled.status).toBe(302);
    const after = nextCookie(cookie, disabled);
    expect(await (await request("/settings", { cookie: after })).text()).toContain("Two-factor authentication is off");
  });

  it("turns off with the password and a backup code instead of the app's code", async () => {
    const user = await signUp();
    const on = await turnOnTwoFactor(user);
    const disabled = await post(
      "/settings",
      on.cookie,
      form([
        ["intent", "disable-2fa"],
        ["password", user.password],
        ["code", on.backupCodes[0]!],
      ]),
    );
    expect(disabled.status).toBe(302);
    expect(await isOn(user.id)).toBe(false);
  });

  it("cannot be turned off through better-auth's route with the password alone", async () => {
    const user = await signUp();
    const on = await turnOnTwoFactor(user);
    const response = await request("/api/auth/two-factor/disable", {
      method: "POST",
      cookie: on.cookie,
      json: { password: user.password },
      headers: { Origin: ORIGIN, "cf-connecting-ip": freshIp() },
    });
    expect(response.status).toBe(404);
    expect(await isOn(user.id)).toBe(true);
  });
});

async function isOn(userId: string) {
  const row = await testDb().select({ on: userTable.twoFactorEnabled }).from(userTable).where(eq(userTable.id, userId)).get();
  return row?.on ?? false;
}
