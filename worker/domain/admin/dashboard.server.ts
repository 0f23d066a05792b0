/**
 * The admin dashboard's numbers in one D1 round trip: members, active members (from the days each
 * member was active, kept with his page views), today's devotionals and check-ins, Premium and
 * trials, recurring revenue, open reports and support tickets, the outbox, the audit log's latest
 * entries and 30 days of daily series for the sparklines. "Today" and the series' days are UTC
 * calendar days: members live in many zones.
 *
 * Finished days come from the daily rollups the housekeeping cron writes; only the days after the
 * last rolled-up one — today, once yesterday is rolled up — are counted live, over indexed days and
 * timestamps, so a view costs the same however much history there is
 * (docs/decisions/072-admin-daily-rollups.md).
 */
import { and, count, desc, eq, exists, gte, inArray, isNull, lt, lte, sql, sum, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { lastDays, membershipCounts, recurringRevenue, seriesOver } from "../../../app/kernel/admin/dashboard";
import { addDays, localDate } from "../../../app/kernel/dates";
import type { Database } from "../../db/client";
import { adminDailyRollups, contentReports, dailyCheckins, devotionalProgress, emailOutbox, memberActiveDays, subscriptions, supportTickets, user } from "../../db/schema";
import type { Env } from "../../env";
import { createPayments } from "../../providers/payments";
import { auditEntriesQuery, auditEntryViews } from "./audit.server";
import { dailyCounts, SERIES_DAYS, startOfDay } from "./daily-rollups.server";

const AUDIT_SHOWN = 10;
export const OUTBOX_SHOWN = 20;

/** A timestamp column's UTC calendar day, as the series group by it. */
const dayOf = (column: SQLiteColumn) => sql<string>`date(${column} / 1000, 'unixepoch')`;

/**
 * Members active in the finished days of the `length` days ending today that come before the live
 * range: yesterday's rolled-up count, or counted when yesterday is not rolled up yet (one of the two
 * has a row).
 */
function activeBeforeLive(db: Database, today: string, length: 7 | 30, liveFrom: SQL) {
  const windowStart = startOfDay(addDays(today, 1 - length));
  const rolledUp = length === 7 ? adminDailyRollups.active_members_6_days : adminDailyRollups.active_members_29_days;
  const yesterdayRolledUp = eq(adminDailyRollups.day, addDays(today, -1));
  const rolled = db.select({ n: rolledUp }).from(adminDailyRollups).where(yesterdayRolledUp);
  // Once yesterday is rolled up the count is not needed: its range closes (ends where it starts).
  // A bound is computed once before the index is read; a filter would be tested on every row.
  const countedUntil = sql`CASE WHEN ${exists(db.select({ one: sql`1` }).from(adminDailyRollups).where(yesterdayRolledUp))} THEN ${windowStart.getTime()} ELSE ${liveFrom} END`;
  return [rolled, dailyCounts.activeMembers(db, windowStart, countedUntil)] as const;
}

/**
 * The members active in the live range (from `liveFromDay` to today), read from their active days
 * in one range of (day, previous_day): those active today, and for the 7 and 30 days ending today
 * those not active in the window's earlier days (they add to the finished days' count). A member
 * counts for a window when he was active in it during the live range and not in its days before:
 * exactly one of his rows in the window's part of the range then has a previous day before the
 * window (or none), his first there; any later row's previous day is inside the range. So the count
 * costs what the range's rows do, with no member looked up.
 */
function liveActiveMembers(db: Database, today: string, liveFromDay: SQL) {
  const days = memberActiveDays;
  // Each sum is named: D1 keys a batch's rows by column name, and the two windows' sums read alike.
  const newIn = (length: 7 | 30, name: string) => {
    const first = addDays(today, 1 - length);
    // The bound as a subquery of its own, which SQLite computes once: as an expression it was computed
    // again for every row of the range (97 ms against 10 for today's 29,000 active members).
    return sql<number>`coalesce(sum(${days.day} >= (SELECT max(${first}, ${liveFromDay})) AND coalesce(${days.previous_day} < ${first}, 1)), 0)`
      .mapWith(Number)
      .as(name);
  };
  return db
    .select({ today: sql<number>`coalesce(sum(${days.day} = ${today}), 0)`.mapWith(Number).as("today"), week: newIn(7, "week"), month: newIn(30, "month") })
    .from(days)
    .where(and(gte(days.day, liveFromDay), lte(days.day, today)));
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
  const rolledUpTo = db
    .select({ day: sql`max(${adminDailyRollups.day})` })
    .from(adminDailyRollups)
    .where(and(gte(adminDailyRollups.day, days[0]!), lt(adminDailyRollups.day, today)));
  const liveFromDay = sql`coalesce(date((${rolledUpTo}), '+1 day'), ${days[0]})`;
  const liveFrom = sql`(unixepoch(${liveFromDay}) * 1000)`;
  const daily = (column: SQLiteColumn, value: SQL<number>, table: Parameters<ReturnType<Database["select"]>["from"]>[0], where?: SQL) =>
    db
      .select({ day: dayOf(column), n: value })
      .from(table)
      .where(and(gte(column, liveFrom), where))
      .groupBy(dayOf(column));
  const completed = eq(devotionalProgress.completed, true);
  const [weekRolled, weekCounted] = activeBeforeLive(db, today, 7, liveFrom);
  const [monthRolled, monthCounted] = activeBeforeLive(db, today, 30, liveFrom);
  const [new7Rolled, new7Since] = newInWindow(db, today, 7, liveFrom);
  const [new30Rolled, new30Since] = newInWindow(db, today, 30, liveFrom);

  const [
    members,
    new7Before,
    new7Live,
    new30Before,
    new30Live,
    [live],
    wauRolled,
    wauCounted,
    mauRolled,
    mauCounted,
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
    liveActiveMembers(db, today, liveFromDay),
    weekRolled,
    weekCounted,
    monthRolled,
    monthCounted,
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
    db
      .select({ day: memberActiveDays.day, n: count() })
      .from(memberActiveDays)
      .where(and(gte(memberActiveDays.day, liveFromDay), lte(memberActiveDays.day, today)))
      .groupBy(memberActiveDays.day),
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
    active: { daily: live?.today ?? 0, weekly: before(wauRolled, wauCounted) + (live?.week ?? 0), monthly: before(mauRolled, mauCounted) + (live?.month ?? 0) },
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
