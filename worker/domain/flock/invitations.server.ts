/**
 * Inviting a brother by name: a leader picks from men he already knows — who have written in The
 * Pasture, or who share another flock with him — never from a list of other flocks' members as
 * such; the brother accepts or declines on /flock.
 */
import { and, asc, eq, inArray, like, ne, or, sql } from "drizzle-orm";
import { FLOCK_COPY as C } from "../../../app/kernel/copy/flock";
import { flockHref } from "../../../app/kernel/flock/rules";
import type { FlockPersonView } from "../../../app/kernel/flock/views";
import type { Database } from "../../db/client";
import { flockInvitations, flockMembers, flocks, postComments, posts, profiles, user } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { type Outcome, refuse, succeed } from "../outcome";
import { hasBlocked } from "../pasture/visibility.server";
import { findFlockFor } from "./access.server";
import { leadersOnly } from "./leaders.server";
import { joinFlockStatements, settleInvitationStatements } from "./joining.server";
import { asPerson, personColumns } from "./people.server";

export const KNOWN_MEMBER_RESULTS = 8;

/** "%"/"_" he types are letters to find, not LIKE wildcards. */
const prefix = (query: string) => `${query.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Men `leaderId` may invite to `flockId`: seen in The Pasture (a post or comment that is not hidden)
 * or in a flock with him; not himself, not already in this flock, no block between them either way.
 */
function invitable(db: Database, leaderId: string, flockId: string) {
  const hisFlocks = db.select({ id: flockMembers.flock_id }).from(flockMembers).where(eq(flockMembers.user_id, leaderId));
  const brothersInThem = db.select({ id: flockMembers.user_id }).from(flockMembers).where(inArray(flockMembers.flock_id, hisFlocks));
  return and(
    ne(user.id, leaderId),
    or(
      sql`exists (select 1 from ${posts} where ${posts.author_id} = ${user.id} and ${posts.hidden_at} is null)`,
      sql`exists (select 1 from ${postComments} where ${postComments.author_id} = ${user.id} and ${postComments.hidden_at} is null)`,
      inArray(user.id, brothersInThem),
    ),
    sql`not exists (select 1 from ${flockMembers} where ${flockMembers.flock_id} = ${flockId} and ${flockMembers.user_id} = ${user.id})`,
    sql`not ${hasBlocked(leaderId, user.id)}`,
    sql`not ${hasBlocked(user.id, leaderId)}`,
  )!;
}

/** Known brothers whose name or username starts with `query` (a word of the name too). */
export async function knownMembers(db: Database, scope: MemberScope, flockId: string, query: string): Promise<Outcome<{ members: FlockPersonView[] }>> {
  const access = await findFlockFor(db, scope, flockId);
  if (!access.ok) return access;
  const refused = leadersOnly(access);
  if (refused) return refused;
  const pattern = prefix(query);
  const rows = await db
    .select(personColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(
      and(
        invitable(db, scope.id, flockId),
        query
          ? or(
              like(sql`lower(${profiles.username})`, sql`${pattern} escape '\\'`),
              like(sql`lower(coalesce(${profiles.display_name}, ${user.name}))`, sql`${pattern} escape '\\'`),
              like(sql`lower(coalesce(${profiles.display_name}, ${user.name}))`, sql`${`% ${pattern}`} escape '\\'`),
            )
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(coalesce(${profiles.display_name}, ${user.name}))`))
    .limit(KNOWN_MEMBER_RESULTS);
  return succeed({ members: rows.map(asPerson) });
}

export async function inviteMember(db: Database, scope: MemberScope, flockId: string, memberId: string): Promise<Outcome<{ invited: FlockPersonView }>> {
  const access = await findFlockFor(db, scope, flockId);
  if (!access.ok) return access;
  const refused = leadersOnly(access);
  if (refused) return refused;
  if (memberId === scope.id) return refuse(400, C.errors.notYourself, { field: "memberId" });
  const [him] = await db
    .select(personColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(and(eq(user.id, memberId), invitable(db, scope.id, flockId)))
    .limit(1);
  if (!him) return refuse(404, C.errors.notKnown, { field: "memberId", code: "not_known" });
  const [inserted] = await db.batch([
    db
      .insert(flockInvitations)
      .values({ flock_id: flockId, user_id: memberId, invited_by: scope.id, created_at: scope.now })
      .onConflictDoNothing()
      .returning({ id: flockInvitations.user_id }),
  ]);
  if (inserted.length === 0) return refuse(409, C.errors.alreadyInvited, { field: "memberId", code: "already_invited" });
  return succeed({ invited: asPerson(him) });
}

/** He accepts (joins as a member, the invitation and any request of his settled) or declines. */
export async function answerInvitation(
  db: Database,
  scope: MemberScope,
  flockId: string,
  answer: "accept" | "decline",
): Promise<Outcome<{ joined: boolean; href: string | null; name: string }>> {
  const [invitation] = await db
    .select({ name: flocks.name })
    .from(flockInvitations)
    .innerJoin(flocks, eq(flocks.id, flockInvitations.flock_id))
    .where(and(eq(flockInvitations.flock_id, flockId), eq(flockInvitations.user_id, scope.id)))
    .limit(1);
  if (!invitation) return refuse(404, C.errors.invitationNotFound, { code: "invitation_not_found" });
  if (answer === "decline") {
    await db.batch(settleInvitationStatements(db, flockId, scope.id));
    return succeed({ joined: false, href: null, name: invitation.name });
  }
  await db.batch(joinFlockStatements(db, flockId, scope.id, scope.now));
  return succeed({ joined: true, href: flockHref(flockId), name: invitation.name });
}

/** Brothers a leader invited by name who have not answered yet (his tools). */
export function pendingInvitations(db: Database, flockId: string) {
  return db
    .select(personColumns)
    .from(flockInvitations)
    .innerJoin(user, eq(user.id, flockInvitations.user_id))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(flockInvitations.flock_id, flockId))
    .orderBy(asc(flockInvitations.created_at));
}
