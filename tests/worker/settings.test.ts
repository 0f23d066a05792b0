/**
 * /settings ("Profile") and /settings/export through the real worker: the access matrix for the
 * page, the export and every intent (visitor, owner A, another member B); the profile form with the
 * sign-up name messages and the photo in R2; focus; email preferences; change password (current
 * password required); sessions; and deleting an account, after which no row of his is left in any
 * table of the schema, no object under his R2 keys, and he cannot sign in again.
 */
import { env } from "cloudflare:test";
import { and, eq, inArray } from "drizzle-orm";
import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { beforeEach, describe, expect, it } from "vitest";
import { DATA_COPY, EMAIL_PREFERENCES_COPY, PASSWORD_CHANGE_COPY, REAUTH_COPY, SESSIONS_COPY, SETTINGS_PAGE } from "../../app/kernel/copy/settings";
import { VALIDATION_COPY } from "../../app/kernel/copy/auth";
import * as schema from "../../worker/db/schema";
import {
  account as accountTable,
  emailOutbox,
  emailPreferences,
  flockMembers,
  notifications,
  planDays,
  profiles,
  session as sessionTable,
  subscriptions,
  user as userTable,
  verification,
} from "../../worker/db/schema";
import { deleteAccount } from "../../worker/domain/account.server";
import { saveSubscription } from "../../worker/domain/subscriptions.server";
import { nextCookie, ORIGIN, request, requestContext, signUp, testDb } from "./helpers";
import { seedEverything } from "./settings-seed";
import { totp, turnOnTwoFactor } from "./two-factor";

let ipSequence = 0;
/** A client IP per call, so better-auth's per-IP limits (sign-in, change password) never couple tests. */
const freshIp = () => `192.0.2.${(++ipSequence % 250) + 1}`;

const STRIPE = "http://stripe-fake.test";
const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

/** The smallest valid PNG: 1×1, one transparent pixel. */
const TINY_PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (char) => char.charCodeAt(0),
);

const member = (overrides: Parameters<typeof signUp>[0] = {}) => signUp({ timeZone: "America/Chicago", ...overrides });
const get = (path: string, cookie?: string) => request(path, { cookie });
/** A same-origin form post as a browser sends it (Remix compares Origin with Host before any action). */
const post = (cookie: string | undefined, body: URLSearchParams | FormData, headers: Record<string, string> = {}) =>
  request("/settings", { method: "POST", cookie, body, headers: { Origin: ORIGIN, "cf-connecting-ip": freshIp(), ...headers } });
const form = (entries: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(entries)) for (const item of [value].flat()) body.append(name, item);
  return body;
};
const multipart = (entries: Record<string, string>, avatar?: File) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(entries)) body.set(name, value);
  if (avatar) body.set("avatar", avatar);
  return body;
};
const unescape = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
const profileOf = async (id: string) => (await testDb().select().from(profiles).where(eq(profiles.id, id)).get())!;
const postImageKeys = async (id: string) => (await env.MEDIA.list({ prefix: `posts/${id}/` })).objects.map((object) => object.key);
const avatarKeys = async (id: string) => (await env.MEDIA.list({ prefix: `avatars/${id}/` })).objects.map((object) => object.key);
const sessionsOf = (id: string) => testDb().select().from(sessionTable).where(eq(sessionTable.userId, id)).all();
const passwordHashOf = async (id: string) =>
  (await testDb().select({ password: accountTable.password }).from(accountTable).where(eq(accountTable.userId, id)).get())?.password;

async function signIn(email: string, password: string, userAgent = CHROME_ANDROID) {
  return request("/api/auth/sign-in/email", {
    method: "POST",
    json: { email, password },
    headers: { Origin: ORIGIN, "User-Agent": userAgent, "cf-connecting-ip": freshIp() },
  });
}

const profileFields = (overrides: Record<string, string> = {}) => ({
  intent: "save-profile",
  displayName: "Caleb Stone",
  username: `caleb_${Date.now().toString(36)}${++ipSequence}`,
  timeZone: "America/Denver",
  ...overrides,
});

/* ───────────────────────────── access matrix ───────────────────────────── */

const INTENTS = [
  "save-profile",
  "remove-avatar",
  "save-focus",
  "save-reminders",
  "save-email-preferences",
  "change-password",
  "enable-2fa",
  "revoke-session",
  "revoke-other-sessions",
  "delete-account",
];

describe("the access matrix", () => {
  it.each(["/settings", "/settings/export"])("a visitor's GET %s is sent to sign in", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
  });

  it.each(INTENTS)("a visitor's POST %s is sent to sign in and changes nothing", async (intent) => {
    const users = await testDb().select({ id: userTable.id }).from(userTable).all();
    const preferences = await testDb().select().from(emailPreferences).all();
    const response = await post(undefined, form({ intent, confirmation: "DELETE", weeklySummary: "on", displayName: "Mallory" }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?redirectTo=%2Fsettings");
    expect(await testDb().select({ id: userTable.id }).from(userTable).all()).toEqual(users);
    expect(await testDb().select().from(emailPreferences).all()).toEqual(preferences);
  });

  it("shows A his own profile and sessions, and B none of A's", async () => {
    const [a, b] = await Promise.all([member({ name: "Abel Hart" }), member({ name: "Boaz Reed" })]);
    const pageOfA = await get("/settings", a.cookie);
    expect(pageOfA.status).toBe(200);
    const html = await pageOfA.text();
    expect(html).toContain(">Profile</h1>");
    expect(html).toContain('value="Abel Hart"');
    expect(html).toContain(SESSIONS_COPY.thisDevice);
    expect(html).toContain(`href="/profile/${a.id}"`);
    const htmlOfB = await (await get("/settings", b.cookie)).text();
    expect(htmlOfB).toContain('value="Boaz Reed"');
    expect(htmlOfB).not.toContain("Abel Hart");
    expect(htmlOfB).not.toContain(a.id);
  });

  it("lets B change only B: every intent B sends with A's ids leaves A's rows as they were", async () => {
    const [a, b] = await Promise.all([member({ name: "Abel Hart" }), member({ name: "Boaz Reed" })]);
    await seedEverything(a, b);
    const [aSession] = await sessionsOf(a.id);
    const snapshot = async () => ({
      profile: await profileOf(a.id),
      sessions: await sessionsOf(a.id),
      hash: await passwordHashOf(a.id),
      preferences: await testDb().select().from(emailPreferences).where(eq(emailPreferences.user_id, a.id)).all(),
      avatars: await avatarKeys(a.id),
    });
    const before = await snapshot();
    const hostile = { id: a.id, userId: a.id, user_id: a.id, sessionId: aSession!.id };

    const saved = await post(b.cookie, multipart({ ...profileFields({ displayName: "Mallory" }), ...hostile }));
    expect(saved.status).toBe(302);
    expect((await profileOf(b.id)).display_name).toBe("Mallory");
    expect((await post(b.cookie, form({ intent: "remove-avatar", ...hostile }))).status).toBe(302);
    expect((await post(b.cookie, form({ intent: "save-focus", focus: "Work", currentTopics: "Anger", ...hostile }))).status).toBe(302);
    expect((await post(b.cookie, form({ intent: "save-email-preferences", weeklySummary: "on", ...hostile }))).status).toBe(302);

    const revoke = await post(b.cookie, form({ intent: "revoke-session", ...hostile }));
    expect(revoke.status).toBe(404);
    expect(unescape(await revoke.text())).toContain(SESSIONS_COPY.notFound);
    expect((await post(b.cookie, form({ intent: "revoke-other-sessions", ...hostile }))).status).toBe(302);

    const password = await post(
      b.cookie,
      form({ intent: "change-password", currentPassword: a.password, newPassword: "taken-over-9", confirmPassword: "taken-over-9", ...hostile }),
    );
    expect(password.status).toBe(302);

    expect(await snapshot()).toEqual(before);
    expect((await signIn(a.email, a.password)).status).toBe(200);
    expect((await signIn(b.email, "taken-over-9")).status).toBe(200);
  });

  it("exports A's rows to A and none of them to B", async () => {
    const [a, b] = await Promise.all([member({ name: "Abel Hart" }), member({ name: "Boaz Reed" })]);
    await seedEverything(a, b);
    const response = await get("/settings/export", a.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="shepherd-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await response.text();
    const exported = JSON.parse(text);
    expect(exported).toMatchObject({
      format: "shepherd-data-export",
      version: 1,
      account: { id: a.id, email: a.email },
      profile: { displayName: "Abel Hart", focusAreas: ["Fatherhood", "Prayer Life"], timeZone: "America/Chicago" },
      membership: { plan_type: "premium_comp", status: "active" },
      readingPosition: { book: "Ps", chapter: 23 },
      reminders: { enabled: true, local_time: "06:30" },
      emailPreferences: { weeklySummary: true },
    });
    for (const key of ["devotionalProgress", "checkIns", "journalEntries", "whispers", "highlights", "bookmarks", "notes", "insights", "notifications"]) {
      expect(exported[key].length, key).toBeGreaterThan(0);
    }
    expect(exported.journalEntries.map((entry: { content: string }) => entry.content)).toContain("A's words, kept private.");
    expect(exported.notes[0]).toMatchObject({ book: "John", chapter: 3, note: "A's note on love." });
    expect(exported.plans.own[0]).toMatchObject({ title: "A's own plan", days: [{ day_number: 1, title: "A's first day" }] });
    expect(exported.plans.enrollments).toHaveLength(2);
    expect(exported.plans.dayProgress).toHaveLength(1);
    expect(exported.insights[0]).toMatchObject({ narrative: "A's week, in numbers." });
    // Never a secret, never someone else's row, never whose a row is.
    for (const secret of ["password", "backup_codes", "secret", "token", "p256dh", "user_id"]) expect(text).not.toContain(`"${secret}"`);
    expect(text).not.toContain("B's words");

    const ofB = JSON.parse(await (await get("/settings/export", b.cookie)).text());
    expect(ofB.account.id).toBe(b.id);
    const textOfB = JSON.stringify(ofB);
    for (const privateText of ["A's words", "A's note", "A's own plan", "A's week", a.email]) expect(textOfB).not.toContain(privateText);
  });
});

/* ───────────────────────────── profile, photo, focus ───────────────────────────── */

describe("your profile", () => {
  it.each([
    ["N", VALIDATION_COPY.nameTooShort],
    ["  N  ", VALIDATION_COPY.nameTooShort],
    ["N".repeat(51), VALIDATION_COPY.nameTooLong],
  ])("refuses the display name %j with the sign-up message and saves nothing", async (displayName, message) => {
    const a = await member({ name: "Abel Hart" });
    const before = await profileOf(a.id);
    const response = await post(a.cookie, multipart(profileFields({ displayName })));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(message);
    expect(html).toMatch(/id="displayName"[^>]*aria-invalid="true"/);
    expect(await profileOf(a.id)).toEqual(before);
  });

  it("saves name, username and time zone, and says so", async () => {
    const a = await member();
    const fields = profileFields({ displayName: "  Caleb Stone ", username: `Caleb_${ipSequence}x` });
    const response = await post(a.cookie, multipart(fields));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/settings");
    expect(response.headers.get("Set-Cookie")).toContain("shepherd_toast=");
    expect(await profileOf(a.id)).toMatchObject({
      display_name: "Caleb Stone",
      username: fields.username.toLowerCase(),
      time_zone: "America/Denver",
    });
  });

  it("refuses a username another member has, a malformed one and an unknown time zone", async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const username = (await profileOf(b.id)).username!;
    const taken = await post(a.cookie, multipart(profileFields({ username: username.toUpperCase() })));
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain("That username is taken. Try another.");
    const bad = await post(a.cookie, multipart(profileFields({ username: "no spaces", timeZone: "Mars/Olympus_Mons" })));
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain("Usernames are 3–30 characters: lowercase letters, numbers and underscores.");
    expect(html).toContain("Choose a time zone from the list.");
    expect((await profileOf(a.id)).username).not.toBe(username);
  });

  it("stores a photo in R2 under his own key, shows it in the header, and a new one replaces it", async () => {
    const a = await member();
    const first = await post(a.cookie, multipart(profileFields(), new File([TINY_PNG], "me.png", { type: "image/png" })));
    expect(first.status).toBe(302);
    const { avatar_url: firstUrl } = await profileOf(a.id);
    expect(firstUrl).toMatch(new RegExp(`^/media/avatars/${a.id}/[0-9a-f-]{36}\\.png$`));
    expect((await get(firstUrl!)).status).toBe(200);
    const header = (await (await get("/settings", a.cookie)).text()).match(/<header[\s\S]*?<\/header>/)![0];
    expect(header).toContain(`src="${firstUrl}"`);

    const second = await post(a.cookie, multipart(profileFields(), new File([TINY_PNG], "again.png")));
    expect(second.status).toBe(302);
    const { avatar_url: secondUrl } = await profileOf(a.id);
    expect(secondUrl).not.toBe(firstUrl);
    expect(await avatarKeys(a.id)).toEqual([secondUrl!.replace("/media/", "")]);
    expect((await get(firstUrl!)).status).toBe(404);

    const removed = await post(a.cookie, form({ intent: "remove-avatar" }));
    expect(removed.status).toBe(302);
    expect((await profileOf(a.id)).avatar_url).toBeNull();
    expect(await avatarKeys(a.id)).toEqual([]);
  });

  it("refuses a text file named .png and an image over 2 MB with clear messages, storing nothing", async () => {
    const a = await member();
    const before = await profileOf(a.id);
    const fake = await post(a.cookie, multipart(profileFields(), new File(["just some text"], "photo.png", { type: "image/png" })));
    expect(fake.status).toBe(400);
    expect(await fake.text()).toContain("Choose a JPEG, PNG, WebP or GIF image.");

    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(TINY_PNG);
    const oversize = await post(a.cookie, multipart(profileFields(), new File([big], "big.png", { type: "image/png" })));
    expect(oversize.status).toBe(400);
    expect(await oversize.text()).toContain("That image is larger than 2 MB. Choose a smaller one.");

    const huge = await post(a.cookie, multipart(profileFields(), new File([new Uint8Array(3 * 1024 * 1024)], "huge.png")));
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain("That image is larger than 2 MB. Choose a smaller one.");

    expect(await avatarKeys(a.id)).toEqual([]);
    expect(await profileOf(a.id)).toEqual(before);
  });

  it("saves focus areas and current topics, with the onboarding rules", async () => {
    const a = await member();
    const saved = await post(a.cookie, form({ intent: "save-focus", focus: ["Marriage", "Work"], currentTopics: ["Anger"], customTopic: " Rest " }));
    expect(saved.status).toBe(302);
    expect(await profileOf(a.id)).toMatchObject({ focus: ["Marriage", "Work"], current_topics: ["Anger", "Rest"] });

    const before = await profileOf(a.id);
    for (const [fields, message] of [
      [{ currentTopics: "Anger" }, "Choose at least one focus area."],
      [{ focus: "Golf", currentTopics: "Anger" }, "Choose from the listed focus areas."],
      [{ focus: "Work" }, "Choose or write at least one thing you want to grow in."],
      [{ focus: "Work", currentTopics: Array.from({ length: 9 }, (_, index) => `Topic ${index}`) }, "Choose up to 8."],
    ] as const) {
      const refused = await post(a.cookie, form({ intent: "save-focus", ...fields }));
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(message);
    }
    expect(await profileOf(a.id)).toEqual(before);
  });
});

/* ───────────────────────────── email ───────────────────────────── */

describe("email preferences", () => {
  const preferencesOf = async (id: string) =>
    testDb().select().from(emailPreferences).where(eq(emailPreferences.user_id, id)).get();

  it("starts with the weekly summary off, saves it on and off, and says security email always goes", async () => {
    const a = await member();
    const page = unescape(await (await get("/settings", a.cookie)).text());
    expect(page).toContain(EMAIL_PREFERENCES_COPY.alwaysSent);
    const checkbox = async () => (await (await get("/settings", a.cookie)).text()).match(/<input[^>]*name="weeklySummary"[^>]*>/)![0];
    expect(await checkbox()).not.toContain("checked");

    expect((await post(a.cookie, form({ intent: "save-email-preferences", weeklySummary: "on" }))).status).toBe(302);
    expect(await preferencesOf(a.id)).toMatchObject({ weekly_summary: true });
    expect(await checkbox()).toContain('checked=""');
    expect((await post(a.cookie, form({ intent: "save-email-preferences" }))).status).toBe(302);
    expect(await preferencesOf(a.id)).toMatchObject({ weekly_summary: false });
  });

  it("answers a value a checkbox never sends with 400 and writes nothing", async () => {
    const a = await member();
    const response = await post(a.cookie, form({ intent: "save-email-preferences", weeklySummary: "yes" }));
    expect(response.status).toBe(400);
    expect(unescape(await response.text())).toContain(EMAIL_PREFERENCES_COPY.invalid);
    expect(await preferencesOf(a.id)).toBeUndefined();
  });
});

/* ───────────────────────────── security ───────────────────────────── */

describe("change password", () => {
  const change = (cookie: string, fields: Record<string, string>) => post(cookie, form({ intent: "change-password", ...fields }));

  it.each([
    ["without the current password", { newPassword: "brand-new-pass-1", confirmPassword: "brand-new-pass-1" }, PASSWORD_CHANGE_COPY.enterCurrent],
    ["with a wrong current password", { currentPassword: "not-my-password", newPassword: "brand-new-pass-1", confirmPassword: "brand-new-pass-1" }, PASSWORD_CHANGE_COPY.wrongCurrent],
    ["with a short new one", { currentPassword: "CURRENT", newPassword: "short1", confirmPassword: "short1" }, VALIDATION_COPY.passwordTooShort],
    ["with a confirmation that differs", { currentPassword: "CURRENT", newPassword: "brand-new-pass-1", confirmPassword: "brand-new-pass-2" }, PASSWORD_CHANGE_COPY.passwordsDontMatch],
    ["to the same password", { currentPassword: "CURRENT", newPassword: "CURRENT", confirmPassword: "CURRENT" }, PASSWORD_CHANGE_COPY.sameAsCurrent],
  ])("fails %s: 400, the message, and the password unchanged", async (_, fields, message) => {
    const a = await member();
    const before = await passwordHashOf(a.id);
    const withCurrent = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value === "CURRENT" ? a.password : value]));
    const response = await change(a.cookie, withCurrent);
    expect(response.status).toBe(400);
    expect(unescape(await response.text())).toContain(message);
    expect(await passwordHashOf(a.id)).toBe(before);
    expect((await signIn(a.email, a.password)).status).toBe(200);
  });

  it("changes it with the current password, keeps this device signed in, and sends the security email", async () => {
    const a = await member();
    const phone = nextCookie("", await signIn(a.email, a.password));
    const response = await change(a.cookie, { currentPassword: a.password, newPassword: "brand-new-pass-1", confirmPassword: "brand-new-pass-1" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/settings");
    expect((await signIn(a.email, a.password)).status).toBe(401);
    expect((await signIn(a.email, "brand-new-pass-1")).status).toBe(200);
    expect((await get("/settings", nextCookie(a.cookie, response))).status).toBe(200);
    expect((await get("/settings", phone)).status).toBe(200);
    const mail = await testDb().select().from(emailOutbox).where(and(eq(emailOutbox.user_id, a.id), eq(emailOutbox.kind, "password_changed"))).all();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to_address: a.email, subject: "Your Shepherd password was changed" });
  });

  it("with 'sign out of all other devices', ends every other session and keeps this one", async () => {
    const a = await member();
    const phone = nextCookie("", await signIn(a.email, a.password));
    const response = await change(a.cookie, {
      currentPassword: a.password,
      newPassword: "brand-new-pass-1",
      confirmPassword: "brand-new-pass-1",
      revokeOtherSessions: "on",
    });
    expect(response.status).toBe(302);
    const here = nextCookie(a.cookie, response);
    expect((await get("/settings", here)).status).toBe(200);
    expect((await get("/settings", phone)).headers.get("Location")).toBe("/auth?redirectTo=%2Fsettings");
    expect(await sessionsOf(a.id)).toHaveLength(1);
  });
});

describe("sessions", () => {
  it("lists each session by device, marks this one, and signs out one or all the others", async () => {
    const a = await member();
    const phone = nextCookie("", await signIn(a.email, a.password, CHROME_ANDROID));
    const laptop = nextCookie("", await signIn(a.email, a.password, "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0"));
    const html = await (await get("/settings", a.cookie)).text();
    for (const text of ["Chrome on Android", "Firefox on Windows", SESSIONS_COPY.thisDevice, "Sign out Chrome on Android"]) expect(html).toContain(text);
    expect(html.match(new RegExp(SESSIONS_COPY.thisDevice, "g"))).toHaveLength(1);

    const phoneSession = (await sessionsOf(a.id)).find((row) => row.userAgent === CHROME_ANDROID)!;
    const one = await post(a.cookie, form({ intent: "revoke-session", sessionId: phoneSession.id }));
    expect(one.status).toBe(302);
    expect((await get("/settings", phone)).status).toBe(302);
    expect((await get("/settings", laptop)).status).toBe(200);

    const again = await post(a.cookie, form({ intent: "revoke-session", sessionId: phoneSession.id }));
    expect(again.status).toBe(404);

    const others = await post(a.cookie, form({ intent: "revoke-other-sessions" }));
    expect(others.status).toBe(302);
    expect((await get("/settings", laptop)).status).toBe(302);
    expect((await get("/settings", a.cookie)).status).toBe(200);
    expect(await sessionsOf(a.id)).toHaveLength(1);
  });

  it("never signs out this device from the list (that is Sign out), and refuses a malformed id", async () => {
    const a = await member();
    const [current] = await sessionsOf(a.id);
    expect((await post(a.cookie, form({ intent: "revoke-session", sessionId: current!.id }))).status).toBe(404);
    const malformed = await post(a.cookie, form({ intent: "revoke-session", sessionId: "not an id; DROP TABLE" }));
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("Choose a session to sign out.");
    expect(await sessionsOf(a.id)).toHaveLength(1);
  });
});

/* ───────────────────────────── bad input ───────────────────────────── */

describe("bad input", () => {
  it.each([
    ["no intent", {}, SETTINGS_PAGE.unknownAction],
    ["an unknown intent", { intent: "make-admin" }, SETTINGS_PAGE.unknownAction],
    ["an inherited name", { intent: "constructor" }, SETTINGS_PAGE.unknownAction],
    ["a session without its id", { intent: "revoke-session" }, "Choose a session to sign out."],
    ["a deletion without the word", { intent: "delete-account" }, DATA_COPY.confirmMismatch],
    ["a profile without fields", { intent: "save-profile" }, VALIDATION_COPY.nameTooShort],
  ])("answers %s with 400 and a message", async (_, fields, message) => {
    const a = await member();
    const response = await post(a.cookie, form(fields));
    expect(response.status).toBe(400);
    expect(unescape(await response.text())).toContain(message);
    expect(await testDb().select().from(userTable).where(eq(userTable.id, a.id)).get()).toBeDefined();
  });
});

/* ───────────────────────────── deleting the account ───────────────────────────── */

/** Every column of the schema that holds a user's id: the user's own id, and each foreign key to it. */
function userColumns() {
  const columns: { table: string; column: string }[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, SQLiteTable)) continue;
    const config = getTableConfig(value);
    if (value === userTable) columns.push({ table: config.name, column: "id" });
    for (const foreignKey of config.foreignKeys) {
      const reference = foreignKey.reference();
      if (reference.foreignTable !== userTable) continue;
      for (const column of reference.columns) columns.push({ table: config.name, column: column.name });
    }
  }
  return columns;
}

/** For each such column, the rowids of the rows that name the user. */
async function rowsNaming(userId: string) {
  const rows: Record<string, number[]> = {};
  for (const { table, column } of userColumns()) {
    const found = await env.DB.prepare(`SELECT rowid AS id FROM "${table}" WHERE "${column}" = ?`).bind(userId).all<{ id: number }>();
    rows[`${table}.${column}`] = found.results.map((row) => row.id);
  }
  return rows;
}

/** How many of those rows still exist, whatever they name now (a `set null` row would still count). */
async function stillThere(rows: Record<string, number[]>) {
  const counts: Record<string, number> = {};
  for (const [key, ids] of Object.entries(rows)) {
    const table = key.slice(0, key.indexOf("."));
    const placeholders = ids.map(() => "?").join(", ");
    const left = await env.DB.prepare(`SELECT count(*) AS n FROM "${table}" WHERE rowid IN (${placeholders})`).bind(...ids).first<number>("n");
    if (left) counts[key] = left;
  }
  return counts;
}

const lengths = (rows: Record<string, number[]>) => Object.fromEntries(Object.entries(rows).map(([key, ids]) => [key, ids.length]));

describe("deleting the account", () => {
  beforeEach(async () => {
    await fetch(`${STRIPE}/__calls`, { method: "DELETE" });
  });

  const stillHere = async (id: string, cookie: string) => {
    expect(await testDb().select().from(userTable).where(eq(userTable.id, id)).get()).toBeDefined();
    expect((await get("/settings", cookie)).status).toBe(200);
  };

  it("keeps everything when the word is not typed", async () => {
    const a = await member();
    for (const confirmation of ["", "delet", "yes, delete"]) {
      const response = await post(a.cookie, form({ intent: "delete-account", confirmation, password: a.password }));
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(DATA_COPY.confirmMismatch);
    }
    await stillHere(a.id, a.cookie);
  });

  it("asks for the password too: the word alone deletes nothing", async () => {
    const a = await member();
    const response = await post(a.cookie, form({ intent: "delete-account", confirmation: "DELETE" }));
    expect(response.status).toBe(400);
    expect(unescape(await response.text())).toContain(REAUTH_COPY.enterPassword);
    await stillHere(a.id, a.cookie);
  });

  it("refuses a wrong password with a clear message and deletes nothing", async () => {
    const a = await member();
    const response = await post(a.cookie, form({ intent: "delete-account", confirmation: "DELETE", password: "not-my-password" }));
    expect(response.status).toBe(400);
    expect(unescape(await response.text())).toContain(REAUTH_COPY.wrongPassword);
    await stillHere(a.id, a.cookie);
  });

  it("with two-factor on, asks for a current code or a backup code as well", async () => {
    const a = await member();
    const on = await turnOnTwoFactor(a);
    const remove = (fields: Record<string, string>) =>
      post(on.cookie, form({ intent: "delete-account", confirmation: "DELETE", password: a.password, ...fields }));

    const noCode = await remove({});
    expect(noCode.status).toBe(400);
    expect(unescape(await noCode.text())).toContain(REAUTH_COPY.enterCode);
    const wrongCode = await remove({ code: "000000" });
    expect(wrongCode.status).toBe(400);
    expect(unescape(await wrongCode.text())).toContain(REAUTH_COPY.wrongCode);
    const wrongBackup = await remove({ code: "not-a-backup-code" });
    expect(wrongBackup.status).toBe(400);
    expect(unescape(await wrongBackup.text())).toContain(REAUTH_COPY.wrongCode);
    const rightCodeWrongPassword = await post(
      on.cookie,
      form({ intent: "delete-account", confirmation: "DELETE", password: "not-my-password", code: await totp(on.secret) }),
    );
    expect(rightCodeWrongPassword.status).toBe(400);
    expect(unescape(await rightCodeWrongPassword.text())).toContain(REAUTH_COPY.wrongPassword);
    await stillHere(a.id, on.cookie);

    const deleted = await remove({ code: await totp(on.secret) });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/");
    expect(await testDb().select().from(userTable).where(eq(userTable.id, a.id)).get()).toBeUndefined();
  });

  it("with two-factor on, a backup code will do", async () => {
    const a = await member();
    const on = await turnOnTwoFactor(a);
    const response = await post(on.cookie, form({ intent: "delete-account", confirmation: "DELETE", password: a.password, code: on.backupCodes[3]! }));
    expect(response.status).toBe(302);
    expect(await testDb().select().from(userTable).where(eq(userTable.id, a.id)).get()).toBeUndefined();
  });

  it("leaves no row of his in any table and no object under his keys; he is signed out for good", async () => {
    const [a, b] = await Promise.all([member({ name: "Abel Hart" }), member({ name: "Boaz Reed" })]);
    const ownPlanIds = await seedEverything(a, b);
    await post(a.cookie, multipart(profileFields(), new File([TINY_PNG], "me.png")));
    await post(a.cookie, form({ intent: "change-password", currentPassword: a.password, newPassword: "brand-new-pass-1", confirmPassword: "brand-new-pass-1" }));
    const password = "brand-new-pass-1";
    const cookie = nextCookie("", await signIn(a.email, password));

    const before = await rowsNaming(a.id);
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(27);
    // Every table that can name him does, so "none left" below proves something.
    expect(Object.entries(before).filter(([, ids]) => ids.length === 0)).toEqual([]);
    expect(await avatarKeys(a.id)).toHaveLength(1);
    expect(await postImageKeys(a.id)).toHaveLength(1);
    const bBefore = lengths(await rowsNaming(b.id));

    const response = await post(cookie, form({ intent: "delete-account", confirmation: " delete ", password }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.getSetCookie().some((value) => /better-auth\.session_token=;/.test(value) && /max-age=0/i.test(value))).toBe(true);

    // Gone, not just unlinked: only B's notification that mentioned him, and the flock B took over
    // with its invite link, its plan and the invitation A had sent B, are still there (B's now).
    expect(await stillThere(before)).toEqual({
      "notifications.mentioner_id": 1,
      "flocks.created_by": 1,
      "flock_invites.created_by": 1,
      "flock_invitations.invited_by": 1,
      "flock_plans.started_by": 1,
    });
    expect(Object.entries(await rowsNaming(a.id)).filter(([, ids]) => ids.length > 0)).toEqual([]);
    expect(await testDb().select().from(verification).where(eq(verification.value, a.id)).all()).toEqual([]);
    expect(await testDb().select().from(emailOutbox).where(eq(emailOutbox.to_address, a.email)).all()).toEqual([]);
    expect(await testDb().select().from(planDays).where(inArray(planDays.plan_id, ownPlanIds)).all()).toEqual([]);
    expect(await avatarKeys(a.id)).toEqual([]);
    expect(await postImageKeys(a.id)).toEqual([]);

    // B keeps all of his but his enrollment in A's plan, his prayer for A's request and the blocks between them; his
    // notification that mentioned A no longer points at A.
    const bAfter = lengths(await rowsNaming(b.id));
    expect(bAfter).toEqual({
      ...bBefore,
      // The nudges between them, and the invitation B had sent A, went with A.
      "flock_nudges.from_id": bBefore["flock_nudges.from_id"]! - 1,
      "flock_nudges.to_id": bBefore["flock_nudges.to_id"]! - 1,
      "flock_invitations.invited_by": bBefore["flock_invitations.invited_by"]! - 1,
      // B's "I prayed" for A's request went with the request.
      "prayer_marks.user_id": bBefore["prayer_marks.user_id"]! - 1,
      "plan_enrollments.user_id": bBefore["plan_enrollments.user_id"]! - 1,
      "member_blocks.blocker_id": bBefore["member_blocks.blocker_id"]! - 1,
      "member_blocks.blocked_id": bBefore["member_blocks.blocked_id"]! - 1,
    });
    // The flock A led alone is B's to lead now, with its history.
    const inherited = await testDb().select().from(flockMembers).where(eq(flockMembers.user_id, b.id)).all();
    expect(inherited.map((row) => row.role).sort()).toEqual(["leader", "leader"]);
    const mention = await testDb().select().from(notifications).where(eq(notifications.user_id, b.id)).all();
    expect(mention.map((row) => [row.content, row.mentioner_id])).toEqual([["@abel mentioned you.", null]]);

    for (const old of [cookie, a.cookie]) expect((await get("/settings", old)).headers.get("Location")).toBe("/auth?redirectTo=%2Fsettings");
    expect((await signIn(a.email, password)).status).toBe(401);
    expect((await signIn(a.email, a.password)).status).toBe(401);
    expect((await get("/settings", b.cookie)).status).toBe(200);
  });

  it("cancels a Stripe subscription he pays for, so nothing more is charged", async () => {
    const a = await member();
    const stripeId = `sub_${crypto.randomUUID().replace(/-/g, "")}`;
    await fetch(`${STRIPE}/__subscriptions`, { method: "POST", body: JSON.stringify({ id: stripeId, object: "subscription", status: "active", customer: "cus_settings" }) });
    await saveSubscription(testDb(), a.id, {
      plan_type: "premium_monthly",
      status: "active",
      trial_end: null,
      current_period_end: new Date(Date.now() + 20 * 86_400_000),
      provider: "stripe",
      provider_customer_id: "cus_settings",
      provider_subscription_id: stripeId,
    });
    const response = await post(a.cookie, form({ intent: "delete-account", confirmation: "DELETE", password: a.password }));
    expect(response.status).toBe(302);
    const calls = (await (await fetch(`${STRIPE}/__calls`)).json()) as { method: string; path: string }[];
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toContain(`DELETE /v1/subscriptions/${stripeId}`);
    expect(await testDb().select().from(subscriptions).where(eq(subscriptions.user_id, a.id)).all()).toEqual([]);
  });

  it("deletes nothing when the subscription cannot be canceled (billing off on this server)", async () => {
    const a = await member();
    await saveSubscription(testDb(), a.id, {
      plan_type: "premium_monthly",
      status: "active",
      trial_end: null,
      current_period_end: null,
      provider: "stripe",
      provider_customer_id: "cus_off",
      provider_subscription_id: "sub_off",
    });
    const app = await requestContext({ vars: { STRIPE_SECRET_KEY: undefined } });
    expect(await deleteAccount(app, a)).toEqual({ ok: false, status: 503, message: DATA_COPY.billingNotCanceled });
    expect(await testDb().select().from(userTable).where(eq(userTable.id, a.id)).get()).toBeDefined();
    expect(await sessionsOf(a.id)).toHaveLength(1);
  });
});
