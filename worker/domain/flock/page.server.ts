/**
 * One flock's page as its member sees it: the header with its members and their roles, and the
 * leaders' tools. Each section of the page (reflections, walking together, the flock plan,
 * gatherings) adds its own field to `FlockPageView` and one line here.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { FlockHeaderView, FlockMemberView, FlockPageView } from "../../../app/kernel/flock/views";
import { FLOCK_PRAYER_FIRST } from "../../../app/kernel/prayer/rules";
import type { Database } from "../../db/client";
import { flockMembers, profiles, user } from "../../db/schema";
import { gatheringCards } from "../gatherings/cards.server";
import type { MemberScope } from "../member-scope.server";
import { type Outcome, succeed } from "../outcome";
import { prayingListQuery } from "../prayer/praying.server";
import { requestView } from "../prayer/views.server";
import { type FlockAccess, flockAccessFrom, flockAccessQuery } from "./access.server";
import { accountabilityQueries, accountabilityView } from "./accountability.server";
import { flockGatheringsStatement } from "./gatherings.server";
import { pendingInvitations } from "./invitations.server";
import { liveInviteQuery, liveInviteView } from "./invites.server";
import { asPerson, personColumns } from "./people.server";
import { flockPlanSectionFrom, flockPlanSectionQueries } from "./plans.server";
import { commentsQuery, reflectionsQuery, reflectionViews } from "./reflection-views.server";
import { pendingRequestsQuery, pendingRequestViews } from "./requests.server";

const ROLE_ORDER = sql`case ${flockMembers.role} when 'leader' then 0 when 'co_leader' then 1 else 2 end`;

function flockMembersQuery(db: Database, flockId: string) {
  return db
    .select({ ...personColumns, role: flockMembers.role, joinedAt: flockMembers.joined_at })
    .from(flockMembers)
    .innerJoin(user, eq(user.id, flockMembers.user_id))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(flockMembers.flock_id, flockId))
    .orderBy(ROLE_ORDER, asc(sql`lower(coalesce(${profiles.display_name}, ${user.name}))`));
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

/**
 * Every read of the page as statements of ONE batch, the flock and his membership of it first. The
 * sections are read before his membership is known, but nothing of them leaves the server unless
 * he is in the flock, and the leaders' tools only when he leads it.
 */
function pageQueries(db: Database, scope: MemberScope, flockId: string) {
  return [
    flockAccessQuery(db, scope, flockId),
    flockMembersQuery(db, flockId),
    liveInviteQuery(db, flockId, scope),
    pendingRequestsQuery(db, flockId),
    pendingInvitations(db, flockId),
    flockGatheringsStatement(db, scope, flockId),
    reflectionsQuery(db, flockId),
    commentsQuery(db, flockId),
    prayingListQuery(db, scope, { flockId, limit: FLOCK_PRAYER_FIRST + 1 }),
    ...accountabilityQueries(db, scope, flockId),
    ...flockPlanSectionQueries(db, scope, flockId),
  ] as const;
}

/** One flock's page in one D1 round trip, the flock plan's brothers and today's thread with it. */
export async function flockPage(db: Database, scope: MemberScope, flockId: string): Promise<Outcome<{ page: FlockPageView }>> {
  const [accessRows, memberRows, invite, requests, invited, gatheringRows, reflections, comments, prayerRows, ...rest] = await db.batch(
    pageQueries(db, scope, flockId),
  );
  const access = flockAccessFrom(accessRows);
  if (!access.ok) return access;
  const [sharers, completedDays, checkInDays, planDays, nudged, ...planRows] = rest;
  const members = memberRows.map((row) => ({ ...asPerson(row), role: row.role, joinedAt: row.joinedAt.toISOString() }));
  const onlyLeader = access.role === "leader" && members.filter((m) => m.role === "leader").length <= 1;
  return succeed({
    page: {
      header: headerOf(access, members),
      leaderTools: access.canLead
        ? { invite: liveInviteView(invite, scope), requests: pendingRequestViews(requests), invited: invited.map(asPerson) }
        : null,
      onlyLeader,
      accountability: accountabilityView([sharers, completedDays, checkInDays, planDays, nudged], scope, access),
      gatherings: gatheringCards(gatheringRows, scope),
      reflections: reflectionViews(reflections, comments, access),
      plan: await flockPlanSectionFrom(db, scope, access, planRows),
      prayer: prayerRows.slice(0, FLOCK_PRAYER_FIRST).map((row) => requestView(row, scope)),
      prayerMoreFrom: prayerRows[FLOCK_PRAYER_FIRST]?.request.id ?? null,
    },
  });
}
