import { and, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { notifications, planEnrollments, user } from "../db/schema";
import { createUser } from "./factories";
import { seedWalkHistory } from "./history";
import { seedLastWeekInsight } from "./insights";
import { seedDemoFlock } from "./flock-demo";
import { seedDemoGatherings } from "./gatherings-demo";
import { seedDemoPasture } from "./pasture-demo";
import { seedDemoPrayerGathering } from "./prayer-gatherings-demo";
import { seedPlanProgress } from "./plans";
import { seedDemoPrayer } from "./prayer-demo";
import { seedDemoModeration } from "./admin-moderation";
import { DEMO_ADMIN, seedDemoAdmin } from "./admin-users";
import { seedAdminGrowth } from "./admin-growth";

export const DEMO_ACCOUNT = {
  email: "demo@shepherd.local",
  password: "walk-humbly-2026",
  name: "Daniel",
  username: "daniel",
} as const;

/** Another seeded member: the demo account's brother in Christ, who mentions him. */
export const DEMO_BROTHER = {
  email: "marcus@shepherd.local",
  password: "iron-sharpens-iron-27",
  name: "Marcus",
  username: "marcus",
} as const;

const HOUR_MS = 3_600_000;

/**
 * Seeds the demo account with about three weeks of history. Running it again changes nothing, except
 * that a fresh live gathering (and invitation) is written once the last one is over.
 */
export async function seedDemo(app: AppContext) {
  const existing = await app.db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNT.email)).get();
  if (existing) {
    // A demo seeded before notifications or plans existed gains them once; after that this is a no-op.
    await seedDemoNotifications(app, existing.id);
    await seedDemoPlan(app, existing.id, "America/Chicago");
    await seedDemoPasture(app, { id: existing.id, username: DEMO_ACCOUNT.username }, DEMO_BROTHER, "America/Chicago");
    await seedDemoGatherings(app, { id: existing.id }, DEMO_BROTHER, "America/Chicago");
    await seedDemoFlock(app, { id: existing.id, username: DEMO_ACCOUNT.username }, DEMO_BROTHER, "America/Chicago");
    await seedDemoPrayer(app, { id: existing.id });
    await seedDemoPrayerGathering(app, existing);
    await seedDemoModeration(app, existing);
    await seedDemoAdmin(app, DEMO_BROTHER.email);
    await seedAdminGrowth(app, existing.id);
    return { created: false, ...DEMO_ACCOUNT, admin: DEMO_ADMIN };
  }
  const timeZone = "America/Chicago";
  const demo = await createUser(app, {
    ...DEMO_ACCOUNT,
    timeZone,
    focus: ["Fatherhood", "Marriage", "Prayer Life"],
    currentTopics: ["Patience at home", "Praying with my wife"],
    onboarded: true,
    emailVerified: true,
  });
  const history = await seedWalkHistory(
    { db: app.db, env: app.env },
    { userId: demo.id, timeZone, days: 24, streakDays: 9 },
  );
  await seedLastWeekInsight(app.db, { userId: demo.id, timeZone });
  const notificationCount = await seedDemoNotifications(app, demo.id);
  const plan = await seedDemoPlan(app, demo.id, timeZone);
  const pasture = await seedDemoPasture(app, { id: demo.id, username: DEMO_ACCOUNT.username }, DEMO_BROTHER, timeZone);
  const gathered = await seedDemoGatherings(app, { id: demo.id }, DEMO_BROTHER, timeZone);
  const flock = await seedDemoFlock(app, { id: demo.id, username: DEMO_ACCOUNT.username }, DEMO_BROTHER, timeZone);
  await seedDemoPrayer(app, { id: demo.id });
  await seedDemoPrayerGathering(app, demo);
  await seedDemoModeration(app, demo);
  await seedDemoAdmin(app, DEMO_BROTHER.email);
  await seedAdminGrowth(app, demo.id);
  return {
    created: true,
    ...DEMO_ACCOUNT,
    admin: DEMO_ADMIN,
    history: { ...history, insights: 1, notifications: notificationCount, planDaysDone: plan?.daysDone ?? 0, pasturePosts: pasture?.posts ?? 0, gatherings: gathered?.gatherings ?? 0, flockReflections: flock?.reflections ?? 0 },
  };
}

/** The demo's plan on The Path: "The Father's Heart", started three days ago, days 1–3 done (inside his streak). */
export const DEMO_PLAN_ID = "fatherhood-the-fathers-heart";

async function seedDemoPlan(app: AppContext, demoId: string, timeZone: string) {
  const enrolled = await app.db
    .select({ id: planEnrollments.id })
    .from(planEnrollments)
    .where(and(eq(planEnrollments.user_id, demoId), eq(planEnrollments.plan_id, DEMO_PLAN_ID)))
    .get();
  if (enrolled) return null;
  return seedPlanProgress(app.db, { userId: demoId, timeZone, planId: DEMO_PLAN_ID, startedDaysAgo: 3, daysDone: 3 });
}

/**
 * Marcus, and two notifications for the demo member: a read mention in a reflection and a read
 * note that leads to the journal (his unread mention comes with his Pasture post). Keyed on Marcus
 * existing, so it happens once. Returns how many notifications were written.
 */
async function seedDemoNotifications(app: AppContext, demoId: string): Promise<number> {
  const brother = await app.db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_BROTHER.email)).get();
  if (brother) return 0;
  const marcus = await createUser(app, {
    ...DEMO_BROTHER,
    timeZone: "America/Chicago",
    focus: ["Brotherhood", "Work"],
    currentTopics: ["Leading at work"],
    onboarded: true,
    emailVerified: true,
  });
  const now = Date.now();
  const rows: (typeof notifications.$inferInsert)[] = [
    {
      user_id: demoId,
      mentioner_id: marcus.id,
      type: "mention_reflection",
      content: "@daniel what you wrote about going back to Ben after the dishes stayed with me all day.",
      read: true,
      created_at: new Date(now - 26 * HOUR_MS),
    },
    {
      user_id: demoId,
      mentioner_id: null,
      type: "other",
      content: "Three reflections this week. Take a minute to read back through your journal.",
      link: "/journal",
      read: true,
      created_at: new Date(now - 3 * 24 * HOUR_MS),
    },
  ];
  await app.db.insert(notifications).values(rows);
  return rows.length;
}
