/**
 * Prayer gatherings are gatherings of kind "prayer": a flock's leader or co-leader schedules one
 * for his flock, an administrator for all of The Pasture. No Premium, no discussion guide, no invite
 * link; the room holds as many as any gathering may. Everything after scheduling — who sees it, the
 * RSVP, the 15-minute reminder, the calendar file, the video room — is the gatherings' own.
 */
import { eq } from "drizzle-orm";
import { CAPACITY } from "../../../app/kernel/gatherings/rules";
import { PRAYER_COPY as C } from "../../../app/kernel/copy/prayer";
import { prayerGatheringHref } from "../../../app/kernel/prayer/rules";
import type { NewPrayerGathering } from "../../../app/kernel/prayer/schemas";
import type { PrayerGatheringsView } from "../../../app/kernel/prayer/views";
import type { Database } from "../../db/client";
import { gatheringMembers, gatherings } from "../../db/schema";
import { flocksLedBy, leadsFlock } from "../flock/gatherings.server";
import { gatheringCards, type GatheringCardRow, upcomingGatheringsStatement } from "../gatherings/cards.server";
import { newRoomName } from "../gatherings/names";
import { gatheringStart } from "../gatherings/plan.server";
import type { MemberScope } from "../member-scope.server";
import { refuse, succeed, type Outcome, type Refusal } from "../outcome";

/** Who is scheduling: his scope, and whether he is an administrator (the session decides it). */
export interface Scheduler {
  member: MemberScope;
  admin: boolean;
}

/** The audiences he may schedule for: The Pasture when he is an administrator, and the flocks he leads. */
export interface SchedulingChoices {
  pasture: boolean;
  flocks: { id: string; name: string }[];
}

export async function schedulingChoices(db: Database, { member, admin }: Scheduler): Promise<SchedulingChoices> {
  return { pasture: admin, flocks: await flocksLedBy(db, member.id) };
}

export const maySchedule = (choices: SchedulingChoices) => choices.pasture || choices.flocks.length > 0;

async function audienceRefusal(db: Database, { member, admin }: Scheduler, input: NewPrayerGathering): Promise<Refusal | null> {
  if (input.audience === "pasture") return admin ? null : refuse(403, C.errors.notAdmin, { field: "audience" });
  const led = input.flockId ? await leadsFlock(db, member.id, input.flockId) : false;
  return led ? null : refuse(403, C.errors.notFlockLeader, { field: "audience" });
}

export async function schedulePrayerGathering(db: Database, scheduler: Scheduler, input: NewPrayerGathering): Promise<Outcome<{ id: string; href: string }>> {
  const denied = await audienceRefusal(db, scheduler, input);
  if (denied) return denied;
  const { member } = scheduler;
  const start = gatheringStart(input, member);
  if (!start.ok) return start;
  const id = crypto.randomUUID();
  await db.batch([
    db.insert(gatherings).values({
      id,
      kind: "prayer",
      room_name: newRoomName(),
      host_id: member.id,
      title: input.title,
      description: "",
      starts_at: start.startsAt,
      duration_minutes: input.durationMinutes,
      audience: input.audience,
      flock_id: input.audience === "flock" ? (input.flockId ?? null) : null,
      capacity: CAPACITY.max,
      created_at: member.now,
    }),
    // The host counts as going, as with every gathering.
    db.insert(gatheringMembers).values({ gathering_id: id, user_id: member.id, rsvp: "going", updated_at: member.now }),
  ]);
  return succeed({ id, href: prayerGatheringHref(id) });
}

/** The prayer gatherings he may see that are not over, soonest first: the gatherings' list, narrowed to prayer. */
export function prayerGatheringsStatement(db: Database, scope: Pick<MemberScope, "id" | "timeZone" | "now">) {
  return upcomingGatheringsStatement(db, scope, eq(gatherings.kind, "prayer"));
}

/** /prayer's gatherings section as statements for a page's batch: the cards, and the flocks he leads. */
export function prayerGatheringsQueries(db: Database, { member }: Scheduler) {
  return [prayerGatheringsStatement(db, member), flocksLedBy(db, member.id)] as const;
}

/** The section from what `prayerGatheringsQueries` read: the cards, and whether he may schedule one. */
export function prayerGatheringsView(
  [rows, led]: readonly [GatheringCardRow[], SchedulingChoices["flocks"]],
  { member, admin }: Scheduler,
): PrayerGatheringsView {
  return { list: gatheringCards(rows, member), canSchedule: maySchedule({ pasture: admin, flocks: led }) };
}

export async function prayerGatheringsFor(db: Database, scheduler: Scheduler): Promise<PrayerGatheringsView> {
  return prayerGatheringsView(await db.batch(prayerGatheringsQueries(db, scheduler)), scheduler);
}
