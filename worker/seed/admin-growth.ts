/**
 * The growth pages' demo data: six members with subscriptions across the last months (paying,
 * cancelling, ended, a trial that converted and one that did not, an administrator's grant), their
 * cancel survey answers, exposures to the upgrade banner experiment, and two flags beside the kill
 * switches (one stale). Keyed on the first of these members existing, so it happens once.
 */
import { eq } from "drizzle-orm";
import { assignVariant, UPGRADE_BANNER_EXPERIMENT, type CancelReason } from "../../app/kernel/admin/growth";
import type { AppContext } from "../context";
import { cancelSurveyAnswers, experimentExposures, experiments, featureFlags, subscriptions, user } from "../db/schema";
import { createUser } from "./factories";

const DAY_MS = 24 * 60 * 60 * 1000;

interface GrowthMember {
  name: string;
  subscription: { plan: string; status: string; provider: "stripe" | "admin"; startedDaysAgo: number; trialDays?: number; periodEndDays: number | null };
  answer?: { reason: CancelReason; details: string | null; daysAgo: number };
  exposedDaysAgo: number;
}

const MEMBERS: GrowthMember[] = [
  { name: "Abel", subscription: { plan: "premium_monthly", status: "active", provider: "stripe", startedDaysAgo: 150, periodEndDays: 20 }, exposedDaysAgo: 160 },
  {
    name: "Boaz",
    subscription: { plan: "premium_yearly", status: "active", provider: "stripe", startedDaysAgo: 120, trialDays: 7, periodEndDays: 240 },
    answer: { reason: "too_expensive", details: "A yearly plan is hard for us this winter; I hope to come back.", daysAgo: 3 },
    exposedDaysAgo: 125,
  },
  {
    name: "Cyrus",
    subscription: { plan: "premium_monthly", status: "canceled", provider: "stripe", startedDaysAgo: 95, periodEndDays: -30 },
    answer: { reason: "not_using", details: "Work has taken every evening; I read the free devotional each morning.", daysAgo: 40 },
    exposedDaysAgo: 100,
  },
  {
    name: "Dathan",
    subscription: { plan: "premium_monthly", status: "canceled", provider: "stripe", startedDaysAgo: 67, trialDays: 7, periodEndDays: -62 },
    answer: { reason: "missing_feature", details: null, daysAgo: 62 },
    exposedDaysAgo: 70,
  },
  { name: "Ezra", subscription: { plan: "premium_monthly", status: "active", provider: "stripe", startedDaysAgo: 37, trialDays: 7, periodEndDays: 23 }, exposedDaysAgo: 45 },
  { name: "Gideon", subscription: { plan: "premium_comp", status: "active", provider: "admin", startedDaysAgo: 20, periodEndDays: null }, exposedDaysAgo: 25 },
];

/** Their own addresses and usernames, apart from the other seeded members'. */
const emailOf = (name: string) => `${name.toLowerCase()}.member@shepherd.local`;

export async function seedAdminGrowth(app: AppContext, demoId: string, now = new Date()): Promise<void> {
  const first = await app.db.select({ id: user.id }).from(user).where(eq(user.email, emailOf(MEMBERS[0]!.name))).get();
  if (first) return;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const statements = [];
  const [experiment] = await app.db.select({ variants: experiments.variants }).from(experiments).where(eq(experiments.key, UPGRADE_BANNER_EXPERIMENT));
  for (const member of MEMBERS) {
    const created = await createUser(app, {
      email: emailOf(member.name),
      password: "steadfast-Faith-7",
      name: member.name,
      username: `${member.name.toLowerCase()}_member`,
      timeZone: "America/Chicago",
      focus: ["Brotherhood"],
      currentTopics: [],
      onboarded: true,
      emailVerified: true,
    });
    const plan = member.subscription;
    const trialEnd = plan.trialDays ? at(plan.startedDaysAgo - plan.trialDays) : null;
    const periodEnd = plan.periodEndDays === null ? null : at(-plan.periodEndDays);
    const ended = plan.status === "canceled";
    statements.push(
      app.db.insert(subscriptions).values({
        user_id: created.id,
        plan_type: plan.plan,
        status: plan.status,
        provider: plan.provider,
        trial_end: trialEnd,
        current_period_end: periodEnd,
        provider_customer_id: plan.provider === "stripe" ? `cus_demo_${member.name.toLowerCase()}` : null,
        provider_subscription_id: plan.provider === "stripe" ? `sub_demo_${member.name.toLowerCase()}` : null,
        created_at: at(plan.startedDaysAgo),
        updated_at: ended && periodEnd ? periodEnd : at(plan.startedDaysAgo),
      }),
    );
    if (member.answer) {
      statements.push(
        app.db.insert(cancelSurveyAnswers).values({ user_id: created.id, reason: member.answer.reason, details: member.answer.details, created_at: at(member.answer.daysAgo) }),
      );
    }
    if (experiment) {
      statements.push(
        app.db.insert(experimentExposures).values({
          experiment_key: UPGRADE_BANNER_EXPERIMENT,
          user_id: created.id,
          variant: assignVariant(UPGRADE_BANNER_EXPERIMENT, created.id, experiment.variants),
          exposed_at: at(member.exposedDaysAgo),
        }),
      );
    }
  }
  if (experiment) {
    statements.push(
      app.db
        .insert(experimentExposures)
        .values({ experiment_key: UPGRADE_BANNER_EXPERIMENT, user_id: demoId, variant: assignVariant(UPGRADE_BANNER_EXPERIMENT, demoId, experiment.variants), exposed_at: at(2) })
        .onConflictDoNothing(),
    );
  }
  statements.push(
    app.db
      .insert(featureFlags)
      .values([
        { key: "new_today_layout", description: "The redesigned Today screen, for a quarter of members and the demo account.", type: "release", rollout_percent: 25, allow_list: [demoId], created_at: at(60), updated_at: at(60) },
        { key: "verse_of_the_day_email", description: "The morning verse email goes out.", type: "operational", created_at: at(10), updated_at: at(10) },
      ])
      .onConflictDoNothing(),
  );
  await app.db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
}
