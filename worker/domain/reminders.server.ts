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
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
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
import { createEmailProvider, type OutgoingEmail } from "../providers/email";
import { refuse, succeed, type Outcome } from "./outcome";
import { scheduledOrigin } from "../local-development";
import { sendWebPush, type PushMessage } from "../providers/web-push";
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
  const reached = dayReachedAt(input, timeZone, now);
  const values = {
    enabled: input.enabled,
    local_time: input.localTime,
    channel_push: input.channelPush,
    channel_email: input.channelEmail,
    updated_at: now,
  };
  await db
    .insert(reminderSettings)
    .values({ user_id: userId, ...values, last_sent_date: reached })
    .onConflictDoUpdate({
      target: reminderSettings.user_id,
      set: { ...values, ...(reached ? { last_sent_date: markNotBefore(reminderSettings.last_sent_date, reached) } : {}) },
    });
  return succeed({});
}

/**
 * His local date when a reminder being turned on at `now` has already reached its time today, so
 * that day counts as reminded (the first comes tomorrow); null otherwise.
 */
export function dayReachedAt(input: { enabled: boolean; localTime: string }, timeZone: string, now: Date): string | null {
  const clock = clockOf(timeZone, now);
  return input.enabled && isDue(input.localTime, clock.time) ? clock.date : null;
}

/** Never move the mark back: a day already reminded stays reminded. */
export const markNotBefore = (column: SQLiteColumn, date: string) => sql`max(coalesce(${column}, ''), ${date})`;

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

/** A member whose daily reminder (the devotional's, or his prayer reminder) the cron considers. */
export interface DailyCandidate {
  userId: string;
  email: string;
  localTime: string;
  lastSentDate: string | null;
  timeZone: string | null;
  channelPush: boolean;
  channelEmail: boolean;
}

export type ClaimedDay<C extends DailyCandidate = DailyCandidate> = C & { today: string };

/** One kind of daily reminder: where its members who turned it on are, and how one member's day is claimed. */
export interface DailyReminderKind<C extends DailyCandidate> {
  /** Members with it on whose user id sorts after `after`, in user id order, at most `limit`. */
  enabled(db: Database, after: string, limit: number): Promise<C[]>;
  /** The conditional UPDATE … RETURNING that marks his local day reminded; it returns no row when a run already has. */
  claim(db: Database, member: ClaimedDay<C>): BatchItem<"sqlite">;
}

/**
 * Claims the local day of every member whose reminder of this kind is due at `now`, page by page,
 * and hands each page's claimed members to `deliver` (only claimed ones: a day is sent at most
 * once). Returns how many were claimed.
 */
export async function claimDueDays<C extends DailyCandidate>(
  db: Database,
  now: Date,
  kind: DailyReminderKind<C>,
  deliver: (claimed: ClaimedDay<C>[]) => Promise<void>,
): Promise<number> {
  let claimedCount = 0;
  let after = "";
  for (;;) {
    const page = await kind.enabled(db, after, SCAN_PAGE);
    if (page.length === 0) break;
    after = page.at(-1)!.userId;
    const due = page.flatMap((candidate) => {
      const clock = clockOf(candidate.timeZone, now);
      return isReminderDue({ enabled: true, ...candidate }, clock) ? [{ ...candidate, today: clock.date }] : [];
    });
    const claimed: ClaimedDay<C>[] = [];
    for (const group of chunks(due, 50)) {
      const results = (await db.batch(group.map((member) => kind.claim(db, member)) as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]])) as unknown[][];
      results.forEach((rows, index) => {
        if (rows.length > 0) claimed.push(group[index]!);
      });
    }
    claimedCount += claimed.length;
    if (claimed.length > 0) await deliver(claimed);
    if (page.length < SCAN_PAGE) break;
  }
  return claimedCount;
}

export interface PushTally {
  pushed: number;
  pushFailed: number;
  /** Subscriptions the push service called gone (404/410), now deleted. */
  subscriptionsRemoved: number;
}

/**
 * One Web Push to every browser of these members (a few at a time, as Workers allow), and the
 * subscriptions the push service calls gone are forgotten. Nothing is sent without VAPID keys.
 */
export async function pushToMembers(
  { db, env }: { db: Database; env: Env },
  memberIds: string[],
  messageFor: (userId: string) => Promise<PushMessage>,
  logTag: string,
  tally: PushTally,
) {
  const vapid = pushConfigOf(env);
  if (!vapid || memberIds.length === 0) return;
  const subscriptions = (
    await Promise.all(chunks(memberIds, IN_LIST).map((ids) => db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.user_id, ids)).all()))
  ).flat();
  const gone: string[] = [];
  for (const group of chunks(subscriptions, PUSH_CONCURRENCY)) {
    await Promise.all(
      group.map(async (subscription) => {
        const outcome = await sendWebPush(vapid, subscription, await messageFor(subscription.user_id), logTag, db);
        if (outcome === "sent") tally.pushed += 1;
        else tally.pushFailed += 1;
        if (outcome === "gone") gone.push(subscription.id);
      }),
    );
  }
  for (const ids of chunks(gone, IN_LIST)) {
    await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
  }
  tally.subscriptionsRemoved += gone.length;
}

/** One email to each member, one after another; a failed one is logged and the rest still go. Returns how many were sent. */
export async function emailMembers<M extends { userId: string }>(
  { db, env }: { db: Database; env: Env },
  members: M[],
  emailFor: (member: M) => Promise<OutgoingEmail>,
  logTag: string,
): Promise<number> {
  const email = createEmailProvider(env, db, scheduledOrigin(env.APP_URL));
  let sent = 0;
  for (const member of members) {
    try {
      await email.send(await emailFor(member));
      sent += 1;
    } catch (error) {
      console.error(`[${logTag}] email to ${member.userId} failed`, error);
    }
  }
  return sent;
}

export interface ReminderRunSummary extends PushTally {
  /** Members whose reminder for their local day this run claimed (and so sent). */
  reminded: number;
  emailed: number;
}

const devotionalReminders: DailyReminderKind<DailyCandidate> = {
  enabled: (db, after, limit) =>
    db
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
      .limit(limit)
      .all(),
  claim: (db, member) =>
    db
      .update(reminderSettings)
      // The claim is the cron's, not the member's: updated_at keeps the time he last saved.
      .set({ last_sent_date: member.today, updated_at: sql`${reminderSettings.updated_at}` })
      .where(
        and(
          eq(reminderSettings.user_id, member.userId),
          eq(reminderSettings.enabled, true),
          or(isNull(reminderSettings.last_sent_date), lt(reminderSettings.last_sent_date, member.today)),
        ),
      )
      .returning({ userId: reminderSettings.user_id }),
};

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

  summary.reminded = await claimDueDays(db, now, devotionalReminders, async (claimed) => {
    const todayOf = new Map(claimed.map((member) => [member.userId, member.today]));
    await pushToMembers(
      { db, env },
      claimed.filter((member) => member.channelPush).map((member) => member.userId),
      async (userId) => ({ data: { ...reminderPushPayload(await titleFor(todayOf.get(userId)!)) }, ttl: PUSH_TTL_SECONDS, urgency: "normal", topic: "daily-reminder" }),
      "reminders",
      summary,
    );
    summary.emailed += await emailMembers(
      { db, env },
      claimed.filter((member) => member.channelEmail),
      async (member) => reminderEmail(env, member, await titleFor(member.today)),
      "reminders",
    );
  });
  return summary;
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

function reminderEmail(env: Env, member: ClaimedDay, devotionalTitle: string): OutgoingEmail {
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
