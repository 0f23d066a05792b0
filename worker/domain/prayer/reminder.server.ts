/**
 * The daily prayer reminder: his on/off and quarter-hour time, and the frequent cron's part in
 * sending it — an in-app notification that leads to /prayer, and a push or an email on the channels
 * his daily reminder settings turn on. Each member's local day is claimed before anything is sent
 * (the same claim as the daily reminder's), so he hears it at most once a day.
 */
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { PRAYER_COPY } from "../../../app/kernel/copy/prayer";
import { DEFAULT_PRAYER_REMINDER_TIME, PRAYER_HREF } from "../../../app/kernel/prayer/rules";
import type { PrayerReminderInput } from "../../../app/kernel/prayer/schemas";
import type { PrayerReminderView } from "../../../app/kernel/prayer/views";
import type { Database } from "../../db/client";
import { prayerReminders, profiles, reminderSettings, user } from "../../db/schema";
import type { Env } from "../../env";
import { scheduledOrigin } from "../../local-development";
import type { MemberScope } from "../member-scope.server";
import { createNotification } from "../notifications.server";
import {
  claimDueDays,
  dayReachedAt,
  emailMembers,
  escapeHtml,
  markNotBefore,
  pushToMembers,
  type DailyCandidate,
  type DailyReminderKind,
  type PushTally,
} from "../reminders.server";

const C = PRAYER_COPY.reminder;
/** A prayer reminder still undelivered after a few hours has missed its moment. */
const PUSH_TTL_SECONDS = 3 * 60 * 60;

/** His reminder's row (none until he first saves it), as a statement a page can batch with its own. */
export function prayerReminderQuery(db: Database, scope: Pick<MemberScope, "id">) {
  return db.select().from(prayerReminders).where(eq(prayerReminders.user_id, scope.id)).limit(1);
}

export function prayerReminderView(rows: { enabled: boolean; local_time: string }[], scope: Pick<MemberScope, "timeZone">): PrayerReminderView {
  const [row] = rows;
  return { enabled: row?.enabled ?? false, localTime: row?.local_time ?? DEFAULT_PRAYER_REMINDER_TIME, timeZone: scope.timeZone };
}

export async function prayerReminderFor(db: Database, scope: Pick<MemberScope, "id" | "timeZone">): Promise<PrayerReminderView> {
  return prayerReminderView(await prayerReminderQuery(db, scope), scope);
}

/** Saves his setting; a time already past today counts as today's reminder, so the first comes tomorrow. */
export async function savePrayerReminder(db: Database, scope: MemberScope, input: PrayerReminderInput): Promise<PrayerReminderView> {
  const reached = dayReachedAt(input, scope.timeZone, scope.now);
  const values = { enabled: input.enabled, local_time: input.localTime, updated_at: scope.now };
  await db
    .insert(prayerReminders)
    .values({ user_id: scope.id, ...values, last_sent_date: reached })
    .onConflictDoUpdate({
      target: prayerReminders.user_id,
      set: { ...values, ...(reached ? { last_sent_date: markNotBefore(prayerReminders.last_sent_date, reached) } : {}) },
    });
  return { enabled: input.enabled, localTime: input.localTime, timeZone: scope.timeZone };
}

/** His daily reminder's channels, when that reminder is on; in-app only otherwise. */
const channelOn = (channel: typeof reminderSettings.channel_push | typeof reminderSettings.channel_email) =>
  sql<boolean>`coalesce(${reminderSettings.enabled} AND ${channel}, 0)`.mapWith(Boolean);

const prayerReminderKind: DailyReminderKind<DailyCandidate> = {
  enabled: (db, after, limit) =>
    db
      .select({
        userId: prayerReminders.user_id,
        email: user.email,
        localTime: prayerReminders.local_time,
        lastSentDate: prayerReminders.last_sent_date,
        timeZone: profiles.time_zone,
        channelPush: channelOn(reminderSettings.channel_push),
        channelEmail: channelOn(reminderSettings.channel_email),
      })
      .from(prayerReminders)
      .innerJoin(user, eq(user.id, prayerReminders.user_id))
      .leftJoin(profiles, eq(profiles.id, prayerReminders.user_id))
      .leftJoin(reminderSettings, eq(reminderSettings.user_id, prayerReminders.user_id))
      .where(and(eq(prayerReminders.enabled, true), gt(prayerReminders.user_id, after)))
      .orderBy(prayerReminders.user_id)
      .limit(limit)
      .all(),
  claim: (db, member) =>
    db
      .update(prayerReminders)
      // The claim is the cron's, not the member's: updated_at keeps the time he last saved.
      .set({ last_sent_date: member.today, updated_at: sql`${prayerReminders.updated_at}` })
      .where(
        and(
          eq(prayerReminders.user_id, member.userId),
          eq(prayerReminders.enabled, true),
          or(isNull(prayerReminders.last_sent_date), lt(prayerReminders.last_sent_date, member.today)),
        ),
      )
      .returning({ userId: prayerReminders.user_id }),
};

export interface PrayerReminderRunSummary extends PushTally {
  reminded: number;
  emailed: number;
}

/** Sends every prayer reminder due at `now` (the cron's scheduled instant). Safe to run twice. */
export async function sendPrayerReminders(deps: { db: Database; env: Env }, now: Date): Promise<PrayerReminderRunSummary> {
  const summary: PrayerReminderRunSummary = { reminded: 0, pushed: 0, pushFailed: 0, subscriptionsRemoved: 0, emailed: 0 };
  const origin = scheduledOrigin(deps.env.APP_URL).replace(/\/+$/, "");
  const url = `${origin}${PRAYER_HREF}`;
  summary.reminded = await claimDueDays(deps.db, now, prayerReminderKind, async (claimed) => {
    for (const member of claimed) await createNotification(deps, { userId: member.userId, type: "other", content: C.notification, link: PRAYER_HREF });
    await pushToMembers(
      deps,
      claimed.filter((member) => member.channelPush).map((member) => member.userId),
      async () => ({ data: { title: C.pushTitle, body: C.pushBody, url: PRAYER_HREF }, ttl: PUSH_TTL_SECONDS, urgency: "normal", topic: "prayer-reminder" }),
      "prayer-reminders",
      summary,
    );
    summary.emailed += await emailMembers(
      deps,
      claimed.filter((member) => member.channelEmail),
      async (member) => ({
        to: member.email,
        userId: member.userId,
        kind: "reminder",
        subject: C.pushTitle,
        text: [C.notification, "", `${C.emailCta}: ${url}`, "", `${C.emailFooter} ${url}`].join("\n"),
        html: [
          `<p>${escapeHtml(C.notification)}</p>`,
          `<p><a href="${escapeHtml(url)}">${C.emailCta}</a></p>`,
          `<p style="color:#666;font-size:12px">${escapeHtml(C.emailFooter)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
        ].join("\n"),
      }),
      "prayer-reminders",
    );
  });
  return summary;
}
