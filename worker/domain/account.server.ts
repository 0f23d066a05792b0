/**
 * A member's account as a whole (Profile → Your data): everything he kept, as one JSON document,
 * and deleting the account with every row and object that is his (docs/decisions/015-settings.md).
 * Every read carries `user_id = ?` (or the profile's `id = ?`) of the session's user.
 */
import { and, asc, eq, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { AppContext, SessionUser } from "../context";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "../db/client";
import {
  bibleBookmarks,
  bibleHighlights,
  bibleNotes,
  clientErrors,
  dailyCheckins,
  devotionalProgress,
  emailOutbox,
  emailPreferences,
  encouragementWhispers,
  insights,
  journalEntries,
  notifications,
  planDayProgress,
  planDays,
  planEnrollments,
  plans,
  profiles,
  readingPositions,
  reminderSettings,
  subscriptions,
  user as userTable,
  verification,
} from "../db/schema";
import { deleteAvatarObjects } from "./avatars.server";
import { deletePostImagesOf } from "./pasture/post-images.server";
import { cursorOf, newerThan } from "./journal-archive.server";
import { readAllPages } from "./paging.server";
import { cancelHeldSubscription } from "./billing.server";
import { closeSessionSockets } from "./member-sockets.server";
import { succeed, type Outcome } from "./outcome";
import { flockHandoverOnDeparture } from "./flock/departure.server";
import { forgetPlanGenerators } from "./plans-generation.server";

export const DATA_EXPORT_FORMAT = "shepherd-data-export";
export const DATA_EXPORT_VERSION = 1;

/** A row as the member sees it: whose it is goes without saying. */
function own<T extends { user_id?: unknown }>(row: T): Omit<T, "user_id"> {
  const { user_id: _owner, ...rest } = row;
  return rest;
}

type GrowingTable = SQLiteTable & { id: AnySQLiteColumn; user_id: AnySQLiteColumn; created_at: AnySQLiteColumn };

/** Every row of his in a table that grows without bound, oldest first, read in pages. */
function ownRowsOldestFirst<T extends GrowingTable>(db: Database, table: T, userId: string): Promise<T["$inferSelect"][]> {
  return readAllPages<T["$inferSelect"]>(
    (after, limit) =>
      db
        .select()
        .from(table as SQLiteTable)
        .where(and(eq(table.user_id, userId), after ? newerThan(table.created_at, table.id, cursorOf(after as { created_at: Date; id: string })) : undefined))
        .orderBy(asc(table.created_at), asc(table.id))
        .limit(limit) as Promise<T["$inferSelect"][]>,
  );
}

/**
 * Everything the member wrote or recorded: one D1 batch, and his long lists in pages beside it. Operational records (sessions and
 * security secrets, push endpoints, page-view and error logs, usage counters, the email outbox) are
 * not his writing and are left out; they are deleted with the account all the same.
 */
export async function exportAccountData(db: Database, member: SessionUser, now = new Date()) {
  const id = member.id;
  // The lists that grow with every day he uses the app are read in pages, oldest first; the rest
  // are bounded (a row per day, per verse, per plan) and come in one batch.
  const longLists = Promise.all([
    ownRowsOldestFirst(db, journalEntries, id),
    ownRowsOldestFirst(db, encouragementWhispers, id),
    ownRowsOldestFirst(db, bibleNotes, id),
    ownRowsOldestFirst(db, notifications, id),
  ]);
  const [
    accountRows,
    profileRows,
    subscriptionRows,
    progress,
    checkIns,
    highlights,
    bookmarks,
    positions,
    reminders,
    emailRows,
    ownPlans,
    ownPlanDays,
    enrollments,
    dayProgress,
    insightRows,
  ] = await db.batch([
    db.select({ createdAt: userTable.createdAt }).from(userTable).where(eq(userTable.id, id)),
    db.select().from(profiles).where(eq(profiles.id, id)),
    db
      .select({
        plan_type: subscriptions.plan_type,
        status: subscriptions.status,
        trial_end: subscriptions.trial_end,
        current_period_end: subscriptions.current_period_end,
      })
      .from(subscriptions)
      .where(eq(subscriptions.user_id, id)),
    db.select().from(devotionalProgress).where(eq(devotionalProgress.user_id, id)).orderBy(asc(devotionalProgress.progress_date)),
    db.select().from(dailyCheckins).where(eq(dailyCheckins.user_id, id)).orderBy(asc(dailyCheckins.check_in_date)),
    db.select().from(bibleHighlights).where(eq(bibleHighlights.user_id, id)).orderBy(asc(bibleHighlights.created_at)),
    db.select().from(bibleBookmarks).where(eq(bibleBookmarks.user_id, id)).orderBy(asc(bibleBookmarks.created_at)),
    db.select().from(readingPositions).where(eq(readingPositions.user_id, id)),
    db
      .select({
        enabled: reminderSettings.enabled,
        local_time: reminderSettings.local_time,
        channel_push: reminderSettings.channel_push,
        channel_email: reminderSettings.channel_email,
        updated_at: reminderSettings.updated_at,
      })
      .from(reminderSettings)
      .where(eq(reminderSettings.user_id, id)),
    db.select({ weekly_summary: emailPreferences.weekly_summary }).from(emailPreferences).where(eq(emailPreferences.user_id, id)),
    db.select().from(plans).where(eq(plans.user_id, id)).orderBy(asc(plans.created_at)),
    db
      .select({ day: planDays })
      .from(planDays)
      .innerJoin(plans, eq(plans.id, planDays.plan_id))
      .where(eq(plans.user_id, id))
      .orderBy(asc(planDays.plan_id), asc(planDays.day_number)),
    db.select().from(planEnrollments).where(eq(planEnrollments.user_id, id)).orderBy(asc(planEnrollments.created_at)),
    db
      .select()
      .from(planDayProgress)
      .where(eq(planDayProgress.user_id, id))
      .orderBy(asc(planDayProgress.plan_id), asc(planDayProgress.day_number)),
    db.select().from(insights).where(eq(insights.user_id, id)).orderBy(asc(insights.period_start)),
  ]);
  const [journal, whispers, notes, notificationRows] = await longLists;

  const profile = profileRows[0];
  return {
    format: DATA_EXPORT_FORMAT,
    version: DATA_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    account: { id, email: member.email, name: member.name, createdAt: accountRows[0]?.createdAt ?? null },
    profile: profile
      ? {
          displayName: profile.display_name,
          username: profile.username,
          avatarUrl: profile.avatar_url,
          focusAreas: profile.focus,
          currentTopics: profile.current_topics,
          timeZone: profile.time_zone,
          onboardingCompletedAt: profile.onboarding_completed_at,
          createdAt: profile.created_at,
          updatedAt: profile.updated_at,
        }
      : null,
    membership: subscriptionRows[0] ?? null,
    devotionalProgress: progress.map(own),
    checkIns: checkIns.map(own),
    journalEntries: journal.map(own),
    whispers: whispers.map(own),
    highlights: highlights.map(own),
    bookmarks: bookmarks.map(own),
    notes: notes.map(own),
    readingPosition: positions[0] ? own(positions[0]) : null,
    reminders: reminders[0] ?? null,
    emailPreferences: { weeklySummary: emailRows[0]?.weekly_summary ?? false },
    plans: {
      own: ownPlans.map((plan) => ({
        ...own(plan),
        days: ownPlanDays.filter(({ day }) => day.plan_id === plan.id).map(({ day }) => day),
      })),
      enrollments: enrollments.map(own),
      dayProgress: dayProgress.map(own),
    },
    insights: insightRows.map(own),
    notifications: notificationRows.map(own),
  };
}

export type AccountExport = Awaited<ReturnType<typeof exportAccountData>>;

/**
 * Deletes the member's account for good. Order matters:
 * 1. a Stripe subscription he still holds is canceled (if that fails, nothing is deleted);
 * 2. the PlanGenerators of his plans delete what they hold (his brief among it);
 * 3. his R2 objects (avatars/<userId>/… and the images of his posts, posts/<userId>/…) are deleted;
 * 4. one atomic D1 batch deletes the rows that would outlive him — the email outbox (kept with
 *    `set null`, and addressed to him), his error reports (`set null`), better-auth's verification
 *    values naming him (password reset and trusted-device tokens) — and then the `user` row, whose
 *    ON DELETE CASCADE removes every other table's rows of his, sessions included. Other members'
 *    notifications that mention him keep their text but lose the link to him (`set null`);
 * 5. the sockets his pages still hold open are closed.
 *
 * `also` is written in the step-4 batch (an administrator's audit row).
 */
export async function deleteAccount(app: AppContext, member: Pick<SessionUser, "id" | "email">, also: BatchItem<"sqlite">[] = []): Promise<Outcome> {
  const billing = await cancelHeldSubscription(app, member.id);
  if (!billing.ok) return billing;
  await forgetPlanGenerators(app, member.id);
  await Promise.all([deleteAvatarObjects(app.env.MEDIA, member.id), deletePostImagesOf(app.env.MEDIA, member.id)]);
  const db = app.db;
  await db.batch([
    db
      .delete(emailOutbox)
      .where(or(eq(emailOutbox.user_id, member.id), sql`lower(${emailOutbox.to_address}) = ${member.email.toLowerCase()}`)),
    db.delete(clientErrors).where(eq(clientErrors.user_id, member.id)),
    db.delete(verification).where(eq(verification.value, member.id)),
    ...flockHandoverOnDeparture(db, member.id),
    db.delete(userTable).where(eq(userTable.id, member.id)),
    ...also,
  ]);
  await closeSessionSockets(app.env, member.id, "all");
  return succeed({});
}
