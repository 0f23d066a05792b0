/**
 * Roles and leaving. The leader makes members co-leaders and back, hands leadership over (he stays
 * on as a co-leader), and may remove anyone; a co-leader may remove plain members only. Anyone may
 * leave, except the flock's last leader: he hands over first or closes the flock.
 */
import { and, count, eq } from "drizzle-orm";
import { FLOCK_COPY as C } from "../../../app/kernel/copy/flock";
import type { FlockRole } from "../../../app/kernel/flock/rules";
import type { Database } from "../../db/client";
import { flockMembers, profiles, user } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { type Outcome, refuse, succeed } from "../outcome";
import { type FlockAccess, findFlockFor } from "./access.server";
import { leadersOnly, onlyTheLeader } from "./leaders.server";
import { personColumns } from "./people.server";

const notYourself = () => refuse(400, C.errors.notYourself, { field: "memberId" });

/** A brother of the flock (not the member acting), with his role, or the "not in this flock" refusal. */
async function brotherIn(db: Database, access: FlockAccess, memberId: string) {
  const [row] = await db
    .select({ ...personColumns, role: flockMembers.role })
    .from(flockMembers)
    .innerJoin(user, eq(user.id, flockMembers.user_id))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(and(eq(flockMembers.flock_id, access.flock.id), eq(flockMembers.user_id, memberId)))
    .limit(1);
  return row ?? null;
}

const memberRow = (flockId: string, memberId: string) => and(eq(flockMembers.flock_id, flockId), eq(flockMembers.user_id, memberId));

/** The leader makes a brother a co-leader, or a co-leader a member again. */
export async function setRole(
  db: Database,
  scope: MemberScope,
  flockId: string,
  memberId: string,
  role: Exclude<FlockRole, "leader">,
): Promise<Outcome<{ displayName: string; role: FlockRole }>> {
  const access = await findFlockFor(db, scope, flockId);
  if (!access.ok) return access;
  const refused = onlyTheLeader(access);
  if (refused) return refused;
  if (memberId === scope.id) return notYourself();
  const brother = await brotherIn(db, access, memberId);
  if (!brother) return refuse(404, C.errors.memberNotFound, { field: "memberId" });
  await db.update(flockMembers).set({ role }).where(memberRow(flockId, memberId));
  return succeed({ displayName: brother.displayName, role });
}

export async function removeMember(db: Database, scope: MemberScope, flockId: string, memberId: string): Promise<Outcome<{ displayName: string }>> {
  const access = await findFlockFor(db, scope, flockId);
  if (!access.ok) return access;
  const refused = leadersOnly(access);
  if (refused) return refused;
  if (memberId === scope.id) return notYourself();
  const brother = await brotherIn(db, access, memberId);
  if (!brother) return refuse(404, C.errors.memberNotFound, { field: "memberId" });
  if (access.role !== "leader" && brother.role !== "member") return refuse(403, C.errors.leaderOnly, { code: "not_leader" });
  await db.delete(flockMembers).where(memberRow(flockId, memberId));
  return succeed({ displayName: brother.displayName });
}

/** The leader hands the flock to a brother, who becomes its leader; he stays on as a co-leader. */
export async function handOver(db: Database, scope: MemberScope, flockId: string, memberId: string): Promise<Outcome<{ displayName: string }>> {
  const access = await findFlockFor(db, scope, flockId);
  if (!access.ok) return access;
  const refused = onlyTheLeader(access);
  if (refused) return refused;
  if (memberId === scope.id) return notYourself();
  const brother = await brotherIn(db, access, memberId);
  if (!brother) return refuse(404, C.errors.memberNotFound, { field: "memberId" });
  await db.batch([
    db.update(flockMembers).set({ role: "leader" }).where(memberRow(flockId, memberId)),
    db.update(flockMembers).set({ role: "co_leader" }).where(memberRow(flockId, scope.id)),
  ]);
  return succeed({ displayName: brother.displayName });
}

/** How many leaders the flock has (one, unless leadership was handed over mid-request). */
export async function leaderCount(db: Database, flockId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(flockMembers)
    .where(and(eq(flockMembers.flock_id, flockId), eq(flockMembers.role, "leader")));
  return row?.n ?? 0;
}

export async function leaveFlock(db: Database, scope: MemberScope, flockId: string): Promise<Outcome<{ name: string }>> {
  const access = await findFlockFor(db, scope, flockId);
  if (!access.ok) return access;
  if (access.role === "leader" && (await leaderCount(db, flockId)) <= 1) return refuse(409, C.errors.lastLeader, { code: "last_leader" });
  await db.delete(flockMembers).where(memberRow(flockId, scope.id));
  return succeed({ name: access.flock.name });
}
