/**
 * Gatherings for one flock: its leaders plan them (the form offers the flocks he leads), and its
 * members see them on the flock's page and in every gatherings list, through the same visibility
 * rule as every other gathering (worker/domain/gatherings/access.server.ts `maySee`).
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { FLOCK_ROLES, leads } from "../../../app/kernel/flock/rules";
import type { GatheringCardView } from "../../../app/kernel/gatherings/views";
import type { Database } from "../../db/client";
import { flockMembers, flocks, gatherings } from "../../db/schema";
import { gatheringCards, upcomingGatheringsStatement } from "../gatherings/cards.server";
import type { MemberScope } from "../member-scope.server";

type Scope = Pick<MemberScope, "id" | "timeZone" | "now">;

/** The roles that lead a flock, as `leads` decides them. */
const LEADING_ROLES = FLOCK_ROLES.filter(leads);

/** The flock's upcoming gatherings, soonest first, as one statement for the flock page's batch. */
export function flockGatheringsStatement(db: Database, scope: Scope, flockId: string) {
  return upcomingGatheringsStatement(db, scope, and(eq(gatherings.audience, "flock"), eq(gatherings.flock_id, flockId)));
}

export async function flockGatheringsFor(db: Database, scope: Scope, flockId: string): Promise<GatheringCardView[]> {
  return gatheringCards(await flockGatheringsStatement(db, scope, flockId), scope);
}

/** Whether he leads (or co-leads) the flock: only then may he plan a gathering for it. */
export async function leadsFlock(db: Database, memberId: string, flockId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: flockMembers.flock_id })
    .from(flockMembers)
    .where(and(eq(flockMembers.flock_id, flockId), eq(flockMembers.user_id, memberId), inArray(flockMembers.role, LEADING_ROLES)))
    .limit(1);
  return Boolean(row);
}

/** The flocks he leads or co-leads, by name: the gathering form's choices. */
export function flocksLedBy(db: Database, memberId: string) {
  return db
    .select({ id: flocks.id, name: flocks.name })
    .from(flocks)
    .innerJoin(flockMembers, and(eq(flockMembers.flock_id, flocks.id), eq(flockMembers.user_id, memberId)))
    .where(inArray(flockMembers.role, LEADING_ROLES))
    .orderBy(asc(flocks.name));
}
