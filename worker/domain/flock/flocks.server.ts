/**
 * Starting a flock (its creator leads it), the list on /flock (his flocks, the invitations waiting
 * for him, his own requests), and closing one: the flock row goes and every row of it with it, by
 * the foreign keys' cascade.
 */
import { asc, desc, eq, sql } from "drizzle-orm";
import { flockHref } from "../../../app/kernel/flock/rules";
import type { NewFlock } from "../../../app/kernel/flock/schemas";
import type { FlockListView } from "../../../app/kernel/flock/views";
import type { Database } from "../../db/client";
import { flockInvitations, flockJoinRequests, flockMembers, flocks, profiles, user } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { type Outcome, succeed } from "../outcome";
import { findFlockFor } from "./access.server";
import { onlyTheLeader } from "./leaders.server";
import { asPerson, personColumns } from "./people.server";

export async function createFlock(db: Database, scope: MemberScope, input: NewFlock): Promise<Outcome<{ flockId: string; href: string }>> {
  const flockId = crypto.randomUUID();
  await db.batch([
    db.insert(flocks).values({
      id: flockId,
      name: input.name,
      description: input.description,
      posting_mode: input.postingMode,
      join_mode: input.joinMode,
      created_by: scope.id,
      created_at: scope.now,
      updated_at: scope.now,
    }),
    db.insert(flockMembers).values({ flock_id: flockId, user_id: scope.id, role: "leader", joined_at: scope.now }),
  ]);
  return succeed({ flockId, href: flockHref(flockId) });
}

/**
 * How many members the flock has, counted from its own rows of the (flock, member) key: grouping
 * every membership first would read them all, however few flocks are shown.
 */
export const flockMemberCount = sql<number>`(select count(*) from ${flockMembers} m where m.flock_id = ${flocks.id})`.mapWith(Number);

/** The flock's id and name under names no joined table uses (see the batch in flockList). */
const flockIdColumn = sql<string>`${flocks.id}`.as("flock_id");
const flockNameColumn = sql<string>`${flocks.name}`.as("flock_name");

export async function flockList(db: Database, scope: Pick<MemberScope, "id">): Promise<FlockListView> {
  // One batch. D1's batch answers rows keyed by column name, so a column two tables share ("id",
  // "name") is given a name of its own, or one would overwrite the other.
  const [mine, invitations, requests] = await db.batch([
    db
      .select({ flock: flocks, role: flockMembers.role, memberCount: flockMemberCount })
      .from(flockMembers)
      .innerJoin(flocks, eq(flocks.id, flockMembers.flock_id))
      .where(eq(flockMembers.user_id, scope.id))
      .orderBy(asc(flocks.name)),
    db
      .select({ flockId: flockIdColumn, flockName: flockNameColumn, createdAt: flockInvitations.created_at, ...personColumns })
      .from(flockInvitations)
      .innerJoin(flocks, eq(flocks.id, flockInvitations.flock_id))
      .innerJoin(user, eq(user.id, flockInvitations.invited_by))
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(flockInvitations.user_id, scope.id))
      .orderBy(desc(flockInvitations.created_at)),
    db
      .select({ flockId: flockIdColumn, flockName: flockNameColumn, createdAt: flockJoinRequests.created_at })
      .from(flockJoinRequests)
      .innerJoin(flocks, eq(flocks.id, flockJoinRequests.flock_id))
      .where(eq(flockJoinRequests.user_id, scope.id))
      .orderBy(desc(flockJoinRequests.created_at)),
  ]);
  return {
    flocks: mine.map((row) => ({
      id: row.flock.id,
      name: row.flock.name,
      description: row.flock.description,
      memberCount: row.memberCount,
      myRole: row.role,
      href: flockHref(row.flock.id),
    })),
    invitations: invitations.map((row) => ({
      flockId: row.flockId,
      flockName: row.flockName,
      invitedBy: asPerson(row),
      createdAt: row.createdAt.toISOString(),
    })),
    requests: requests.map((row) => ({ flockId: row.flockId, flockName: row.flockName, createdAt: row.createdAt.toISOString() })),
  };
}

/** The leader closes the flock: one delete, and the cascade takes its members, invites, reflections, plans and all. */
export async function closeFlock(db: Database, scope: MemberScope, flockId: string): Promise<Outcome<{ name: string }>> {
  const access = await findFlockFor(db, scope, flockId);
  if (!access.ok) return access;
  const refused = onlyTheLeader(access);
  if (refused) return refused;
  await db.delete(flocks).where(eq(flocks.id, flockId));
  return succeed({ name: access.flock.name });
}
