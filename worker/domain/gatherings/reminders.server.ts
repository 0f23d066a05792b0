/**
 * The reminder a quarter hour before a gathering, sent by the frequent cron: an in-app notification
 * to the host and every man going, and a push or an email to those who have their reminders on by
 * that channel. Each gathering is claimed first (`reminded_at`, set only where it is still empty),
 * so a run twice, or two overlapping runs, remind nobody twice.
 */
import { and, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { GATHERINGS_COPY as C } from "../../../app/kernel/copy/gatherings";
import { gatheringPageHref, type GatheringKind, REMINDER_LEAD_MS } from "../../../app/kernel/gatherings/rules";
import type { Database } from "../../db/client";
import { gatheringMembers, gatherings, pushSubscriptions, reminderSettings, user } from "../../db/schema";
import type { Env } from "../../env";
import { scheduledOrigin } from "../../local-development";
import { createEmailProvider } from "../../providers/email";
import { sendWebPush } from "../../providers/web-push";
import { createNotification } from "../notifications.server";
import { escapeHtml, pushConfigOf } from "../reminders.server";

type ReminderDeps = { db: Database; env: Env };

/** A push still undelivered when the gathering has started is of no use. */
const PUSH_TTL_SECONDS = 15 * 60;

export interface GatheringReminderSummary {
  gatherings: number;
  notified: number;
  pushed: number;
  emailed: number;
}

interface Recipient {
  userId: string;
  email: string;
  push: boolean;
  emailOn: boolean;
}

/** Gatherings starting within the lead (or already begun and not over) that no run has reminded yet. */
function dueGatherings(db: Database, now: Date) {
  return db
    .select({ id: gatherings.id, kind: gatherings.kind, roomName: gatherings.room_name, title: gatherings.title, hostId: gatherings.host_id })
    .from(gatherings)
    .where(
      and(
        isNull(gatherings.reminded_at),
        isNull(gatherings.ended_at),
        lte(gatherings.starts_at, new Date(now.getTime() + REMINDER_LEAD_MS)),
        gt(sql`${gatherings.starts_at} + ${gatherings.duration_minutes} * 60000`, now.getTime()),
      ),
    )
    .all();
}

/** Claims the gathering's reminder; false when another run has claimed it. */
async function claim(db: Database, gatheringId: string, now: Date) {
  const claimed = await db
    .update(gatherings)
    .set({ reminded_at: now })
    .where(and(eq(gatherings.id, gatheringId), isNull(gatherings.reminded_at)))
    .returning({ id: gatherings.id });
  return claimed.length > 0;
}

/** The host and the men going (not removed), with the channels their reminder settings turn on. */
function recipientsOf(db: Database, gathering: { id: string; hostId: string }): Promise<Recipient[]> {
  const going = db
    .select({ id: gatheringMembers.user_id })
    .from(gatheringMembers)
    .where(and(eq(gatheringMembers.gathering_id, gathering.id), eq(gatheringMembers.rsvp, "going"), isNull(gatheringMembers.removed_at)));
  return db
    .select({
      userId: user.id,
      email: user.email,
      push: sql<boolean>`coalesce(${reminderSettings.enabled} AND ${reminderSettings.channel_push}, 0)`.mapWith(Boolean),
      emailOn: sql<boolean>`coalesce(${reminderSettings.enabled} AND ${reminderSettings.channel_email}, 0)`.mapWith(Boolean),
    })
    .from(user)
    .leftJoin(reminderSettings, eq(reminderSettings.user_id, user.id))
    .where(or(eq(user.id, gathering.hostId), inArray(user.id, going)))
    .all();
}

async function remind({ db, env }: ReminderDeps, gathering: { id: string; kind: GatheringKind; roomName: string; title: string; hostId: string }, summary: GatheringReminderSummary) {
  const recipients = await recipientsOf(db, gathering);
  if (recipients.length === 0) return;
  const link = gatheringPageHref(gathering);
  const content = C.reminder.content(gathering.title);
  for (const recipient of recipients) await createNotification({ db, env }, { userId: recipient.userId, type: "other", content, link });
  summary.notified += recipients.length;

  const vapid = pushConfigOf(env);
  const pushTo = vapid ? recipients.filter((recipient) => recipient.push).map((recipient) => recipient.userId) : [];
  if (vapid && pushTo.length > 0) {
    const subscriptions = await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.user_id, pushTo)).all();
    const message = { data: { title: C.reminder.pushTitle, body: gathering.title, url: link }, ttl: PUSH_TTL_SECONDS, urgency: "high", topic: "gathering-reminder" } as const;
    for (const subscription of subscriptions) if ((await sendWebPush(vapid, subscription, message, "gathering-reminders", db)) === "sent") summary.pushed += 1;
  }
  const origin = scheduledOrigin(env.APP_URL).replace(/\/+$/, "");
  const email = createEmailProvider(env, db, origin);
  for (const recipient of recipients.filter((candidate) => candidate.emailOn)) {
    const url = `${origin}${link}`;
    try {
      await email.send({
        to: recipient.email,
        userId: recipient.userId,
        kind: "reminder",
        subject: C.reminder.subject(gathering.title),
        text: `${content}\n\n${C.reminder.emailCta}: ${url}`,
        html: `<p>${escapeHtml(content)}</p>\n<p><a href="${escapeHtml(url)}">${C.reminder.emailCta}</a></p>`,
      });
      summary.emailed += 1;
    } catch (error) {
      console.error(`[gathering-reminders] email to ${recipient.userId} failed`, error);
    }
  }
}

/** Sends every gathering reminder due at `now` (the cron's scheduled instant). Safe to run twice. */
export async function sendGatheringReminders(deps: ReminderDeps, now: Date): Promise<GatheringReminderSummary> {
  const summary: GatheringReminderSummary = { gatherings: 0, notified: 0, pushed: 0, emailed: 0 };
  for (const gathering of await dueGatherings(deps.db, now)) {
    if (!(await claim(deps.db, gathering.id, now))) continue;
    summary.gatherings += 1;
    await remind(deps, gathering, summary);
  }
  return summary;
}
