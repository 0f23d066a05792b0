/**
 * Gatherings as the lists show them (The Pasture, My Flock, the API): one query reads each
 * gathering with its host's name and face, how many are going, his own answer, and whether anyone
 * is in the room, and the card is decided here for the member looking — the page only renders it.
 */
import { and, asc, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import { GATHERINGS_COPY as C } from "../../../app/kernel/copy/gatherings";
import { gatheringIcsHref, gatheringPageHref, gatheringPhase, type RsvpResponse } from "../../../app/kernel/gatherings/rules";
import type { GatheringCardView } from "../../../app/kernel/gatherings/views";
import type { Database } from "../../db/client";
import { flockMembers, gatheringAttendance, gatheringMembers, gatherings, profiles } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import type { GatheringAccess } from "./access.server";

/** A list shows at most this many gatherings, soonest first: more than a page would ever hold. */
export const UPCOMING_GATHERINGS_LIMIT = 20;

type Scope = Pick<MemberScope, "id" | "timeZone" | "now">;

function cardsQuery(db: Database, scope: Scope, where: SQL | undefined) {
  return db
    .select({
      gathering: gatherings,
      hostName: profiles.display_name,
      hostUsername: profiles.username,
      hostAvatar: profiles.avatar_url,
      myRsvp: gatheringMembers.rsvp,
      goingCount: sql<number>`(SELECT count(*) FROM gathering_members AS going WHERE going.gathering_id = ${gatherings.id} AND going.rsvp = 'going' AND going.removed_at IS NULL)`,
      someoneInRoom: sql<number>`EXISTS (SELECT 1 FROM ${gatheringAttendance} WHERE ${gatheringAttendance.gathering_id} = ${gatherings.id} AND ${gatheringAttendance.left_at} IS NULL)`,
    })
    .from(gatherings)
    .leftJoin(profiles, eq(profiles.id, gatherings.host_id))
    .leftJoin(gatheringMembers, and(eq(gatheringMembers.gathering_id, gatherings.id), eq(gatheringMembers.user_id, scope.id)))
    .where(where)
    .orderBy(asc(gatherings.starts_at), asc(gatherings.id));
}

export type GatheringCardRow = Awaited<ReturnType<typeof cardsQuery>>[number];

/**
 * What `maySee` (access.server.ts) allows, as a condition the list can filter on in SQL: his own,
 * every Pasture gathering, invite-only ones whose invite he accepted, and those of his flocks.
 */
const visibleTo = (memberId: string) =>
  or(
    eq(gatherings.host_id, memberId),
    eq(gatherings.audience, "pasture"),
    and(eq(gatherings.audience, "invite"), eq(gatheringMembers.invited, true)),
    and(
      eq(gatherings.audience, "flock"),
      sql`EXISTS (SELECT 1 FROM ${flockMembers} WHERE ${flockMembers.flock_id} = ${gatherings.flock_id} AND ${flockMembers.user_id} = ${memberId})`,
    ),
  );

/**
 * The gatherings he may see that are not over — neither ended by the host (or the room's end) nor
 * past their scheduled end — soonest first, as one statement a page can put in its batch; `only`
 * narrows the list (one flock's gatherings).
 */
export function upcomingGatheringsStatement(db: Database, scope: Scope, only?: SQL) {
  const now = scope.now.getTime();
  return cardsQuery(
    db,
    scope,
    and(
      visibleTo(scope.id),
      isNull(gatherings.ended_at),
      gt(sql`${gatherings.starts_at} + ${gatherings.duration_minutes} * 60000`, now),
      only,
    ),
  ).limit(UPCOMING_GATHERINGS_LIMIT);
}

/** The start in his own zone, in words: "Tuesday, December 1 at 7:30 PM". */
export function startsAtLabel(startsAt: Date, timeZone: string): string {
  const zone = (() => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone });
      return timeZone;
    } catch {
      return "UTC";
    }
  })();
  const day = new Intl.DateTimeFormat("en-US", { timeZone: zone, weekday: "long", month: "long", day: "numeric" }).format(startsAt);
  const time = new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit" }).format(startsAt);
  return `${day} at ${time}`;
}

export function cardFrom(row: GatheringCardRow, scope: Scope): GatheringCardView {
  const g = row.gathering;
  const phase = gatheringPhase({ startsAt: g.starts_at, durationMinutes: g.duration_minutes, endedAt: g.ended_at }, scope.now);
  return {
    roomName: g.room_name,
    title: g.title,
    host: { id: g.host_id, displayName: row.hostName ?? row.hostUsername ?? C.list.unknownHost, avatarUrl: row.hostAvatar ?? null },
    startsAt: g.starts_at.toISOString(),
    startsAtLabel: startsAtLabel(g.starts_at, scope.timeZone),
    timeZone: scope.timeZone,
    durationMinutes: g.duration_minutes,
    audience: g.audience,
    audienceLabel: C.list.audience[g.audience],
    goingCount: Number(row.goingCount),
    capacity: g.capacity,
    phase,
    live: phase === "live" || (phase === "open" && Boolean(row.someoneInRoom)),
    myRsvp: (row.myRsvp as RsvpResponse | null) ?? null,
    isHost: g.host_id === scope.id,
    kind: g.kind,
    joinHref: gatheringPageHref({ kind: g.kind, id: g.id, roomName: g.room_name }),
    icsHref: gatheringIcsHref(g.room_name),
  };
}

/** Cards for rows a batch has read with `upcomingGatheringsStatement`. */
export const gatheringCards = (rows: GatheringCardRow[], scope: Scope) => rows.map((row) => cardFrom(row, scope));

/** The gatherings he may see that are not over, soonest first. */
export async function upcomingGatheringsFor(db: Database, scope: Scope): Promise<GatheringCardView[]> {
  return gatheringCards(await upcomingGatheringsStatement(db, scope), scope);
}

/** One gathering's card, for one `findGatheringFor` has let him see. */
export async function gatheringCard(db: Database, scope: Scope, access: GatheringAccess): Promise<GatheringCardView> {
  const [row] = await cardsQuery(db, scope, eq(gatherings.id, access.gathering.id)).limit(1);
  if (!row) throw new Error(`Gathering ${access.gathering.room_name} vanished while its card was read.`);
  return cardFrom(row, scope);
}
