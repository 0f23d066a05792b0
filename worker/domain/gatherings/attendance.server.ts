/**
 * Attendance from LiveKit's webhooks, and the summary the host reads afterwards.
 *
 * Each connection is one row keyed by LiveKit's participant sid: participant_joined opens it,
 * participant_left closes it. room_finished closes what is still open, but ends the gathering only
 * when the host ended it or its scheduled end has passed: LiveKit also finishes a room that merely
 * emptied (everyone's connection dropped at once), and that gathering must stay rejoinable.
 * Every event is handled once: its id goes into livekit_webhook_events in the same batch as its
 * writes, so a redelivery writes nothing.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import type { WebhookEvent } from "livekit-server-sdk";
import { scheduledEnd } from "../../../app/kernel/gatherings/rules";
import type { AttendanceRowView, GatheringSummaryView } from "../../../app/kernel/gatherings/views";
import type { Database } from "../../db/client";
import { gatheringAttendance, gatherings, livekitWebhookEvents, profiles, user } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { type Outcome, succeed } from "../outcome";
import { findGatheringFor, type GatheringAccess, type GatheringRow } from "./access.server";
import { shownName } from "./room-token.server";

const gatheringTimes = (g: GatheringRow) => ({ startsAt: g.starts_at, durationMinutes: g.duration_minutes, endedAt: g.ended_at });

export type WebhookResult = "applied" | "duplicate" | "ignored";

/** The event's instant: LiveKit stamps it in whole seconds; a missing stamp is the moment it arrived. */
function eventTime(seconds: bigint | number | undefined, now: Date): Date {
  const value = Number(seconds ?? 0);
  return value > 0 ? new Date(value * 1000) : now;
}

const isUniqueViolation = (error: unknown) => /UNIQUE constraint failed/i.test(String((error as Error)?.message ?? error));

export async function applyLiveKitEvent(db: Database, event: WebhookEvent, now = new Date()): Promise<WebhookResult> {
  const roomName = event.room?.name;
  if (!event.id || !roomName) return "ignored";
  const identity = event.participant?.identity ?? "";
  const [seen, [gathering], [member]] = await db.batch([
    db.select({ id: livekitWebhookEvents.id }).from(livekitWebhookEvents).where(eq(livekitWebhookEvents.id, event.id)).limit(1),
    db.select().from(gatherings).where(eq(gatherings.room_name, roomName)).limit(1),
    db.select({ id: user.id }).from(user).where(eq(user.id, identity)).limit(1),
  ]);
  if (seen.length > 0) return "duplicate";
  if (!gathering) return "ignored";
  const at = eventTime(event.createdAt, now);
  const markSeen = db.insert(livekitWebhookEvents).values({ id: event.id });
  const writes = eventWrites(db, event, gathering, member?.id ?? null, at);
  if (!writes) return "ignored";
  try {
    await db.batch([markSeen, ...writes]);
  } catch (error) {
    // The same event delivered twice at once: the other delivery wrote it.
    if (isUniqueViolation(error)) return "duplicate";
    throw error;
  }
  return "applied";
}

/** When the participant joined, as LiveKit reports it with any of his events; else `fallback`. */
function joinedAtOf(participant: WebhookEvent["participant"], fallback: Date): Date {
  const ms = Number(participant?.joinedAtMs ?? 0) || Number(participant?.joinedAt ?? 0) * 1000;
  return ms > 0 ? new Date(ms) : fallback;
}

function eventWrites(db: Database, event: WebhookEvent, gathering: GatheringRow, memberId: string | null, at: Date) {
  const sid = event.participant?.sid;
  switch (event.event) {
    case "participant_joined": {
      // Only members are counted (identity = user id); an agent or recorder is not a brother.
      if (!memberId || !sid) return null;
      return [
        db
          .insert(gatheringAttendance)
          .values({ gathering_id: gathering.id, participant_sid: sid, user_id: memberId, joined_at: joinedAtOf(event.participant, at) })
          .onConflictDoNothing(),
      ] as const;
    }
    case "participant_left":
      // LiveKit does not promise order: a "left" that comes before its "joined" writes the whole
      // stretch (its joined then finds the row and adds nothing), and one that comes after the
      // room's end replaces the end's time with his own.
      if (!memberId || !sid) return null;
      return [
        db
          .insert(gatheringAttendance)
          .values({ gathering_id: gathering.id, participant_sid: sid, user_id: memberId, joined_at: joinedAtOf(event.participant, at), left_at: at })
          .onConflictDoUpdate({ target: [gatheringAttendance.gathering_id, gatheringAttendance.participant_sid], set: { left_at: at } }),
      ] as const;
    case "room_finished": {
      const closeOpen = db
        .update(gatheringAttendance)
        .set({ left_at: at })
        .where(and(eq(gatheringAttendance.gathering_id, gathering.id), isNull(gatheringAttendance.left_at)));
      const over = gathering.ended_at !== null || at.getTime() >= scheduledEnd(gatheringTimes(gathering)).getTime();
      if (!over || gathering.ended_at) return [closeOpen] as const;
      return [closeOpen, db.update(gatherings).set({ ended_at: at }).where(and(eq(gatherings.id, gathering.id), isNull(gatherings.ended_at)))] as const;
    }
    default:
      return null;
  }
}

/**
 * Who came and for how long. Everyone who may see the gathering gets the count; only the host and
 * co-hosts get the rows. A stretch still open (no participant_left yet) counts up to now or the end.
 */
export async function gatheringSummary(db: Database, access: GatheringAccess, now = new Date()): Promise<GatheringSummaryView> {
  const { gathering } = access;
  const end = gathering.ended_at ?? scheduledEnd(gatheringTimes(gathering));
  const rows = await db
    .select({
      user_id: gatheringAttendance.user_id,
      joined_at: gatheringAttendance.joined_at,
      left_at: gatheringAttendance.left_at,
      name: shownName,
      avatar: profiles.avatar_url,
    })
    .from(gatheringAttendance)
    .innerJoin(user, eq(user.id, gatheringAttendance.user_id))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(gatheringAttendance.gathering_id, gathering.id))
    .orderBy(asc(gatheringAttendance.joined_at));
  const until = Math.min(end.getTime(), now.getTime());
  const byMember = new Map<string, AttendanceRowView & { ms: number }>();
  for (const row of rows) {
    const ms = Math.max(0, (row.left_at?.getTime() ?? Math.max(until, row.joined_at.getTime())) - row.joined_at.getTime());
    const seen = byMember.get(row.user_id);
    if (seen) seen.ms += ms;
    else
      byMember.set(row.user_id, {
        member: { id: row.user_id, displayName: row.name, avatarUrl: row.avatar },
        firstJoinedAt: row.joined_at.toISOString(),
        minutes: 0,
        ms,
      });
  }
  const attendance = [...byMember.values()].map(({ ms, ...view }) => ({ ...view, minutes: Math.round(ms / 60_000) }));
  return {
    endedAt: end.toISOString(),
    attendeeCount: byMember.size,
    attendance: access.canModerate ? attendance : null,
  };
}

/** The summary for the member asking, of a gathering he may see. */
export async function attendanceFor(db: Database, member: MemberScope, roomName: string): Promise<Outcome<GatheringSummaryView>> {
  const access = await findGatheringFor(db, member, roomName);
  if (!access.ok) return access;
  return succeed(await gatheringSummary(db, access, member.now));
}
