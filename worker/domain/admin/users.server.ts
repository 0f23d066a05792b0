/**
 * What the admin users pages read: the member list (searched, sorted and paged in D1, with its total,
 * in one round trip) and a member's page (profile, membership, usage this month, sessions, flocks,
 * reports about what he wrote, in one round trip beside his audit history).
 */
import { and, asc, count, desc, eq, gt, or, sql, type SQL } from "drizzle-orm";
import type { MemberDetailView, MemberListRow, MemberPlan, MemberStanding } from "../../../app/kernel/admin/user-views";
import { MEMBERS_PAGE_SIZE, suspensionActive, type MemberListQuery } from "../../../app/kernel/admin/users";
import { monthStart, memberLocalDate } from "../../../app/kernel/dates";
import { FLOCK_REPORT_KINDS } from "../../../app/kernel/flock/rules";
import { hasPremiumAccess } from "../../../app/kernel/membership";
import { PRAYER_REPORT_KIND } from "../../../app/kernel/prayer/rules";
import type { Database } from "../../db/client";
import {
  contentReports,
  flockMembers,
  flockReflectionComments,
  flockReflections,
  flocks,
  monthlyUsageLimits,
  postComments,
  posts,
  prayerRequests,
  profiles,
  session,
  subscriptions,
  user,
} from "../../db/schema";
import { auditEntries } from "./audit.server";


/** The plan a subscription row gives today: a trial still running, Premium, or free. */
function planOf(row: { plan_type: string | null; status: string | null; trial_end: Date | null; current_period_end: Date | null }, now: Date): MemberPlan {
  if (!row.plan_type || !row.status) return "free";
  const subscription = { plan_type: row.plan_type, status: row.status, trial_end: row.trial_end, current_period_end: row.current_period_end };
  if (!hasPremiumAccess(subscription, now)) return "free";
  return row.status === "trialing" ? "trial" : "premium";
}

function standingOf(row: { role: "user" | "admin"; suspended_at: Date | null; suspended_until: Date | null }, now: Date): MemberStanding {
  if (suspensionActive(row, now)) return "suspended";
  return row.role === "admin" ? "admin" : "member";
}

/** `text` as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const likeLower = (column: SQL | typeof user.email, pattern: string) => sql`lower(${column}) LIKE ${pattern} ESCAPE '\\'`;

const displayName = sql<string>`coalesce(${profiles.display_name}, ${user.name})`;

/** One page of members matching `q` (name, username or email), sorted as asked, and how many match. */
export async function listMembers(db: Database, query: MemberListQuery, now = new Date()) {
  const pattern = containsPattern(query.q);
  const where = query.q
    ? or(likeLower(user.email, pattern), likeLower(displayName, pattern), likeLower(sql`coalesce(${profiles.username}, '')`, pattern))
    : undefined;
  const column = { joined: user.createdAt, name: sql`lower(${displayName})`, email: user.email }[query.sort];
  const order = query.dir === "asc" ? asc : desc;
  const [rows, [total]] = await db.batch([
    db
      .select({
        id: user.id,
        name: displayName,
        email: user.email,
        joinedAt: user.createdAt,
        role: user.role,
        suspended_at: profiles.suspended_at,
        suspended_until: profiles.suspended_until,
        plan_type: subscriptions.plan_type,
        status: subscriptions.status,
        trial_end: subscriptions.trial_end,
        current_period_end: subscriptions.current_period_end,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .leftJoin(subscriptions, eq(subscriptions.user_id, user.id))
      .where(where)
      .orderBy(order(column), order(user.id))
      .limit(MEMBERS_PAGE_SIZE)
      .offset((query.page - 1) * MEMBERS_PAGE_SIZE),
    db.select({ n: count() }).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(where),
  ]);
  const members: MemberListRow[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    joinedAt: row.joinedAt.toISOString(),
    plan: planOf(row, now),
    standing: standingOf(row, now),
  }));
  const matching = total?.n ?? 0;
  return { members, total: matching, pages: Math.max(1, Math.ceil(matching / MEMBERS_PAGE_SIZE)) };
}

/**
 * The ids of everything he wrote that can be reported, per report kind: a report names the item,
 * not its author, so the reports about him are those whose item is one of his.
 */
function reportsAboutAuthor(db: Database, memberId: string) {
  const authored: [string, SQL][] = [
    ["post", sql`select ${posts.id} from ${posts} where ${posts.author_id} = ${memberId}`],
    ["comment", sql`select ${postComments.id} from ${postComments} where ${postComments.author_id} = ${memberId}`],
    [FLOCK_REPORT_KINDS.reflection, sql`select ${flockReflections.id} from ${flockReflections} where ${flockReflections.author_id} = ${memberId}`],
    [
      FLOCK_REPORT_KINDS.comment,
      sql`select ${flockReflectionComments.id} from ${flockReflectionComments} where ${flockReflectionComments.author_id} = ${memberId}`,
    ],
    [PRAYER_REPORT_KIND, sql`select ${prayerRequests.id} from ${prayerRequests} where ${prayerRequests.user_id} = ${memberId}`],
  ];
  return db
    .select({
      id: contentReports.id,
      kind: contentReports.item_kind,
      reason: contentReports.reason,
      at: contentReports.created_at,
      resolvedAt: contentReports.resolved_at,
    })
    .from(contentReports)
    .where(or(...authored.map(([kind, ids]) => and(eq(contentReports.item_kind, kind as typeof contentReports.item_kind._.data), sql`${contentReports.item_id} in (${ids})`))))
    .orderBy(desc(contentReports.created_at))
    .limit(50);
}

/** Everything a member's page shows, or null when no account has this id. */
export async function memberDetail(db: Database, memberId: string, now = new Date()): Promise<MemberDetailView | null> {
  const [[account], usageRows, sessions, memberships, reports] = await db.batch([
    db
      .select({
        id: user.id,
        email: user.email,
        name: displayName,
        emailVerified: user.emailVerified,
        role: user.role,
        joinedAt: user.createdAt,
        username: profiles.username,
        time_zone: profiles.time_zone,
        today_not_before: profiles.today_not_before,
        onboardedAt: profiles.onboarding_completed_at,
        suspended_at: profiles.suspended_at,
        suspended_until: profiles.suspended_until,
        suspensionReason: profiles.suspension_reason,
        plan_type: subscriptions.plan_type,
        status: subscriptions.status,
        provider: subscriptions.provider,
        trial_end: subscriptions.trial_end,
        current_period_end: subscriptions.current_period_end,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .leftJoin(subscriptions, eq(subscriptions.user_id, user.id))
      .where(eq(user.id, memberId)),
    // His two latest months: which one is "this month" depends on his time zone, read in the same trip.
    db.select().from(monthlyUsageLimits).where(eq(monthlyUsageLimits.user_id, memberId)).orderBy(desc(monthlyUsageLimits.month)).limit(2),
    db
      .select({ id: session.id, userAgent: session.userAgent, createdAt: session.createdAt, updatedAt: session.updatedAt })
      .from(session)
      .where(and(eq(session.userId, memberId), gt(session.expiresAt, now)))
      .orderBy(desc(session.updatedAt))
      .limit(20),
    db
      .select({ id: flocks.id, name: flocks.name, role: flockMembers.role, joinedAt: flockMembers.joined_at })
      .from(flockMembers)
      .innerJoin(flocks, eq(flocks.id, flockMembers.flock_id))
      .where(eq(flockMembers.user_id, memberId))
      .orderBy(asc(flocks.name)),
    reportsAboutAuthor(db, memberId),
  ]);
  if (!account) return null;
  const timeZone = account.time_zone ?? "UTC";
  const month = monthStart(memberLocalDate({ timeZone, notBefore: account.today_not_before }, now));
  const usage = usageRows.find((row) => row.month === month) ?? null;
  const audit = await auditEntries(db, { targetUserId: memberId, limit: 50 });
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    username: account.username,
    emailVerified: account.emailVerified,
    role: account.role,
    joinedAt: account.joinedAt.toISOString(),
    timeZone,
    onboarded: account.onboardedAt !== null,
    suspension: suspensionActive(account, now)
      ? { until: account.suspended_until?.toISOString() ?? null, reason: account.suspensionReason ?? "" }
      : null,
    membership: account.plan_type
      ? {
          plan: planOf(account, now),
          planType: account.plan_type,
          status: account.status,
          provider: account.provider,
          trialEnd: account.trial_end?.toISOString() ?? null,
          periodEnd: account.current_period_end?.toISOString() ?? null,
        }
      : null,
    usageMonth: month,
    usage: usage
      ? {
          devotional_generations: usage.devotional_generations,
          journal_entries: usage.journal_entries,
          insight_generations: usage.insight_generations,
          audio_generations: usage.audio_generations,
          image_generations: usage.image_generations,
          gathering_content_generations: usage.gathering_content_generations,
          total_tokens_used: usage.total_tokens_used,
        }
      : null,
    sessions: sessions.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() })),
    flocks: memberships.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() })),
    reports: reports.map((row) => ({ id: row.id, kind: row.kind, reason: row.reason, at: row.at.toISOString(), resolved: row.resolvedAt !== null })),
    audit,
  };
}

/** The member a page or an action is about: his id, email and role, or null. */
export function memberById(db: Database, memberId: string) {
  return db
    .select({ id: user.id, email: user.email, role: user.role, suspended_at: profiles.suspended_at, suspended_until: profiles.suspended_until })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, memberId))
    .get();
}
