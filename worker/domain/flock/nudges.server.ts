/**
 * A nudge: a short word of prayer ("Praying for you today, brother") from a man to a brother of the
 * same flock who shares his walk there. It arrives as an in-app notification that opens the flock's
 * page, and as a push when he has push reminders on. At most one from a man to a brother per day,
 * the sender's day, held by the unique index `flock_nudges_once_a_day` so two taps cannot send two.
 */
import { and, eq, sql } from "drizzle-orm";
import { FLOCK_COPY as C } from "../../../app/kernel/copy/flock";
import { DEFAULT_NUDGE, flockHref } from "../../../app/kernel/flock/rules";
import type { NotificationType } from "../../../app/kernel/notifications";
import type { AppContext } from "../../context";
import { flockMembers, flockNudges, notifications, profiles, pushSubscriptions, reminderSettings, user } from "../../db/schema";
import { sendWebPush } from "../../providers/web-push";
import type { MemberScope } from "../member-scope.server";
import { announce, excerpt, unreadCountQuery } from "../notifications.server";
import { type Outcome, refuse, succeed } from "../outcome";
import { pushConfigOf } from "../reminders.server";
import { findFlockFor } from "./access.server";
import { personColumns } from "./people.server";

type NudgeContext = Pick<AppContext, "db" | "env" | "waitUntil">;

/** A nudge still undelivered after a day has missed its day. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** The brother in this flock: whether he shares his walk and has push on, with his devices. */
function brotherReads(app: NudgeContext, scope: MemberScope, flockId: string, brotherId: string) {
  const { db } = app;
  return [
    db
      .select({
        accountability: flockMembers.accountability,
        pushOn: sql<boolean>`coalesce(${reminderSettings.enabled} AND ${reminderSettings.channel_push}, 0)`.mapWith(Boolean),
      })
      .from(flockMembers)
      .leftJoin(reminderSettings, eq(reminderSettings.user_id, flockMembers.user_id))
      .where(and(eq(flockMembers.flock_id, flockId), eq(flockMembers.user_id, brotherId)))
      .limit(1),
    db.select({ name: personColumns.displayName }).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(eq(user.id, scope.id)).limit(1),
    db.select().from(pushSubscriptions).where(eq(pushSubscriptions.user_id, brotherId)),
  ] as const;
}

export async function sendNudge(
  app: NudgeContext,
  scope: MemberScope,
  flockId: string,
  input: { memberId: string; message?: string },
): Promise<Outcome<{ sent: true }>> {
  const { db, env } = app;
  const access = await findFlockFor(db, scope, flockId);
  if (!access.ok) return access;
  if (input.memberId === scope.id) return refuse(400, C.errors.nudgeSelf);
  const [[brother], [sender], devices] = await db.batch(brotherReads(app, scope, flockId, input.memberId));
  if (!brother) return refuse(404, C.errors.brotherNotFound, { code: "no_such_brother" });
  if (!brother.accountability) return refuse(403, C.errors.notOptedIn);

  const message = input.message || DEFAULT_NUDGE;
  const senderName = sender?.name ?? "";
  const link = flockHref(flockId);
  const nudgeId = crypto.randomUUID();
  const notificationId = crypto.randomUUID();
  // The notification is written from the nudge row in the same batch: when the day's nudge already
  // exists the insert is skipped, the row is absent, and no notification is written either.
  const [sent, , [counted]] = await db.batch([
    db
      .insert(flockNudges)
      .values({ id: nudgeId, flock_id: flockId, from_id: scope.id, to_id: input.memberId, day: scope.today, message, created_at: scope.now })
      .onConflictDoNothing()
      .returning({ id: flockNudges.id }),
    db.insert(notifications).select(
      db
        .select({
          id: sql<string>`${notificationId}`.as("id"),
          user_id: flockNudges.to_id,
          mentioner_id: sql<string | null>`NULL`.as("mentioner_id"),
          type: sql<NotificationType>`'other'`.as("type"),
          content: sql<string>`${excerpt(C.nudge.content(senderName, access.flock.name, message))}`.as("content"),
          link: sql<string>`${link}`.as("link"),
          source_id: flockNudges.id,
          read: sql<boolean>`0`.as("read"),
          created_at: flockNudges.created_at,
        })
        .from(flockNudges)
        .where(eq(flockNudges.id, nudgeId)),
    ),
    unreadCountQuery(db, input.memberId),
  ]);
  if (sent.length === 0) return refuse(429, C.errors.nudgedToday, { code: "nudged_today" });

  await announce(env, input.memberId, { unread: counted?.unread ?? 1, change: "created", id: notificationId });
  const vapid = pushConfigOf(env);
  if (vapid && brother.pushOn && devices.length > 0) {
    const push = { data: { title: C.nudge.pushTitle(senderName), body: message, url: link }, ttl: PUSH_TTL_SECONDS, urgency: "normal", topic: "flock-nudge" } as const;
    app.waitUntil(Promise.all(devices.map((device) => sendWebPush(vapid, device, push, "flock-nudges", app.db))));
  }
  return succeed({ sent: true as const });
}
