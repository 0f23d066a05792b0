/**
 * Asking to join: a flock whose join mode allows it shows on its leaders' public profiles (its name
 * and size, nothing more); a man asks, and a leader or co-leader approves or declines.
 */
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { FLOCK_COPY as C } from "../../../app/kernel/copy/flock";
import type { FlockJoinRequestView, ProfileFlockView } from "../../../app/kernel/flock/views";
import type { Database } from "../../db/client";
import { flockJoinRequests, flockMembers, flocks, profiles, user } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { type Outcome, refuse, succeed } from "../outcome";
import { findFlockFor } from "./access.server";
import { flockMemberCount } from "./flocks.server";
import { leadersOnly } from "./leaders.server";
import { joinFlockStatements, settleInvitationStatements } from "./joining.server";
import { asPerson, personColumns } from "./people.server";

/**
 * The flocks `leaderId` leads that take requests, as `viewerId` sees them on his profile: not
 * the ones the viewer is already in.
 */
export async function profileFlocks(db: Database, viewerId: string | null, leaderId: string): Promise<ProfileFlockView[]> {
  const rows = await db
    .select({
      id: flocks.id,
      name: flocks.name,
      memberCount: flockMemberCount,
      asked: viewerId
        ? sql<number>`exists (select 1 from ${flockJoinRequests} where ${flockJoinRequests.flock_id} = ${flocks.id} and ${flockJoinRequests.user_id} = ${viewerId})`
        : sql<number>`0`,
    })
    .from(flockMembers)
    .innerJoin(flocks, eq(flocks.id, flockMembers.flock_id))
    .where(
      and(
        eq(flockMembers.user_id, leaderId),
        inArray(flockMembers.role, ["leader", "co_leader"]),
        eq(flocks.join_mode, "invite_or_request"),
        viewerId
          ? sql`not exists (select 1 from ${flockMembers} v where v.flock_id = ${flocks.id} and v.user_id = ${viewerId})`
          : undefined,
      ),
    )
    .orderBy(asc(flocks.name));
  return rows.map((row) => ({ id: row.id, name: row.name, memberCount: row.memberCount, asked: Boolean(row.asked) }));
}

export async function askToJoin(db: Database, scope: MemberScope, flockId: string): Promise<Outcome<{ name: string }>> {
  const [[flock], [mine]] = await db.batch([
    db.select({ name: flocks.name, joinMode: flocks.join_mode }).from(flocks).where(eq(flocks.id, flockId)),
    db.select({ n: count() }).from(flockMembers).where(and(eq(flockMembers.flock_id, flockId), eq(flockMembers.user_id, scope.id))),
  ]);
  if (!flock) return refuse(404, C.errors.notFound, { code: "not_found" });
  if ((mine?.n ?? 0) > 0) return refuse(409, C.errors.alreadyMember, { code: "already_member" });
  if (flock.joinMode !== "invite_or_request") return refuse(403, C.errors.requestsClosed, { code: "requests_closed" });
  const [inserted] = await db.batch([
    db
      .insert(flockJoinRequests)
      .values({ flock_id: flockId, user_id: scope.id, created_at: scope.now })
      .onConflictDoNothing()
      .returning({ id: flockJoinRequests.user_id }),
  ]);
  if (inserted.length === 0) return refuse(409, C.errors.alreadyAsked, { code: "already_asked" });
  return succeed({ name: flock.name });
}

/** Requests waiting on the flock's leaders, oldest first, as a statement for the flock page's batch. */
export function pendingRequestsQuery(db: Database, flockId: string) {
  return db
    .select({ ...personColumns, createdAt: flockJoinRequests.created_at })
    .from(flockJoinRequests)
    .innerJoin(user, eq(user.id, flockJoinRequests.user_id))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(flockJoinRequests.flock_id, flockId))
    .orderBy(asc(flockJoinRequests.created_at));
}

export function pendingRequestViews(rows: Awaited<ReturnType<typeof pendingRequestsQuery>>): FlockJoinRequestView[] {
  return rows.map((row) => ({ member: asPerson(row), createdAt: row.createdAt.toISOString() }));
}

/** A leader approves (he joins as a member) or declines; either way the request is settled. */
export async function answerJoinRequest(
  db: Database,
  scope: MemberScope,
  flockId: string,
  memberId: string,
  answer: "approve" | "decline",
): Promise<Outcome<{ joined: boolean; displayName: string }>> {
  const access = await findFlockFor(db, scope, flockId);
  if (!access.ok) return access;
  const refused = leadersOnly(access);
  if (refused) return refused;
  const [waiting] = await db
    .select(personColumns)
    .from(flockJoinRequests)
    .innerJoin(user, eq(user.id, flockJoinRequests.user_id))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(and(eq(flockJoinRequests.flock_id, flockId), eq(flockJoinRequests.user_id, memberId)))
    .limit(1);
  if (!waiting) return refuse(404, C.errors.requestNotFound, { code: "request_not_found" });
  if (answer === "decline") await db.batch(settleInvitationStatements(db, flockId, memberId));
  else await db.batch(joinFlockStatements(db, flockId, memberId, scope.now));
  return succeed({ joined: answer === "approve", displayName: waiting.displayName });
}
