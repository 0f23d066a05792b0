/**
 * Daily reminders: settings and push subscriptions of the session's member, and the 15-minute cron
 * that sends each due reminder once per local day by Web Push and/or email.
 *
 * Exactly once per local day: a run first claims a member's day with a conditional UPDATE
 * (… WHERE last_sent_date IS NULL OR last_sent_date < today RETURNING), so two overlapping runs
 * cannot both send; only then does it send. A send that fails after the claim is not retried that
 * day (at most once, never twice).
 */
import type { VapidKeys } from "@block65/webcrypto-web-push";
import { and, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import {
  DEFAULT_REMINDER_SETTINGS,
  isDue,
  isReminderDue,
  localClock,
  REMINDER_COPY,
  reminderPushPayload,
  type ReminderSettingsInput,
} from "../../app/kernel/reminders";
import type { Database } from "../db/client";
import { profiles, pushSubscriptions, reminderSettings, user } from "../db/schema";
import type { Env } from "../env";
import { createEmailProvider } from "../providers/email";
import { refuse, succeed, type Outcome } from "./outcome";
import { scheduledOrigin } from "../local-development";
import { sendWebPush } from "../providers/web-push";
import { composeFromLibrary, ensureDevotional, fallbackDevotional, type DevotionalComposer } from "./devotionals.server";

/** A member keeps push on at most this many browsers; registering another drops the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER = 10;
/** A reminder still undelivered after this long is stale: the push service may drop it. */
const PUSH_TTL_SECONDS = 6 * 60 * 60;
/** Workers allow six simultaneous outgoing connections per invocation. */
const PUSH_CONCURRENCY = 6;
const SCAN_PAGE = 500;
/** D1 binds at most 100 parameters per statement. */
const IN_LIST = 90;

/** VAPID keys, or null: push is available only when all three variables are set. */
export function pushConfigOf(env: Env): VapidKeys | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env;
  return publicKey && privateKey && subject ? { publicKey, privateKey, subject } : null;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** An invalid time zone in a profile must not stop the run for everyone else. */
export function clockOf(timeZone: string | null, now: Date) {
  try {
    return localClock(timeZone || "UTC", now);
  } catch {
    return localClock("UTC", now);
  }
}

/* ───────────────────────────── settings (session member only) ───────────────────────────── */

export async function getReminderSettings(db: Database, userId: string): Promise<ReminderSettingsInput> {
  const row = await db.select().from(reminderSettings).where(eq(reminderSettings.user_id, userId)).get();
  if (!row) return { ...DEFAULT_REMINDER_SETTINGS };
  return {
    enabled: row.enabled,
    localTime: row.local_time,
    channelPush: row.channel_push,
    channelEmail: row.channel_email,
  };
}

/**
 * Saves the member's settings. A time that has already passed today counts as today's reminder, so
 * turning a 07:00 reminder on in the evening does not send one at once: the first comes tomorrow.
 */
export async function saveReminderSettings(
  { db, env }: { db: Database; env: Env },
  userId: string,
  input: ReminderSettingsInput,
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
): Promise<Outcome> {
  if (input.channelPush && !pushConfigOf(env)) return refuse(400, REMINDER_COPY.pushNotConfigured, { field: "channels" });
  const clock = clockOf(timeZone, now);
  const values = {
    enabled: input.enabled,
    local_time: input.localTime,
    channel_push: input.channelPush,
    channel_email: input.channelEmail,
    updated_at: now,
  };
  const passed = input.enabled && isDue(input.localTime, clock.time);
  await db
    .insert(reminderSettings)
    .values({ user_id: userId, ...values, last_sent_date: passed ? clock.date : null })
    .onConflictDoUpdate({
      target: reminderSettings.user_id,
      set: {
        ...values,
        // Never move the mark back: a day already reminded stays reminded.
        ...(passed
          ? { last_sent_date: sql`max(coalesce(${reminderSettings.last_sent_date}, ''), ${clock.date})` }
          : {}),
      },
    });
  return succeed({});
}

/* ───────────────────────────── push subscriptions (session member only) ───────────────────────────── */

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Registers this browser for the member's push reminders. The endpoint is the browser's own
 * capability URL: if another account signed in on the same browser registered it before, the
 * browser now belongs to the member who registered it last.
 */
export async function savePushSubscription({ db, env }: { db: Database; env: Env }, userId: string, input: PushSubscriptionInput): Promise<Outcome> {
  if (!pushConfigOf(env)) return refuse(409, REMINDER_COPY.pushNotConfigured);
  await db.batch([
    db
      .insert(pushSubscriptions)
      .values({ user_id: userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { user_id: userId, p256dh: input.keys.p256dh, auth: input.keys.auth },
      }),
    db.delete(pushSubscriptions).where(
      and(
        eq(pushSubscriptions.user_id, userId),
        sql`${pushSubscriptions.id} NOT IN (SELECT ${pushSubscriptions.id} FROM ${pushSubscriptions} WHERE ${pushSubscriptions.user_id} = ${userId} ORDER BY ${pushSubscriptions.created_at} DESC LIMIT ${MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER})`,
      ),
    ),
  ]);
  return succeed({});
}

/** Forgets the member's subscription with that endpoint; another member's is as unknown as none. */
export async function deletePushSubscription(db: Database, userId: string, endpoint: string): Promise<Outcome> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.user_id, userId)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0 ? succeed({}) : refuse(404, REMINDER_COPY.pushSubscriptionNotFound);
}

/* ───────────────────────────── the cron ───────────────────────────── */

interface Candidate {
  userId: string;
  email: string;
  localTime: string;
  channelPush: boolean;
  channelEmail: boolean;
  lastSentDate: string | null;
  timeZone: string | null;
}

interface Claimed extends Candidate {
  today: string;
}

export interface ReminderRunSummary {
  /** Members whose reminder for their local day this run claimed (and so sent). */
  reminded: number;
  pushed: number;
  pushFailed: number;
  /** Subscriptions the push service called gone (404/410), now deleted. */
  subscriptionsRemoved: number;
  emailed: number;
}

/** Sends every reminder due at `now` (the cron's scheduled instant). Safe to run twice. */
export async function sendDueReminders(
  { db, env }: { db: Database; env: Env },
  now: Date,
  compose: DevotionalComposer = composeFromLibrary,
): Promise<ReminderRunSummary> {
  const summary: ReminderRunSummary = { reminded: 0, pushed: 0, pushFailed: 0, subscriptionsRemoved: 0, emailed: 0 };
  const titles = new Map<string, Promise<string>>();
  const titleFor = (date: string) => {
    let title = titles.get(date);
    if (!title) {
      title = ensureDevotional({ db, env }, date, compose)
        .then((devotional) => devotional.title)
        .catch((error: unknown) => {
          console.error(`[reminders] devotional for ${date} unavailable, using the built-in one`, error);
          return fallbackDevotional(date).title;
        });
      titles.set(date, title);
    }
    return title;
  };

  let after = "";
  for (;;) {
    const page = await enabledReminders(db, after);
    if (page.length === 0) break;
    after = page.at(-1)!.userId;
    const due = page.flatMap((candidate) => {
      const clock = clockOf(candidate.timeZone, now);
      return isReminderDue({ enabled: true, ...candidate }, clock) ? [{ ...candidate, today: clock.date }] : [];
    });
    const claimed = await claim(db, due);
    summary.reminded += claimed.length;
    if (claimed.length > 0) await deliver({ db, env }, claimed, titleFor, summary);
    if (page.length < SCAN_PAGE) break;
  }
  return summary;
}

async function enabledReminders(db: Database, after: string): Promise<Candidate[]> {
  return db
    .select({
      userId: reminderSettings.user_id,
      email: user.email,
      localTime: reminderSettings.local_time,
      channelPush: reminderSettings.channel_push,
      channelEmail: reminderSettings.channel_email,
      lastSentDate: reminderSettings.last_sent_date,
      timeZone: profiles.time_zone,
    })
    .from(reminderSettings)
    .innerJoin(user, eq(user.id, reminderSettings.user_id))
    .leftJoin(profiles, eq(profiles.id, reminderSettings.user_id))
    .where(and(eq(reminderSettings.enabled, true), gt(reminderSettings.user_id, after)))
    .orderBy(reminderSettings.user_id)
    .limit(SCAN_PAGE)
    .all();
}

/** Marks each member's local day as reminded; only the rows this run changed are returned. */
async function claim(db: Database, due: (Candidate & { today: string })[]): Promise<Claimed[]> {
  const claimed: Claimed[] = [];
  for (const group of chunks(due, 50)) {
    const statements = group.map((candidate) =>
      db
        .update(reminderSettings)
        // The claim is the cron's, not the member's: updated_at keeps the time he last saved.
        .set({ last_sent_date: candidate.today, updated_at: sql`${reminderSettings.updated_at}` })
        .where(
          and(
            eq(reminderSettings.user_id, candidate.userId),
            eq(reminderSettings.enabled, true),
            or(isNull(reminderSettings.last_sent_date), lt(reminderSettings.last_sent_date, candidate.today)),
          ),
        )
        .returning({ userId: reminderSettings.user_id }),
    );
    const results = await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
    results.forEach((rows, index) => {
      if (rows.length > 0) claimed.push(group[index]!);
    });
  }
  return claimed;
}

async function deliver(
  { db, env }: { db: Database; env: Env },
  claimed: Claimed[],
  titleFor: (date: string) => Promise<string>,
  summary: ReminderRunSummary,
) {
  const vapid = pushConfigOf(env);
  const pushMembers = vapid ? claimed.filter((member) => member.channelPush) : [];
  const subscriptions = (
    await Promise.all(
      chunks(
        pushMembers.map((member) => member.userId),
        IN_LIST,
      ).map((ids) => db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.user_id, ids)).all()),
    )
  ).flat();
  const todayOf = new Map(claimed.map((member) => [member.userId, member.today]));

  const gone: string[] = [];
  for (const group of chunks(subscriptions, PUSH_CONCURRENCY)) {
    await Promise.all(
      group.map(async (subscription) => {
        const title = await titleFor(todayOf.get(subscription.user_id)!);
        const message = { data: { ...reminderPushPayload(title) }, ttl: PUSH_TTL_SECONDS, urgency: "normal", topic: "daily-reminder" } as const;
        const outcome = await sendWebPush(vapid!, subscription, message, "reminders");
        if (outcome === "sent") summary.pushed += 1;
        else summary.pushFailed += 1;
        if (outcome === "gone") gone.push(subscription.id);
      }),
    );
  }
  for (const ids of chunks(gone, IN_LIST)) {
    await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
  }
  summary.subscriptionsRemoved += gone.length;

  const email = createEmailProvider(env, db, scheduledOrigin(env.APP_URL));
  for (const member of claimed.filter((candidate) => candidate.channelEmail)) {
    try {
      await email.send(reminderEmail(env, member, await titleFor(member.today)));
      summary.emailed += 1;
    } catch (error) {
      console.error(`[reminders] email to ${member.userId} failed`, error);
    }
  }
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

function reminderEmail(env: Env, member: Claimed, devotionalTitle: string) {
  const origin = (env.APP_URL ?? "").replace(/\/+$/, "");
  const home = `${origin}/`;
  const settings = `${origin}/settings`;
  return {
    to: member.email,
    userId: member.userId,
    kind: "reminder",
    subject: REMINDER_COPY.title,
    text: [
      REMINDER_COPY.emailIntro(devotionalTitle),
      "",
      `${REMINDER_COPY.emailCta}: ${home}`,
      "",
      `You get this email because you turned on a daily reminder. Change it on your Profile: ${settings}`,
    ].join("\n"),
    html: [
      `<p>${escapeHtml(REMINDER_COPY.emailIntro(devotionalTitle))}</p>`,
      `<p><a href="${escapeHtml(home)}">${REMINDER_COPY.emailCta}</a></p>`,
      `<p style="color:#666;font-size:12px">You get this email because you turned on a daily reminder. <a href="${escapeHtml(settings)}">Change it on your Profile</a>.</p>`,
    ].join("\n"),
  };
}
