/**
 * The admin dashboard's numbers in one D1 round trip: members, active members (from the page views
 * of user_activity), today's devotionals and check-ins, Premium and trials, recurring revenue, open
 * reports and support tickets, the outbox, the audit log's latest entries and 30 days of daily series for the
 * sparklines. "Today" and the series' days are UTC calendar days: members live in many zones.
 *
 * Finished days come from the daily rollups the housekeeping cron writes; only the days after the
 * last rolled-up one — today, once yesterday is rolled up — are counted live, over the indexed
 * timestamps, so a view costs the same however much history there is
 * (docs/decisions/072-admin-daily-rollups.md).
 */
import { and, count, desc, eq, exists, gte, inArray, isNull, lt, notExists, sql, sum, type SQL } from "drizzle-orm";
import { alias, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { lastDays, membershipCounts, recurringRevenue, seriesOver } from "../../../app/kernel/admin/dashboard";
import { addDays, localDate } from "../../../app/kernel/dates";
import type { Database } from "../../db/client";
import { adminDailyRollups, contentReports, dailyCheckins, devotionalProgress, emailOutbox, subscriptions, supportTickets, user, userActivity } from "../../db/schema";
import type { Env } from "../../env";
import { createPayments } from "../../providers/payments";
import { auditEntriesQuery, auditEntryViews } from "./audit.server";
import { dailyCounts, SERIES_DAYS, startOfDay } from "./daily-rollups.server";

const AUDIT_SHOWN = 10;
export const OUTBOX_SHOWN = 20;

/** A timestamp column's UTC calendar day, as the series group by it. */
const dayOf = (column: SQLiteColumn) => sql<string>`date(${column} / 1000, 'unixepoch')`;

const earlier = alias(userActivity, "earlier");

/**
 * Distinct members active in the `length` days ending today: those of the finished days before the
 * live range — yesterday's rolled-up count, or counted when yesterday is not rolled up yet — plus
 * those seen in the live range and not before it in the window. The live range ends with today
 * (`endOfToday`): a range closed at both ends is read from the timestamp's index, where an open one
 * let SQLite walk the whole (member, time) index to count members in order.
 */
function activeInWindow(db: Database, today: string, length: 7 | 30, liveFrom: SQL, endOfToday: Date) {
  const windowStart = startOfDay(addDays(today, 1 - length));
  const rolledUp = length === 7 ? adminDailyRollups.active_members_6_days : adminDailyRollups.active_members_29_days;
  const yesterdayRolledUp = eq(adminDailyRollups.day, addDays(today, -1));
  const rolled = db.select({ n: rolledUp }).from(adminDailyRollups).where(yesterdayRolledUp);
  // Once yesterday is rolled up the count is not needed: its range closes (ends where it starts).
  // A bound is computed once before the index is read; a filter would be tested on every row.
  const countedUntil = sql`CASE WHEN ${exists(db.select({ one: sql`1` }).from(adminDailyRollups).where(yesterdayRolledUp))} THEN ${windowStart.getTime()} ELSE ${liveFrom} END`;
  const counted = dailyCounts.activeMembers(db, windowStart, countedUntil);
  // Each member seen in the live range is looked up once in the earlier days, not once per page
  // view: a busy day has many views per member.
  const seen = db
    .selectDistinct({ user_id: userActivity.user_id })
    .from(userActivity)
    .where(and(gte(userActivity.created_at, sql`max(${windowStart.getTime()}, ${liveFrom})`), lt(userActivity.created_at, endOfToday)))
    .as("seen");
  const since = db
    .select({ n: count() })
    .from(seen)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(earlier)
          .where(and(eq(earlier.user_id, seen.user_id), gte(earlier.created_at, windowStart), lt(earlier.created_at, liveFrom))),
      ),
    );
  return [rolled, counted, since] as const;
}

/** New members in the `length` days ending today: the rolled-up days', and the live range's. */
function newInWindow(db: Database, today: string, length: 7 | 30, liveFrom: SQL) {
  const windowFirst = addDays(today, 1 - length);
  const rolled = db
    .select({ n: sum(adminDailyRollups.new_members).mapWith(Number) })
    .from(adminDailyRollups)
    .where(and(gte(adminDailyRollups.day, windowFirst), lt(adminDailyRollups.day, today)));
  return [rolled, dailyCounts.newMembers(db, sql`max(${startOfDay(windowFirst).getTime()}, ${liveFrom})`)] as const;
}

export async function dashboardReport(db: Database, env: Env, { withOutbox, now = new Date() }: { withOutbox: boolean; now?: Date }) {
  const today = localDate("UTC", now);
  const days = lastDays(today, SERIES_DAYS);
  const startOfToday = startOfDay(today);
  const endOfToday = startOfDay(addDays(today, 1));
  // The first day not rolled up: the rollups are contiguous up to their last day.
  const liveFrom = sql`coalesce((select (unixepoch(max(${adminDailyRollups.day})) + 86400) * 1000 from ${adminDailyRollups} where ${adminDailyRollups.day} >= ${days[0]} and ${adminDailyRollups.day} < ${today}), ${startOfDay(days[0]!).getTime()})`;
  const daily = (column: SQLiteColumn, value: SQL<number>, table: Parameters<ReturnType<Database["select"]>["from"]>[0], where?: SQL) =>
    db
      .select({ day: dayOf(column), n: value })
      .from(table)
      .where(and(gte(column, liveFrom), where))
      .groupBy(dayOf(column));
  const completed = eq(devotionalProgress.completed, true);
  const [weekRolled, weekCounted, weekSince] = activeInWindow(db, today, 7, liveFrom, endOfToday);
  const [monthRolled, monthCounted, monthSince] = activeInWindow(db, today, 30, liveFrom, endOfToday);
  const [new7Rolled, new7Since] = newInWindow(db, today, 7, liveFrom);
  const [new30Rolled, new30Since] = newInWindow(db, today, 30, liveFrom);

  const [
    members,
    new7Before,
    new7Live,
    new30Before,
    new30Live,
    dau,
    wauRolled,
    wauCounted,
    wauSince,
    mauRolled,
    mauCounted,
    mauSince,
    completedToday,
    checkinsToday,
    subscriptionRows,
    openReports,
    ticketsByStatus,
    audit,
    rollups,
    newSeries,
    activeSeries,
    completedSeries,
    checkinSeries,
    outboxCount,
    outboxRecent,
  ] = await db.batch([
    db.select({ n: count() }).from(user),
    new7Rolled,
    new7Since,
    new30Rolled,
    new30Since,
    dailyCounts.activeMembers(db, startOfToday, endOfToday),
    weekRolled,
    weekCounted,
    weekSince,
    monthRolled,
    monthCounted,
    monthSince,
    dailyCounts.devotionalsCompleted(db, startOfToday, endOfToday),
    dailyCounts.checkins(db, startOfToday, endOfToday),
    db
      .select({
        plan_type: subscriptions.plan_type,
        status: subscriptions.status,
        trial_end: subscriptions.trial_end,
        current_period_end: subscriptions.current_period_end,
        provider: subscriptions.provider,
      })
      .from(subscriptions)
      .where(inArray(subscriptions.status, ["active", "trialing"])),
    db.select({ n: count() }).from(contentReports).where(isNull(contentReports.resolved_at)),
    // Only the statuses shown, found by the status index: answered tickets pile up, these do not.
    db
      .select({ status: supportTickets.status, n: count() })
      .from(supportTickets)
      .where(inArray(supportTickets.status, ["open", "waiting"]))
      .groupBy(supportTickets.status),
    auditEntriesQuery(db, { limit: AUDIT_SHOWN }),
    db
      .select()
      .from(adminDailyRollups)
      .where(and(gte(adminDailyRollups.day, days[0]!), lt(adminDailyRollups.day, today))),
    daily(user.createdAt, sql<number>`count(*)`, user),
    daily(userActivity.created_at, sql<number>`count(DISTINCT ${userActivity.user_id})`, userActivity),
    daily(devotionalProgress.completed_at, sql<number>`count(*)`, devotionalProgress, completed),
    daily(dailyCheckins.created_at, sql<number>`count(*)`, dailyCheckins),
    // The outbox is local development's mail: read only when mail goes there.
    db.select({ n: count() }).from(emailOutbox).where(withOutbox ? undefined : sql`0`),
    db
      .select({
        id: emailOutbox.id,
        to: emailOutbox.to_address,
        subject: emailOutbox.subject,
        kind: emailOutbox.kind,
        text: emailOutbox.text_body,
        createdAt: emailOutbox.created_at,
      })
      .from(emailOutbox)
      .where(withOutbox ? undefined : sql`0`)
      .orderBy(desc(emailOutbox.created_at))
      .limit(OUTBOX_SHOWN),
  ]);

  const first = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);
  // The finished days before the live range: rolled up, else counted (one of the two has a row).
  const before = (rolled: { n: number }[], counted: { n: number }[]) => (rolled.length > 0 ? first(rolled) : first(counted));
  const rolled = (value: (row: (typeof rollups)[number]) => number) => rollups.map((row) => ({ day: row.day, n: value(row) }));
  const ticketsIn = (status: string) => Number(ticketsByStatus.find((row) => row.status === status)?.n ?? 0);
  const billingOn = createPayments(env) !== null;
  return {
    today,
    members: { total: first(members), new7: first(new7Before) + first(new7Live), new30: first(new30Before) + first(new30Live) },
    active: { daily: first(dau), weekly: before(wauRolled, wauCounted) + first(wauSince), monthly: before(mauRolled, mauCounted) + first(mauSince) },
    completedToday: first(completedToday),
    checkinsToday: first(checkinsToday),
    membership: membershipCounts(subscriptionRows, now),
    revenue: recurringRevenue(
      subscriptionRows,
      { on: billingOn, monthlyLabel: env.PREMIUM_PRICE_MONTHLY_LABEL, yearlyLabel: env.PREMIUM_PRICE_YEARLY_LABEL },
      now,
    ),
    openReports: first(openReports),
    openTickets: ticketsIn("open"),
    waitingTickets: ticketsIn("waiting"),
    audit: auditEntryViews(audit),
    series: {
      days,
      newMembers: seriesOver(days, [...rolled((row) => row.new_members), ...newSeries]),
      activeMembers: seriesOver(days, [...rolled((row) => row.active_members), ...activeSeries]),
      devotionalsCompleted: seriesOver(days, [...rolled((row) => row.devotionals_completed), ...completedSeries]),
      checkins: seriesOver(days, [...rolled((row) => row.checkins), ...checkinSeries]),
    },
    outbox: withOutbox ? { count: first(outboxCount), recent: outboxRecent } : null,
  };
}

export type DashboardReport = Awaited<ReturnType<typeof dashboardReport>>;
