/**
 * Daily reminders through the real worker: the settings form and push-subscription API (access
 * matrix, bad input), and the 15-minute cron sending each reminder once per local day, across the
 * US DST changes, by Web Push (the real library against tests/fakes/push.ts, which checks the VAPID
 * signature and decrypts the message) and by email to the outbox.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { localClock } from "../../app/kernel/reminders";
import { emailOutbox, pushSubscriptions, reminderSettings } from "../../worker/db/schema";
import { devotionalByDate } from "../../worker/domain/devotionals.server";
import { saveReminderSettings, sendDueReminders } from "../../worker/domain/reminders.server";
import worker from "../../worker/index";
import { HOUSEKEEPING_CRON, REMINDER_CRON } from "../../worker/scheduled";
import type { RecordedPush } from "../fakes/push";
import { ORIGIN, request, signUp, testDb } from "./helpers";

const PUSH_FAKE = "http://push-fake.test";
const NEW_YORK = "America/New_York";

interface FakeSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

const newPushSubscription = async (gone = false): Promise<FakeSubscription> =>
  (await fetch(`${PUSH_FAKE}/__subscriptions`, { method: "POST", body: JSON.stringify({ gone }) })).json();
const deliveriesTo = async (endpoint: string): Promise<RecordedPush[]> =>
  (await fetch(`${PUSH_FAKE}/__calls?endpoint=${encodeURIComponent(endpoint)}`)).json();

let ipSequence = 0;
/** A same-origin form post as a browser sends it. */
const postForm = (path: string, cookie: string | undefined, entries: [string, string][]) =>
  request(path, {
    method: "POST",
    cookie,
    body: new URLSearchParams(entries),
    headers: { Origin: ORIGIN, "cf-connecting-ip": `198.51.100.${++ipSequence % 250}` },
  });

const saveForm = (cookie: string | undefined, fields: Record<string, string>) =>
  postForm("/settings", cookie, [["intent", "save-reminders"], ...Object.entries(fields)]);

const settingsOf = (userId: string) =>
  testDb().select().from(reminderSettings).where(eq(reminderSettings.user_id, userId)).get();
const subscriptionsOf = (userId: string) =>
  testDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.user_id, userId)).all();
const remindersTo = (userId: string) =>
  testDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.user_id, userId), eq(emailOutbox.kind, "reminder")))
    .all();

/** A member with reminders set as given (written straight to D1: the cron is under test here). */
async function memberWithReminder(
  timeZone: string,
  setting: Partial<typeof reminderSettings.$inferInsert> = {},
  push: FakeSubscription[] = [],
) {
  const member = await signUp({ timeZone });
  await testDb()
    .insert(reminderSettings)
    .values({ user_id: member.id, enabled: true, local_time: "07:00", channel_push: push.length > 0, channel_email: true, ...setting });
  for (const subscription of push) {
    const response = await request("/api/push-subscriptions", { method: "POST", cookie: member.cookie, json: subscription });
    expect(response.status).toBe(201);
  }
  return member;
}

/** The real scheduled handler, as Cloudflare calls it for the 15-minute trigger at `instant`. */
async function cronAt(instant: Date) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: REMINDER_CRON, scheduledTime: instant.getTime() }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** Every 15-minute tick from `start` (inclusive) to `end` (exclusive), UTC instants. */
function ticks(start: string, end: string): Date[] {
  const out: Date[] = [];
  for (let at = Date.parse(start); at < Date.parse(end); at += 15 * 60_000) out.push(new Date(at));
  return out;
}

describe("reminder settings on /settings", () => {
  it("sends a visitor to sign in and saves nothing", async () => {
    const response = await saveForm(undefined, { enabled: "on", localTime: "07:00", channelEmail: "on" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
  });

  it("saves the member's own settings and shows them back", async () => {
    const a = await signUp({ timeZone: NEW_YORK });
    const saved = await saveForm(a.cookie, { enabled: "on", localTime: "06:30", channelEmail: "on", channelPush: "on" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/settings");
    expect(await settingsOf(a.id)).toMatchObject({ enabled: true, local_time: "06:30", channel_email: true, channel_push: true });
    const page = await (await request("/settings", { cookie: a.cookie })).text();
    expect(page).toContain("Daily reminder");
    expect(page).toContain("Times are in your time zone, America/New_York.");
    expect(page).not.toContain("Push notifications are not configured on this server.");
  });

  it("changes only the session member's row, whatever the form claims", async () => {
    const a = await signUp();
    const b = await signUp();
    await saveForm(a.cookie, { enabled: "on", localTime: "07:00", channelEmail: "on" });
    const before = await settingsOf(a.id);
    const response = await saveForm(b.cookie, { enabled: "", localTime: "21:00", channelEmail: "on", user_id: a.id, userId: a.id });
    expect(response.status).toBe(302);
    expect(await settingsOf(a.id)).toEqual(before);
    expect(await settingsOf(b.id)).toMatchObject({ enabled: false, local_time: "21:00" });
  });

  it.each([
    [{ enabled: "on", localTime: "07:10", channelEmail: "on" }, "Choose a time on the quarter hour, from 00:00 to 23:45."],
    [{ enabled: "on", localTime: "24:00", channelEmail: "on" }, "Choose a time on the quarter hour, from 00:00 to 23:45."],
    [{ enabled: "on", channelEmail: "on" }, "Choose a time on the quarter hour, from 00:00 to 23:45."],
    [{ enabled: "on", localTime: "07:00" }, "Choose push, email or both."],
  ])("answers 400 with a message and writes nothing for %o", async (fields, message) => {
    const a = await signUp();
    const response = await saveForm(a.cookie, fields);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
    expect(await settingsOf(a.id)).toBeUndefined();
  });

  it("does not remind at once when the time already passed today; the first comes tomorrow", async () => {
    const a = await signUp({ timeZone: NEW_YORK });
    const evening = new Date("2026-06-10T00:00:00Z"); // 20:00 in New York on June 9
    const deps = { db: testDb(), env };
    await saveReminderSettings(deps, a.id, { enabled: true, localTime: "07:00", channelPush: false, channelEmail: true }, { timeZone: NEW_YORK, now: evening });
    await sendDueReminders(deps, new Date("2026-06-10T00:15:00Z"));
    expect(await remindersTo(a.id)).toHaveLength(0);
    await sendDueReminders(deps, new Date("2026-06-10T11:00:00Z")); // 07:00 on June 10
    expect(await remindersTo(a.id)).toHaveLength(1);
  });

  it("refuses push when this server has no VAPID keys", async () => {
    const a = await signUp();
    const noPush = { ...env, VAPID_PRIVATE_KEY: undefined };
    const result = await saveReminderSettings({ db: testDb(), env: noPush }, a.id, { enabled: true, localTime: "07:00", channelPush: true, channelEmail: false }, { timeZone: "UTC" });
    expect(result).toEqual({ ok: false, status: 400, field: "channels", message: "Push notifications are not configured on this server. Email reminders still work." });
    expect(await settingsOf(a.id)).toBeUndefined();
  });
});

describe("push subscriptions API", () => {
  it("gives anyone the VAPID public key", async () => {
    const response = await request("/api/push/public-key");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ publicKey: env.VAPID_PUBLIC_KEY });
  });

  it("needs a session to subscribe or unsubscribe", async () => {
    const subscription = await newPushSubscription();
    expect((await request("/api/push-subscriptions", { method: "POST", json: subscription })).status).toBe(401);
    expect((await request("/api/push-subscriptions", { method: "DELETE", json: { endpoint: subscription.endpoint } })).status).toBe(401);
    const rows = await testDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint)).all();
    expect(rows).toHaveLength(0);
  });

  it("keeps one row per endpoint, and B cannot remove A's", async () => {
    const a = await signUp();
    const b = await signUp();
    const subscription = await newPushSubscription();
    for (let i = 0; i < 2; i++) {
      expect((await request("/api/push-subscriptions", { method: "POST", cookie: a.cookie, json: subscription })).status).toBe(201);
    }
    expect(await subscriptionsOf(a.id)).toMatchObject([{ endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth }]);
    const denied = await request("/api/push-subscriptions", { method: "DELETE", cookie: b.cookie, json: { endpoint: subscription.endpoint } });
    expect(denied.status).toBe(404);
    expect(await subscriptionsOf(a.id)).toHaveLength(1);
    const removed = await request("/api/push-subscriptions", { method: "DELETE", cookie: a.cookie, json: { endpoint: subscription.endpoint } });
    expect(removed.status).toBe(204);
    expect(await subscriptionsOf(a.id)).toHaveLength(0);
  });

  it.each([
    ["invalid JSON", "{nope", "The request body must be valid JSON."],
    ["no endpoint", { keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) } }, "endpoint must be the push service's https URL."],
    ["an http endpoint", { endpoint: "http://push.example.test/push/x", keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) } }, "endpoint must be the push service's https URL."],
    ["an oversize endpoint", { endpoint: `https://push.example.test/${"x".repeat(1000)}`, keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) } }, "endpoint must be 1000 characters or less."],
    ["no keys", { endpoint: "https://push.example.test/push/x" }, "keys with p256dh and auth are required."],
    ["a short p256dh", { endpoint: "https://push.example.test/push/x", keys: { p256dh: "B".repeat(40), auth: "A".repeat(22) } }, "keys.p256dh must be a base64url P-256 public key."],
    ["a non-base64url auth", { endpoint: "https://push.example.test/push/x", keys: { p256dh: "B".repeat(87), auth: "!".repeat(22) } }, "keys.auth must be a base64url 16-byte secret."],
    ["a number for a key", { endpoint: "https://push.example.test/push/x", keys: { p256dh: 42, auth: "A".repeat(22) } }, "keys.p256dh must be base64url."],
  ])("answers 400 to %s and writes nothing", async (_label, body, message) => {
    const a = await signUp();
    const response = await request("/api/push-subscriptions", {
      method: "POST",
      cookie: a.cookie,
      ...(typeof body === "string" ? { body, headers: { "Content-Type": "application/json" } } : { json: body }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(message);
    expect(await subscriptionsOf(a.id)).toHaveLength(0);
  });
});

describe("the 15-minute reminder cron", () => {
  it("reminds in the member's own zone: 07:00 in New York is not 07:00 in Los Angeles", async () => {
    const newYork = await memberWithReminder(NEW_YORK);
    const losAngeles = await memberWithReminder("America/Los_Angeles");
    await cronAt(new Date("2026-01-15T11:45:00Z")); // 06:45 in New York
    expect(await remindersTo(newYork.id)).toHaveLength(0);
    await cronAt(new Date("2026-01-15T12:00:00Z")); // 07:00 in New York, 04:00 in Los Angeles
    expect(await remindersTo(newYork.id)).toHaveLength(1);
    expect(await remindersTo(losAngeles.id)).toHaveLength(0);
    await cronAt(new Date("2026-01-15T15:00:00Z")); // 07:00 in Los Angeles
    expect(await remindersTo(losAngeles.id)).toHaveLength(1);
    expect(await remindersTo(newYork.id)).toHaveLength(1);
  });

  it.each([
    ["spring forward (2026-03-08)", "2026-03-07T05:00:00Z", "2026-03-10T04:00:00Z", ["2026-03-07", "2026-03-08", "2026-03-09"]],
    ["fall back (2026-11-01)", "2026-10-31T04:00:00Z", "2026-11-03T05:00:00Z", ["2026-10-31", "2026-11-01", "2026-11-02"]],
  ])("sends a 07:00 reminder exactly once each local day, at local 07:00, across the %s", async (_label, start, end, days) => {
    const subscription = await newPushSubscription();
    const member = await memberWithReminder(NEW_YORK, {}, [subscription]);
    const sends: { date: string; time: string }[] = [];
    let emails = 0;
    for (const instant of ticks(start, end)) {
      await cronAt(instant);
      const now = (await remindersTo(member.id)).length;
      if (now > emails) sends.push(localClock(NEW_YORK, instant));
      emails = now;
    }
    expect(sends).toEqual(days.map((date) => ({ date, time: "07:00" })));
    expect((await settingsOf(member.id))!.last_sent_date).toBe(days.at(-1));

    const pushes = await deliveriesTo(subscription.endpoint);
    expect(pushes.map((push) => push.status)).toEqual([201, 201, 201]);
    const titles = await Promise.all(days.map(async (date) => (await devotionalByDate(testDb(), date))!.title));
    expect(pushes.map((push) => push.payload)).toEqual(
      titles.map((title) => ({ title: "Your daily bread is ready", body: title, url: "/" })),
    );
    expect(pushes[0]).toMatchObject({ subject: "mailto:reminders@example.org", urgency: "normal", topic: "daily-reminder" });
    // Three days of the 15-minute cron, run one after another: a limit for a busy machine, not a wait.
  }, 120_000);

  it("sends a time the spring-forward day skips as soon as the clock passes it", async () => {
    const member = await memberWithReminder(NEW_YORK, { local_time: "02:30" });
    for (const instant of ticks("2026-03-08T06:00:00Z", "2026-03-08T08:00:00Z")) await cronAt(instant);
    expect(await remindersTo(member.id)).toHaveLength(1);
    expect((await settingsOf(member.id))!.last_sent_date).toBe("2026-03-08");
  });

  it("sends once when two runs overlap", async () => {
    const member = await memberWithReminder("Europe/London");
    const deps = { db: testDb(), env };
    const instant = new Date("2026-07-01T06:00:00Z"); // 07:00 in London (BST)
    const [first, second] = await Promise.all([sendDueReminders(deps, instant), sendDueReminders(deps, instant)]);
    expect(await remindersTo(member.id)).toHaveLength(1);
    expect(first.emailed + second.emailed).toBeGreaterThanOrEqual(1);
  });

  it("removes a subscription the push service calls gone (410) and keeps a live one (201)", async () => {
    const live = await newPushSubscription();
    const gone = await newPushSubscription(true);
    const member = await memberWithReminder(NEW_YORK, { channel_email: false }, [live, gone]);
    await cronAt(new Date("2026-02-02T12:00:00Z"));
    expect((await deliveriesTo(gone.endpoint)).map((push) => push.status)).toEqual([410]);
    expect((await deliveriesTo(live.endpoint)).map((push) => push.status)).toEqual([201]);
    expect((await subscriptionsOf(member.id)).map((row) => row.endpoint)).toEqual([live.endpoint]);
    expect(await remindersTo(member.id)).toHaveLength(0);
  });

  it("emails the outbox with the day's devotional title and a link home", async () => {
    const member = await memberWithReminder("Asia/Tokyo", { local_time: "06:15" });
    await cronAt(new Date("2026-04-19T21:15:00Z")); // 06:15 on April 20 in Tokyo
    const [email] = await remindersTo(member.id);
    const title = (await devotionalByDate(testDb(), "2026-04-20"))!.title;
    expect(email).toMatchObject({ to_address: member.email, subject: "Your daily bread is ready", kind: "reminder" });
    expect(email!.text_body).toContain(`Today's devotional: ${title}`);
    expect(email!.text_body).toMatch(/Open Shepherd: \S*\/$/m);
  });

  it("runs only on its own trigger: the six-hourly housekeeping cron sends no reminder", async () => {
    const member = await memberWithReminder("UTC", { local_time: "00:00" });
    const now = new Date();
    const run = async (cron: string) => {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron, scheduledTime: now.getTime() }), env, ctx);
      await waitOnExecutionContext(ctx);
    };
    await run(HOUSEKEEPING_CRON);
    expect(await remindersTo(member.id)).toHaveLength(0);
    await run(REMINDER_CRON);
    expect(await remindersTo(member.id)).toHaveLength(1);
  });

  it("leaves members who turned reminders off alone", async () => {
    const member = await memberWithReminder(NEW_YORK, { enabled: false });
    await cronAt(new Date("2026-02-03T12:00:00Z"));
    expect(await remindersTo(member.id)).toHaveLength(0);
    expect((await settingsOf(member.id))!.last_sent_date).toBeNull();
  });
});
