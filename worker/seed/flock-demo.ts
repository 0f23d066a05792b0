/**
 * The demo member's flock on first start: "Iron Sharpens Iron", led by Marcus, the demo member its
 * co-leader, with Caleb, Josiah and Eli; two weeks of shared reflections with comments (Marcus's
 * comment mentions him, unread, and leads to that reflection); Marcus, Caleb and the demo member
 * sharing their walk; and a flock plan begun five days ago that Marcus and Caleb have already read
 * today. Rows are written at past times directly, since the domain stamps "now".
 * Keyed on Marcus leading a flock of that name, so it happens once.
 */
import { and, eq, inArray } from "drizzle-orm";
import { FLOCK_COPY } from "../../app/kernel/copy/flock";
import { localDate } from "../../app/kernel/dates";
import { reflectionHref } from "../../app/kernel/flock/rules";
import type { AppContext } from "../context";
import { flockMembers, flockReflectionComments, flocks, notifications, user } from "../db/schema";
import { seedFlockPlan } from "./flock-plans";
import { seedFlock, seedFlockMember, seedReflection } from "./flocks";
import { BROTHERS } from "./pasture-demo";
import { seedPlanProgress } from "./plans";

export const DEMO_FLOCK = {
  name: "Iron Sharpens Iron",
  description: "Five men from Grace Fellowship who meet Tuesday mornings before work. We read together, pray for each other's homes and keep each other honest.",
} as const;
/** The flock's plan: day 1 five days ago, so today is day 6 for every brother. */
export const DEMO_FLOCK_PLAN = "brotherhood-no-man-alone";
const FLOCK_PLAN_STARTED_DAYS_AGO = 5;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export async function seedDemoFlock(
  app: AppContext,
  demo: { id: string; username: string },
  brother: { email: string },
  timeZone: string,
  now = new Date(),
): Promise<{ reflections: number } | null> {
  const { db } = app;
  const emails = [brother.email, BROTHERS.caleb.email, BROTHERS.josiah.email, BROTHERS.eli.email];
  const men = await db.select({ id: user.id, email: user.email }).from(user).where(inArray(user.email, emails)).all();
  const idOf = (email: string) => men.find((m) => m.email === email)?.id;
  const [marcus, caleb, josiah, eli] = emails.map(idOf);
  if (!marcus || !caleb || !josiah || !eli) return null;
  const already = await db
    .select({ id: flocks.id })
    .from(flocks)
    .where(and(eq(flocks.created_by, marcus), eq(flocks.name, DEMO_FLOCK.name)))
    .get();
  if (already) return null;

  const ago = (ms: number) => new Date(now.getTime() - ms);
  const flock = await seedFlock(db, { ...DEMO_FLOCK, leaderId: marcus, createdAt: ago(20 * DAY_MS) });
  const members = [
    { userId: demo.id, role: "co_leader" as const, accountability: true, joinedAt: ago(19 * DAY_MS) },
    { userId: caleb, accountability: true, joinedAt: ago(18 * DAY_MS) },
    { userId: josiah, joinedAt: ago(17 * DAY_MS) },
    { userId: eli, joinedAt: ago(15 * DAY_MS) },
  ];
  for (const member of members) await seedFlockMember(db, { flockId: flock.id, ...member });
  // The leader's row comes with the flock; he shares his walk too.
  await db.update(flockMembers).set({ accountability: true }).where(and(eq(flockMembers.flock_id, flock.id), eq(flockMembers.user_id, marcus)));

  const reflect = (authorId: string, body: string, hours: number, extra: { sourceLabel?: string; source?: "journal" | "plan_day" } = {}) =>
    seedReflection(db, { flockId: flock.id, authorId, body, at: ago(hours * HOUR_MS), ...extra });
  const first = await reflect(
    josiah,
    "Two weeks without the phone in the bedroom. The first nights were harder than I'll admit, but I've prayed more before sleep this fortnight than all year.",
    13 * 24,
  );
  const interview = await reflect(
    eli,
    "Thursday's interview went well, I think. Whatever comes, I walked in remembering Isaiah 40:31 instead of my bank balance.",
    9 * 24,
    { source: "journal", sourceLabel: FLOCK_COPY.reflections.fromJournal },
  );
  const planDay = await reflect(
    caleb,
    "Day two of No Man Alone asked who knows the real me. Honestly, this group is most of the answer, and I'm grateful.",
    4 * 24,
    { source: "plan_day", sourceLabel: FLOCK_COPY.reflections.fromPlanDay(2, "No Man Alone") },
  );
  const his = await reflect(
    demo.id,
    "Went back to Ben after I snapped at him over the dishes and told him I was wrong. He hugged me. I keep thinking about how the Father runs to the son.",
    30,
  );
  const latest = await reflect(marcus, "Led the team meeting today without needing to win every point. Small thing, but it felt like obedience.", 6);

  const mention = `@${demo.username} that's exactly what a father's heart looks like. Proud to walk with you, brother.`;
  const comments: (typeof flockReflectionComments.$inferInsert & { id: string })[] = [
    { id: crypto.randomUUID(), reflection_id: first.id, flock_id: flock.id, author_id: marcus, body: "Proud of you. I need to try this.", created_at: ago(12 * DAY_MS) },
    { id: crypto.randomUUID(), reflection_id: interview.id, flock_id: flock.id, author_id: demo.id, body: "Praying for a call this week, Eli.", created_at: ago(9 * DAY_MS - 3 * HOUR_MS) },
    { id: crypto.randomUUID(), reflection_id: planDay.id, flock_id: flock.id, author_id: josiah, body: "Same here. Thanks for saying it first.", created_at: ago(4 * DAY_MS - 5 * HOUR_MS) },
    { id: crypto.randomUUID(), reflection_id: his.id, flock_id: flock.id, author_id: caleb, body: "Needed this. My oldest and I had the same kind of week.", created_at: ago(26 * HOUR_MS) },
    { id: crypto.randomUUID(), reflection_id: his.id, flock_id: flock.id, author_id: marcus, body: mention, created_at: ago(3 * HOUR_MS) },
  ];
  const mentioning = comments.at(-1)!;
  await db.batch([
    db.insert(flockReflectionComments).values(comments),
    db.insert(notifications).values({
      user_id: demo.id,
      mentioner_id: marcus,
      type: "mention_reflection",
      content: mention,
      link: reflectionHref(flock.id, his.id),
      source_id: mentioning.id,
      read: false,
      created_at: mentioning.created_at,
    }),
  ]);

  const today = localDate(timeZone, now);
  await seedFlockPlan(db, { flockId: flock.id, startedBy: marcus, ref: DEMO_FLOCK_PLAN, startedDaysAgo: FLOCK_PLAN_STARTED_DAYS_AGO, today });
  // Marcus and Caleb have read today's day; Josiah is a day behind; the demo member has yet to begin.
  for (const [userId, daysDone] of [
    [marcus, FLOCK_PLAN_STARTED_DAYS_AGO + 1],
    [caleb, FLOCK_PLAN_STARTED_DAYS_AGO + 1],
    [josiah, FLOCK_PLAN_STARTED_DAYS_AGO],
  ] as const) {
    await seedPlanProgress(db, { userId, timeZone, planId: DEMO_FLOCK_PLAN, startedDaysAgo: FLOCK_PLAN_STARTED_DAYS_AGO, daysDone, now });
  }
  return { reflections: 5 };
}
