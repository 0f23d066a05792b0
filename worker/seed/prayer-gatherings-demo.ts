/**
 * The demo's prayer gathering: the leader of the demo member's flock schedules one for the flock,
 * starting in two hours, with two brothers going and the demo member's answer still open, so a
 * newcomer signed in as the demo member finds it on /prayer and on the flock's page and can open it.
 * Written when the leader has no prayer gathering for the flock still ahead or under way, so a later
 * start of the app, after the last one is over, finds a coming one again.
 */
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { CAPACITY } from "../../app/kernel/gatherings/rules";
import type { AppContext } from "../context";
import { flockMembers, flocks, gatherings, user } from "../db/schema";
import { DEMO_FLOCK } from "./flock-demo";
import { seedGathering, seedGatheringMember } from "./gatherings";
import { BROTHERS } from "./pasture-demo";

const QUARTER_HOUR_MS = 15 * 60_000;
const STARTS_IN_MS = 2 * 60 * 60_000;

export const DEMO_PRAYER_GATHERING = { title: "Tuesday Night Prayer", durationMinutes: 45 } as const;

export async function seedDemoPrayerGathering(app: AppContext, demo: { id: string }, now = new Date()): Promise<void> {
  const { db } = app;
  const flock = await db
    .select({ id: flocks.id })
    .from(flocks)
    .innerJoin(flockMembers, and(eq(flockMembers.flock_id, flocks.id), eq(flockMembers.user_id, demo.id)))
    .where(eq(flocks.name, DEMO_FLOCK.name))
    .get();
  if (!flock) return;
  const leader = await db
    .select({ id: flockMembers.user_id })
    .from(flockMembers)
    .where(and(eq(flockMembers.flock_id, flock.id), eq(flockMembers.role, "leader")))
    .get();
  if (!leader) return;
  const coming = await db
    .select({ id: gatherings.id })
    .from(gatherings)
    .where(
      and(
        eq(gatherings.kind, "prayer"),
        eq(gatherings.flock_id, flock.id),
        isNull(gatherings.ended_at),
        gt(sql`${gatherings.starts_at} + ${gatherings.duration_minutes} * 60000`, now.getTime()),
      ),
    )
    .get();
  if (coming) return;

  const startsAt = new Date(Math.ceil((now.getTime() + STARTS_IN_MS) / QUARTER_HOUR_MS) * QUARTER_HOUR_MS);
  const gathering = await seedGathering(db, {
    hostId: leader.id,
    kind: "prayer",
    title: DEMO_PRAYER_GATHERING.title,
    startsAt,
    durationMinutes: DEMO_PRAYER_GATHERING.durationMinutes,
    audience: "flock",
    flockId: flock.id,
    capacity: CAPACITY.max,
  });
  const brothers = await db.select({ id: user.id }).from(user).where(inArray(user.email, [BROTHERS.caleb.email, BROTHERS.josiah.email])).all();
  for (const userId of [leader.id, ...brothers.map((brother) => brother.id)]) {
    await seedGatheringMember(db, { gatheringId: gathering!.id, userId, rsvp: "going" });
  }
}
