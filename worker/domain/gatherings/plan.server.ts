/**
 * Leading a gathering (Premium, the gate's `gathering_content`): his date and time are read on his
 * own clock, the start must be ahead and within the planning horizon, a discussion guide is written
 * for it, and the gathering and his own place in it (the host counts as going) are written together.
 */
import { GATHERINGS_COPY as C } from "../../../app/kernel/copy/gatherings";
import { gatheringJoinHref, MAX_DAYS_AHEAD } from "../../../app/kernel/gatherings/rules";
import type { NewGathering } from "../../../app/kernel/gatherings/schemas";
import { and, asc, desc, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import type { Database } from "../../db/client";
import { gatheringMembers, gatherings, planDays, plans } from "../../db/schema";
import { newInviteCode, newRoomName } from "./names";
import { leadsFlock } from "../flock/gatherings.server";
import { checkFeatureAccess } from "../gate.server";
import type { MemberScope } from "../member-scope.server";
import { refuse, succeed, type Outcome, type Refusal } from "../outcome";
import { writeDiscussionGuide } from "./guide.server";
import { KILL_SWITCHES } from "../../../app/kernel/admin/growth";
import { pausedRefusal } from "../feature-flags.server";
import { zonedInstant } from "./wall-clock";

type PlanContext = Pick<AppContext, "db" | "env" | "requestId">;

export interface PlannedGathering {
  roomName: string;
  joinHref: string;
  /** The link to share, for an invite-only gathering. */
  inviteHref: string | null;
}

/**
 * The start as an instant, read on his own clock, or the refusal under the date field: it must be
 * ahead and within the planning horizon. Every kind of gathering is scheduled through it.
 */
export function gatheringStart(input: Pick<NewGathering, "date" | "time">, member: MemberScope): Outcome<{ startsAt: Date }> {
  const startsAt = zonedInstant(input.date, input.time, member.timeZone);
  if (Number.isNaN(startsAt.getTime())) return refuse(400, C.errors.date, { field: "date" });
  if (startsAt.getTime() <= member.now.getTime()) return refuse(400, C.errors.inPast, { field: "date" });
  if (startsAt.getTime() > member.now.getTime() + MAX_DAYS_AHEAD * 86_400_000) return refuse(400, C.errors.tooFarAhead, { field: "date" });
  return succeed({ startsAt });
}

/** A flock audience needs a flock he leads (leader or co-leader) named in `flockId`. */
async function audienceRefusal(db: Database, member: MemberScope, input: Pick<NewGathering, "audience" | "flockId">): Promise<Refusal | null> {
  if (input.audience !== "flock") return null;
  const led = input.flockId ? await leadsFlock(db, member.id, input.flockId) : false;
  return led ? null : refuse(403, C.errors.notFlockLeader, { field: "audience" });
}

/**
 * Whether he may plan gatherings at all: refused for everyone while the gatherings kill switch is
 * off, and with the gate's premium-only refusal for a free member; null when he may.
 */
export async function leadingRefusal(app: Pick<AppContext, "db" | "requestId">, member: MemberScope): Promise<Refusal | null> {
  const paused = await pausedRefusal(app, KILL_SWITCHES.gatherings);
  if (paused) return paused;
  const access = await checkFeatureAccess(app, member, "gathering_content");
  return access.allowed ? null : refuse(403, access.reason);
}

export async function planGathering(app: PlanContext, member: MemberScope, input: NewGathering): Promise<Outcome<PlannedGathering>> {
  const denied = (await leadingRefusal(app, member)) ?? (await audienceRefusal(app.db, member, input));
  if (denied) return denied;
  const start = gatheringStart(input, member);
  if (!start.ok) return start;
  const written = await writeDiscussionGuide(app, member, {
    title: input.title,
    description: input.description,
    seriesId: input.seriesId,
    sessionNumber: input.sessionNumber,
    planDayId: input.planDayId,
  });
  if (!written.ok) return written;

  const id = crypto.randomUUID();
  const roomName = newRoomName();
  const inviteCode = input.audience === "invite" ? newInviteCode() : null;
  await app.db.batch([
    app.db.insert(gatherings).values({
      id,
      room_name: roomName,
      host_id: member.id,
      title: input.title,
      description: input.description,
      starts_at: start.startsAt,
      duration_minutes: input.durationMinutes,
      audience: input.audience,
      flock_id: input.audience === "flock" ? (input.flockId ?? null) : null,
      invite_code: inviteCode,
      capacity: input.capacity,
      series_id: input.seriesId ?? null,
      session_number: input.sessionNumber ?? null,
      plan_day_id: input.planDayId ?? null,
      guide: written.guide,
      created_at: member.now,
    }),
    app.db.insert(gatheringMembers).values({ gathering_id: id, user_id: member.id, rsvp: "going", updated_at: member.now }),
  ]);
  const joinHref = gatheringJoinHref(roomName);
  return succeed({ roomName, joinHref, inviteHref: inviteCode ? `${joinHref}?invite=${inviteCode}` : null });
}

/** The form offers at most this many days of his plans to build a guide on. */
const PLAN_DAY_CHOICES = 120;

export interface PlanDayChoice {
  id: string;
  planTitle: string;
  dayNumber: number;
  title: string;
}

/** Days of the plans he made himself (ready ones), newest plan first, to build a guide on. */
export function planDayChoices(db: Database, memberId: string): Promise<PlanDayChoice[]> {
  return db
    .select({ id: planDays.id, planTitle: plans.title, dayNumber: planDays.day_number, title: planDays.title })
    .from(planDays)
    .innerJoin(plans, eq(plans.id, planDays.plan_id))
    .where(and(eq(plans.user_id, memberId), eq(plans.status, "ready")))
    .orderBy(desc(plans.created_at), asc(planDays.day_number))
    .limit(PLAN_DAY_CHOICES);
}
