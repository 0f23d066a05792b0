/**
 * One flock's page as its member sees it: the header with its members and their roles, and the
 * leaders' tools. Each section of the page (reflections, walking together, the flock plan,
 * gatherings) adds its own field to `FlockPageView` and one line here.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { FlockHeaderView, FlockLeaderToolsView, FlockMemberView, FlockPageView } from "../../../app/kernel/flock/views";
import type { Database } from "../../db/client";
import { flockMembers, profiles, user } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { type Outcome, succeed } from "../outcome";
import { prayingList } from "../prayer/praying.server";
import { type FlockAccess, findFlockFor } from "./access.server";
import { accountabilityFor } from "./accountability.server";
import { flockGatheringsFor } from "./gatherings.server";
import { pendingInvitations } from "./invitations.server";
import { flockPlanSection } from "./plans.server";
import { liveInvite } from "./invites.server";
import { asPerson, personColumns } from "./people.server";
import { flockReflectionsFor } from "./reflection-views.server";
import { pendingRequests } from "./requests.server";

const ROLE_ORDER = sql`case ${flockMembers.role} when 'leader' then 0 when 'co_leader' then 1 else 2 end`;

async function flockMembersOf(db: Database, flockId: string): Promise<FlockMemberView[]> {
  const rows = await db
    .select({ ...personColumns, role: flockMembers.role, joinedAt: flockMembers.joined_at })
    .from(flockMembers)
    .innerJoin(user, eq(user.id, flockMembers.user_id))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(flockMembers.flock_id, flockId))
    .orderBy(ROLE_ORDER, asc(sql`lower(coalesce(${profiles.display_name}, ${user.name}))`));
  return rows.map((row) => ({ ...asPerson(row), role: row.role, joinedAt: row.joinedAt.toISOString() }));
}

function headerOf(access: FlockAccess, members: FlockMemberView[]): FlockHeaderView {
  return {
    id: access.flock.id,
    name: access.flock.name,
    description: access.flock.description,
    postingMode: access.flock.posting_mode,
    joinMode: access.flock.join_mode,
    myRole: access.role,
    canLead: access.canLead,
    canShare: access.canShare,
    members,
  };
}

async function leaderTools(db: Database, access: FlockAccess, scope: MemberScope): Promise<FlockLeaderToolsView | null> {
  if (!access.canLead) return null;
  const [invite, requests, invited] = await Promise.all([
    liveInvite(db, access.flock.id, scope),
    pendingRequests(db, access.flock.id),
    pendingInvitations(db, access.flock.id),
  ]);
  return { invite, requests, invited: invited.map(asPerson) };
}

export async function flockPage(db: Database, scope: MemberScope, flockId: string): Promise<Outcome<{ page: FlockPageView }>> {
  const access = await findFlockFor(db, scope, flockId);
  if (!access.ok) return access;
  const [members, tools, accountability, gatherings, reflections, plan, prayer] = await Promise.all([
    flockMembersOf(db, flockId),
    leaderTools(db, access, scope),
    accountabilityFor(db, scope, access),
    flockGatheringsFor(db, scope, flockId),
    flockReflectionsFor(db, access),
    flockPlanSection(db, scope, access),
    prayingList(db, scope, { flockId }),
  ]);
  const onlyLeader = access.role === "leader" && members.filter((m) => m.role === "leader").length <= 1;
  return succeed({
    page: {
      header: headerOf(access, members),
      leaderTools: tools,
      onlyLeader,
      accountability,
      gatherings,
      reflections,
      plan,
      prayer,
    },
  });
}
