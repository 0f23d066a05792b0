/**
 * Where a shared reflection came from, checked to be his: one of his journal entries (from /journal
 * or Today's "Gather Your Thoughts", which saves to his journal), or a day of a plan that is his own
 * or that he is enrolled in. Only the text he submits is shared; the source gives the label the
 * flock reads ("From his journal", "From day 3 of …"), fixed when he shares.
 */
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { FLOCK_COPY } from "../../../app/kernel/copy/flock";
import type { ReflectionSource } from "../../../app/kernel/flock/rules";
import type { FlockShareTarget } from "../../../app/kernel/flock/views";
import type { Database } from "../../db/client";
import { flockMembers, flocks, journalEntries, planDays, planEnrollments, plans } from "../../db/schema";
import { refuse, succeed, type Outcome } from "../outcome";

const C = FLOCK_COPY.reflections;
const notFound = () => refuse(404, C.sourceNotFound, { field: "sourceId" });

export async function sourceLabelFor(
  db: Database,
  memberId: string,
  source: ReflectionSource,
  sourceId: string | undefined,
): Promise<Outcome<{ label: string | null; sourceId: string | null }>> {
  if (source === "written") return succeed({ label: null, sourceId: null });
  if (!sourceId) return notFound();
  if (source === "journal" || source === "today") {
    const entry = await db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(and(eq(journalEntries.id, sourceId), eq(journalEntries.user_id, memberId)))
      .get();
    if (!entry) return notFound();
    return succeed({ label: source === "journal" ? C.fromJournal : C.fromToday, sourceId });
  }
  const enrolled = sql`exists (select 1 from ${planEnrollments} where ${planEnrollments.plan_id} = ${plans.id} and ${planEnrollments.user_id} = ${memberId})`;
  const day = await db
    .select({ day: planDays.day_number, title: plans.title })
    .from(planDays)
    .innerJoin(plans, eq(plans.id, planDays.plan_id))
    .where(and(eq(planDays.id, sourceId), or(eq(plans.user_id, memberId), enrolled)))
    .get();
  if (!day) return notFound();
  return succeed({ label: C.fromPlanDay(day.day, day.title), sourceId });
}

/** The flocks he may share a reflection with (his flocks, less those where only leaders share and he does not lead). */
export async function shareTargets(db: Database, memberId: string): Promise<FlockShareTarget[]> {
  return db
    .select({ id: flocks.id, name: flocks.name })
    .from(flockMembers)
    .innerJoin(flocks, eq(flocks.id, flockMembers.flock_id))
    .where(and(eq(flockMembers.user_id, memberId), or(eq(flocks.posting_mode, "everyone"), inArray(flockMembers.role, ["leader", "co_leader"]))))
    .orderBy(asc(sql`lower(${flocks.name})`));
}
