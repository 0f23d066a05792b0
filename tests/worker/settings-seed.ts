/**
 * A member with a row in every table of the schema that can name him (tests/worker/settings.test.ts),
 * and another member whose rows must survive his account's deletion: B mentions nobody, is mentioned
 * by nobody, is enrolled in A's own plan (which goes with A), and has blocked A (a block of a
 * deleted account goes with it).
 */
import * as schema from "../../worker/db/schema";
import { pageViewStatements } from "../../worker/domain/activity.server";
import { grantPremium } from "../../worker/domain/subscriptions.server";
import { env } from "cloudflare:test";
import { newFlockInviteCode } from "../../worker/domain/flock/codes";
import { seedSupportTicket } from "../../worker/seed/admin-moderation";
import { UPGRADE_BANNER_EXPERIMENT } from "../../app/kernel/admin/growth";
import { testDb } from "./helpers";

interface Member {
  id: string;
  email: string;
}

const day = (offset: number) => new Date(Date.parse("2026-03-02T12:00:00Z") + offset * 86_400_000);

/** Rows a member writes by using the app, with `words` in his texts so the two men are told apart. */
function walk(userId: string, words: string) {
  const db = testDb();
  return [
    db.insert(schema.devotionalProgress).values({ user_id: userId, devotional_id: "2026-03-02", progress_date: "2026-03-02", completed: true, completed_at: day(0), spiritual_connection: 72 }),
    db.insert(schema.journalEntries).values({ user_id: userId, content: `${words}, kept private.`, entry_date: "2026-03-02", created_at: day(0) }),
    db.insert(schema.dailyCheckins).values({ user_id: userId, check_in_date: "2026-03-02", mood: "good", focus_areas: ["Fatherhood"] }),
    db.insert(schema.encouragementWhispers).values({ user_id: userId, message: `${words}: you showed up.`, trigger_type: "daily_checkin", verse: "Lamentations 3:23", whisper_date: "2026-03-02" }),
    db.insert(schema.bibleHighlights).values({ user_id: userId, book: "John", chapter: 3, verse: 16, color: "yellow" }),
    db.insert(schema.bibleBookmarks).values({ user_id: userId, book: "Ps", chapter: 23, verse: 1 }),
    db.insert(schema.readingPositions).values({ user_id: userId, book: "Ps", chapter: 23 }),
    db.insert(schema.monthlyUsageLimits).values({ user_id: userId, month: "2026-03-01", journal_entries: 1 }),
    db.insert(schema.aiUsage).values({ user_id: userId, feature_type: "devotional", tokens_used: 120 }),
    // A page view as the app writes it: the view, and the day it marks him active on.
    ...pageViewStatements(db, [{ user_id: userId, action_type: "page_view", page_route: "/journal", created_at: day(0) }]),
  ];
}

/** Seeds A everywhere and B alongside; returns the ids of A's own plans. */
export async function seedEverything(a: Member, b: Member): Promise<string[]> {
  const db = testDb();
  const [ownPlan, catalogue] = await db
    .insert(schema.plans)
    .values([
      { user_id: a.id, title: "A's own plan", focus_area: "Fatherhood", length_days: 3, status: "ready", source: "custom" },
      { user_id: null, slug: `catalogue-${crypto.randomUUID()}`, title: "Catalogue plan", focus_area: "Work", length_days: 5, status: "ready", source: "catalogue" },
    ])
    .returning({ id: schema.plans.id });
  await grantPremium(db, a.id, { kind: "comp", days: null });
  const [aPost, bPost, aSeries] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
  await env.MEDIA.put(`posts/${a.id}/${crypto.randomUUID()}.png`, new Uint8Array([137, 80, 78, 71]));
  await db.batch([
    db.insert(schema.planDays).values({ plan_id: ownPlan!.id, day_number: 1, title: "A's first day", passage: "Psalm 23:1", teaching: "He leads.", reflection_question: "Where?", prayer_prompt: "Lead me." }),
    ...walk(a.id, "A's words"),
    ...walk(b.id, "B's words"),
    db.insert(schema.planEnrollments).values([
      { user_id: a.id, plan_id: ownPlan!.id, start_date: "2026-03-01" },
      { user_id: a.id, plan_id: catalogue!.id, start_date: "2026-03-01" },
      { user_id: b.id, plan_id: ownPlan!.id, start_date: "2026-03-01" },
      { user_id: b.id, plan_id: catalogue!.id, start_date: "2026-03-01" },
    ]),
    db.insert(schema.planDayProgress).values({ user_id: a.id, plan_id: ownPlan!.id, day_number: 1, completed_on: "2026-03-01", completed_at: day(-1) }),
    db.insert(schema.insights).values({
      user_id: a.id,
      period: "week",
      period_start: "2026-02-23",
      period_end: "2026-03-01",
      narrative: "A's week, in numbers.",
      stats: { daysWalked: 5 },
      source: "offline",
    }),
    db.insert(schema.bibleNotes).values({ user_id: a.id, book: "John", chapter: 3, verse_start: 16, verse_end: 17, note: "A's note on love." }),
    db.insert(schema.reminderSettings).values({ user_id: a.id, enabled: true, local_time: "06:30", channel_email: true }),
    db.insert(schema.pushSubscriptions).values({ user_id: a.id, endpoint: `https://push.example.test/${crypto.randomUUID()}`, p256dh: "p256dh-key", auth: "auth-secret" }),
    db.insert(schema.emailPreferences).values({ user_id: a.id, weekly_summary: true }),
    db.insert(schema.twoFactor).values({ id: crypto.randomUUID(), secret: "totp-secret", backupCodes: "backup-codes", userId: a.id }),
    db.insert(schema.notifications).values([
      { user_id: a.id, type: "other", content: "Your plan is ready." },
      { user_id: b.id, mentioner_id: a.id, type: "mention_post", content: "@abel mentioned you." },
    ]),
    db.insert(schema.emailOutbox).values([
      { user_id: a.id, to_address: a.email, subject: "Welcome to Shepherd", text_body: "Welcome.", kind: "welcome" },
      { user_id: null, to_address: a.email, subject: "Reset your Shepherd password", text_body: "Reset.", kind: "password_reset" },
      { user_id: b.id, to_address: b.email, subject: "Welcome to Shepherd", text_body: "Welcome.", kind: "welcome" },
    ]),
    db.insert(schema.clientErrors).values({ user_id: a.id, message: "TypeError in A's page" }),
    // The Pasture: A's post with his comment and Amen, B's post that A reported, each blocking the other.
    db.insert(schema.posts).values([
      { id: aPost, author_id: a.id, body: "A's words in The Pasture.", image_key: `posts/${a.id}/${crypto.randomUUID()}.png` },
      { id: bPost, author_id: b.id, body: "B's words in The Pasture." },
    ]),
    db.insert(schema.postComments).values({ post_id: aPost, author_id: a.id, body: "A's comment." }),
    db.insert(schema.postReactions).values({ post_id: aPost, user_id: a.id, reaction: "amen" }),
    db.insert(schema.contentReports).values({ item_kind: "post", item_id: bPost, reporter_id: a.id, reason: "spam" }),
    db.insert(schema.memberBlocks).values([
      { blocker_id: a.id, blocked_id: b.id },
      { blocker_id: b.id, blocked_id: a.id },
    ]),
    db.insert(schema.studySeries).values({ id: aSeries, host_id: a.id, title: "A's series", focus_area: "Fatherhood" }),
    db.insert(schema.seriesSessions).values({ series_id: aSeries, session_number: 1, title: "A's first session", passage: "Psalm 23:1-3", teaching: "He leads.", questions: ["Where?"], prayer: "Lead us." }),
    db.insert(schema.seriesFollows).values({ user_id: a.id, series_id: aSeries, start_date: "2026-03-02" }),
    db.insert(schema.verification).values({
      id: crypto.randomUUID(),
      identifier: `reset-password:${crypto.randomUUID()}`,
      value: a.id,
      expiresAt: day(30),
    }),
  ]);
  await seedGatheringsAndFlocks(a, b);
  await seedPrayer(a, b);
  await seedSupport(a);
  await seedGrowth(a);
  return [ownPlan!.id];
}

/**
 * Gatherings: A hosts one; in B's, A answered, attended and chatted. Flocks: A leads one alone
 * with B as a member (B takes it over when A leaves), with A's invite link, reflection, comment,
 * the flock plan A started and his word on its first day, and nudges both ways; in B's flock A has an invitation and a request waiting.
 */
async function seedGatheringsAndFlocks(a: Member, b: Member) {
  const db = testDb();
  const [aGathering, bGathering, aFlock, bFlock, reflection, flockPlan] = Array.from({ length: 6 }, () => crypto.randomUUID()) as [string, string, string, string, string, string];
  const gathering = (id: string, hostId: string) => ({
    id,
    room_name: `g-${id.replace(/-/g, "").slice(0, 10)}`,
    host_id: hostId,
    title: "Iron Sharpens Iron",
    starts_at: day(1),
    duration_minutes: 60,
    audience: "pasture" as const,
    capacity: 12,
  });
  await db.batch([
    db.insert(schema.gatherings).values([gathering(aGathering, a.id), gathering(bGathering, b.id)]),
    db.insert(schema.gatheringMembers).values({ gathering_id: bGathering, user_id: a.id, rsvp: "going" }),
    db.insert(schema.gatheringAttendance).values({ gathering_id: bGathering, participant_sid: "PA_a", user_id: a.id, joined_at: day(-1) }),
    db.insert(schema.gatheringChat).values({ gathering_id: bGathering, author_id: a.id, body: "A's word in the room." }),
    db.insert(schema.flocks).values([
      { id: aFlock, name: "A's flock", created_by: a.id },
      { id: bFlock, name: "B's flock", created_by: b.id, join_mode: "invite_or_request" },
    ]),
    db.insert(schema.flockMembers).values([
      { flock_id: aFlock, user_id: a.id, role: "leader", joined_at: day(-10) },
      { flock_id: aFlock, user_id: b.id, role: "member", joined_at: day(-5) },
      { flock_id: bFlock, user_id: b.id, role: "leader", joined_at: day(-10) },
    ]),
    db.insert(schema.flockInvites).values({ flock_id: aFlock, code: newFlockInviteCode(), created_by: a.id, expires_at: day(7) }),
    db.insert(schema.flockInvitations).values([
      { flock_id: bFlock, user_id: a.id, invited_by: b.id },
      { flock_id: aFlock, user_id: b.id, invited_by: a.id },
    ]),
    db.insert(schema.flockJoinRequests).values({ flock_id: bFlock, user_id: a.id }),
    db.insert(schema.flockReflections).values({ id: reflection, flock_id: aFlock, author_id: a.id, body: "A's reflection." }),
    db.insert(schema.flockReflectionComments).values({ reflection_id: reflection, flock_id: aFlock, author_id: a.id, body: "A's comment." }),
    db.insert(schema.flockPlans).values({ id: flockPlan, flock_id: aFlock, kind: "series", series_id: "iron-sharpens-iron", start_date: "2026-03-01", started_by: a.id }),
    db.insert(schema.flockPlanEnrollments).values([
      { flock_plan_id: flockPlan, user_id: a.id, status: "enrolled" },
      { flock_plan_id: flockPlan, user_id: b.id, status: "enrolled" },
    ]),
    db.insert(schema.flockPlanDayComments).values({ flock_plan_id: flockPlan, day_number: 1, author_id: a.id, body: "A's word on day one." }),
    db.insert(schema.flockNudges).values([
      { flock_id: aFlock, from_id: a.id, to_id: b.id, day: "2026-03-01", message: "Praying for you today, brother" },
      { flock_id: aFlock, from_id: b.id, to_id: a.id, day: "2026-03-01", message: "Praying for you today, brother" },
    ]),
  ]);
}

/**
 * Prayer: A's private request and his request to B's flock that B prayed for, A's mark on B's
 * Pasture request, A's prayer reminder, and a prayer gathering of B's that A was present at while
 * it prayed through A's request.
 */
async function seedPrayer(a: Member, b: Member) {
  const db = testDb();
  const [aPrivate, aShared, bShared, prayerGathering] = Array.from({ length: 4 }, () => crypto.randomUUID()) as [string, string, string, string];
  await db.batch([
    db.insert(schema.prayerRequests).values([
      { id: aPrivate, user_id: a.id, body: "A's private request." },
      { id: aShared, user_id: a.id, body: "A's request to the Pasture.", audience: "pasture", expires_at: day(30) },
      { id: bShared, user_id: b.id, body: "B's request to the Pasture.", audience: "pasture", expires_at: day(30) },
    ]),
    db.insert(schema.prayerMarks).values([
      { request_id: aShared, user_id: b.id, local_date: "2026-03-01" },
      { request_id: bShared, user_id: a.id, local_date: "2026-03-01" },
    ]),
    db.insert(schema.prayerReminders).values({ user_id: a.id, enabled: true }),
    db.insert(schema.gatherings).values({
      id: prayerGathering,
      room_name: `g-${prayerGathering.replace(/-/g, "").slice(0, 10)}`,
      host_id: b.id,
      kind: "prayer",
      title: "Pray together",
      starts_at: day(-1),
      duration_minutes: 30,
      audience: "pasture",
      capacity: 50,
    }),
    db.insert(schema.prayerGatheringPresence).values({ gathering_id: prayerGathering, user_id: a.id, first_seen_at: day(-1) }),
    db.insert(schema.prayerGatheringPrayed).values({ gathering_id: prayerGathering, request_id: aShared, present_count: 2, prayed_at: day(-1) }),
  ]);
}

/** Support: A's ticket with his message and support's answer (its thread goes with his account). */
async function seedSupport(a: Member) {
  await seedSupportTicket(testDb(), {
    userId: a.id,
    subject: "A's question",
    at: day(-1),
    messages: [
      { body: "A's message to support.", fromAdmin: false, at: day(-1) },
      { body: "Support's answer to A.", fromAdmin: true, at: day(0) },
    ],
  });
}

/** Growth: A's answer to the cancel survey and his exposure to the upgrade banner's experiment. */
async function seedGrowth(a: Member) {
  const db = testDb();
  await db.batch([
    db.insert(schema.cancelSurveyAnswers).values({ user_id: a.id, reason: "too_expensive", details: "A's words on leaving." }),
    db.insert(schema.experimentExposures).values({ experiment_key: UPGRADE_BANNER_EXPERIMENT, user_id: a.id, variant: "control" }),
  ]);
}
