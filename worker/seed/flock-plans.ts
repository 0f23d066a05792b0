/**
 * A flock part-way through a plan, for the demo seed and the tests: the flock plan started some
 * days ago with every current member enrolled, written with the same columns the domain writes
 * (worker/domain/flock/plans.server.ts). Days checked off are seeded per man with seedPlanProgress.
 */
import { eq } from "drizzle-orm";
import { addDays } from "../../app/kernel/dates";
import type { FlockPlanKind } from "../../app/kernel/flock/rules";
import type { Database } from "../db/client";
import { flockMembers, flockPlanEnrollments, flockPlans } from "../db/schema";

export interface SeedFlockPlan {
  flockId: string;
  startedBy: string;
  kind?: FlockPlanKind;
  /** A plan's id (a catalogue slug or his own plan's id), or a library series' slug for kind "series". */
  ref: string;
  /** Day 1 was this many days before `today`. */
  startedDaysAgo: number;
  today: string;
}

export async function seedFlockPlan(db: Database, seed: SeedFlockPlan) {
  const kind = seed.kind ?? "catalogue";
  const members = await db.select({ id: flockMembers.user_id }).from(flockMembers).where(eq(flockMembers.flock_id, seed.flockId));
  const [plan] = await db
    .insert(flockPlans)
    .values({
      flock_id: seed.flockId,
      kind,
      plan_id: kind === "series" ? null : seed.ref,
      series_id: kind === "series" ? seed.ref : null,
      start_date: addDays(seed.today, -seed.startedDaysAgo),
      started_by: seed.startedBy,
    })
    .returning();
  if (members.length > 0) await db.insert(flockPlanEnrollments).values(members.map((member) => ({ flock_plan_id: plan!.id, user_id: member.id })));
  return plan!;
}
