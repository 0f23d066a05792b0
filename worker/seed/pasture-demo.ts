/**
 * The demo member's Pasture on first start: three more brothers beside Marcus, a few days of
 * posts (a passage, a plan day shared, a prayer request, his own post), comments, Amen and
 * Praying, Marcus's post that mentions him (unread), and a library series he follows.
 * Keyed on Caleb existing, so it happens once.
 */
import { and, eq } from "drizzle-orm";
import { PASTURE_COPY } from "../../app/kernel/copy/pasture";
import { addDays, localDate } from "../../app/kernel/dates";
import type { AppContext } from "../context";
import { planDays, plans, user } from "../db/schema";
import { createUser, type UserSeed } from "./factories";
import { seedComment, seedPost, seedReactions, seedSeriesFollow } from "./pasture";

export const DEMO_FOLLOWED_SERIES = "fatherhood-what-our-children-carry";
const SHARED_PLAN_ID = "fatherhood-the-fathers-heart";

export const BROTHERS = {
  caleb: { email: "caleb@shepherd.local", password: "bear-one-another-62", name: "Caleb", username: "caleb", focus: ["Fatherhood", "Work"] },
  josiah: { email: "josiah@shepherd.local", password: "lamp-unto-my-feet-119", name: "Josiah", username: "josiah", focus: ["Prayer Life", "Temptation"] },
  eli: { email: "eli@shepherd.local", password: "wait-on-the-lord-40", name: "Eli Brooks", username: "eli_brooks", focus: ["Work", "Marriage"] },
} satisfies Record<string, UserSeed & { username: string }>;

const HOUR_MS = 3_600_000;

export async function seedDemoPasture(
  app: AppContext,
  demo: { id: string; username: string },
  brother: { email: string; username: string },
  timeZone: string,
): Promise<{ posts: number } | null> {
  const { db } = app;
  const done = await db.select({ id: user.id }).from(user).where(eq(user.email, BROTHERS.caleb.email)).get();
  if (done) return null;
  const marcus = await db.select({ id: user.id }).from(user).where(eq(user.email, brother.email)).get();
  if (!marcus) return null;
  const created = async (seed: UserSeed) =>
    (await createUser(app, { ...seed, timeZone, currentTopics: [], onboarded: true, emailVerified: true })).id;
  const caleb = await created(BROTHERS.caleb);
  const josiah = await created(BROTHERS.josiah);
  const eli = await created(BROTHERS.eli);

  const now = Date.now();
  const ago = (hours: number) => new Date(now - hours * HOUR_MS);
  const planDay = await db
    .select({ id: planDays.id, title: plans.title })
    .from(planDays)
    .innerJoin(plans, eq(plans.id, planDays.plan_id))
    .where(and(eq(planDays.plan_id, SHARED_PLAN_ID), eq(planDays.day_number, 1)))
    .get();

  const psalm = await seedPost(db, {
    authorId: josiah,
    body: "Up before the kids this week to read before the house wakes. This one met me where I was.",
    scripture: "Psalm 34:18",
    at: ago(74),
  });
  const shared = await seedPost(db, {
    authorId: caleb,
    body: "Started this plan with my oldest in mind. Day one already had me rethinking how I answer him.",
    share: planDay ? { kind: "plan_day", id: planDay.id, label: PASTURE_COPY.sharePlanDay(planDay.title, 1) } : undefined,
    at: ago(50),
  });
  const request = await seedPost(db, {
    authorId: eli,
    body: "Prayer request: an interview Thursday after four months out of work. Praying I walk in with peace, not fear.",
    at: ago(27),
  });
  const his = await seedPost(db, {
    authorId: demo.id,
    body: "Lost my temper with Ben over the dishes again. Went back and told him I was wrong. Harder than it should be.",
    at: ago(20),
  });
  await seedPost(db, {
    authorId: marcus.id,
    body: `@${demo.username} praying for you and Sarah this week. Iron sharpens iron, brother.`,
    scripture: "Proverbs 27:17",
    mentioned: [demo],
    at: ago(2),
  });

  await seedComment(db, { postId: psalm, authorId: caleb, body: "Needed this today. Thank you, brother.", at: ago(72) });
  await seedComment(db, { postId: request, authorId: marcus.id, body: "Praying for Thursday. Text me after.", at: ago(25) });
  await seedComment(db, { postId: his, authorId: marcus.id, body: "Going back to him is the win. That is what he will remember.", at: ago(19) });
  await seedComment(db, { postId: his, authorId: josiah, body: "Been there this month. Praying for patience for both of us.", at: ago(18) });
  await seedReactions(db, [
    { postId: psalm, userId: demo.id, reaction: "amen", at: ago(70) },
    { postId: psalm, userId: eli, reaction: "amen", at: ago(69) },
    { postId: shared, userId: josiah, reaction: "amen", at: ago(48) },
    { postId: request, userId: demo.id, reaction: "praying", at: ago(26) },
    { postId: request, userId: caleb, reaction: "praying", at: ago(26) },
    { postId: request, userId: josiah, reaction: "praying", at: ago(24) },
    { postId: his, userId: marcus.id, reaction: "amen", at: ago(19) },
    { postId: his, userId: caleb, reaction: "praying", at: ago(17) },
    { postId: his, userId: eli, reaction: "amen", at: ago(16) },
  ]);
  const followedOn = addDays(localDate(timeZone, ago(0)), -7);
  await seedSeriesFollow(db, { userId: demo.id, seriesId: DEMO_FOLLOWED_SERIES, startDate: followedOn, at: ago(7 * 24) });
  return { posts: 5 };
}
