/**
 * The admin dashboard's numbers in one D1 round trip: members, active members (from the page views
 * of user_activity), today's devotionals and check-ins, Premium and trials, recurring revenue, open
 * reports and support tickets, the outbox, the audit log's latest entries and 30 days of daily series for the
 * sparklines. "Today" and the series' days are UTC calendar days: members live in many zones.
 */
import { and, count, countDistinct, desc, eq, gte, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { lastDays, membershipCounts, recurringRevenue, seriesOver } from "../../../app/kernel/admin/dashboard";
import { localDate } from "../../../app/kernel/dates";
import type { Database } from "../../db/client";
import { contentReports, dailyCheckins, devotionalProgress, emailOutbox, subscriptions, supportTickets, user, userActivity } from "../../db/schema";
import type { Env } from "../../env";
import { createPayments } from "../../providers/payments";
import { auditEntriesQuery, auditEntryViews } from "./audit.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const SERIES_DAYS = 30;
const AUDIT_SHOWN = 10;
const OUTBOX_SHOWN = 20;

/** A timestamp column's UTC calendar day, as the series group by it. */
const dayOf = (column: SQLiteColumn) => sql<string>`date(${column} / 1000, 'unixepoch')`;

export async function dashboardReport(db: Database, env: Env, { withOutbox, now = new Date() }: { withOutbox: boolean; now?: Date }) {
  const today = localDate("UTC", now);
  const days = lastDays(today, SERIES_DAYS);
  const startOfToday = new Date(`${today}T00:00:00Z`);
  const seriesStart = new Date(`${days[0]}T00:00:00Z`);
  const ago = (daysBack: number) => new Date(now.getTime() - daysBack * DAY_MS);
  const activeSince = (since: Date) => db.select({ n: countDistinct(userActivity.user_id) }).from(userActivity).where(gte(userActivity.created_at, since));
  const daily = (column: SQLiteColumn, value: SQL<number>, table: Parameters<ReturnType<Database["select"]>["from"]>[0], where?: SQL) =>
    db
      .select({ day: dayOf(column), n: value })
      .from(table)
      .where(and(gte(column, seriesStart), where))
      .groupBy(dayOf(column));
  const completed = eq(devotionalProgress.completed, true);

  const [
    members,
    new7,
    new30,
    dau,
    wau,
    mau,
    completedToday,
    checkinsToday,
    subscriptionRows,
    openReports,
    ticketsByStatus,
    audit,
    newSeries,
    activeSeries,
    completedSeries,
    checkinSeries,
    outboxCount,
    outboxRecent,
  ] = await db.batch([
    db.select({ n: count() }).from(user),
    db.select({ n: count() }).from(user).where(gte(user.createdAt, ago(7))),
    db.select({ n: count() }).from(user).where(gte(user.createdAt, ago(30))),
    activeSince(ago(1)),
    activeSince(ago(7)),
    activeSince(ago(30)),
    db.select({ n: count() }).from(devotionalProgress).where(and(completed, gte(devotionalProgress.completed_at, startOfToday))),
    db.select({ n: count() }).from(dailyCheckins).where(gte(dailyCheckins.created_at, startOfToday)),
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
    db.select({ status: supportTickets.status, n: count() }).from(supportTickets).groupBy(supportTickets.status),
    auditEntriesQuery(db, { limit: AUDIT_SHOWN }),
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
  const ticketsIn = (status: string) => Number(ticketsByStatus.find((row) => row.status === status)?.n ?? 0);
  const billingOn = createPayments(env) !== null;
  return {
    today,
    members: { total: first(members), new7: first(new7), new30: first(new30) },
    active: { daily: first(dau), weekly: first(wau), monthly: first(mau) },
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
      newMembers: seriesOver(days, newSeries),
      activeMembers: seriesOver(days, activeSeries),
      devotionalsCompleted: seriesOver(days, completedSeries),
      checkins: seriesOver(days, checkinSeries),
    },
    outbox: withOutbox ? { count: first(outboxCount), recent: outboxRecent } : null,
  };
}

export type DashboardReport = Awaited<ReturnType<typeof dashboardReport>>;
