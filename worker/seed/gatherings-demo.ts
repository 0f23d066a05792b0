/**
 * The demo's gatherings: Marcus, Premium, leads one open to all of The Pasture that is already
 * live (it began a few minutes before the seed ran and runs two hours), with its discussion guide
 * and three brothers going, so a newcomer signed in as the demo member can join a room at once;
 * and the demo member is invited to a small invite-only one tomorrow evening.
 *
 * Each is written when Marcus has none of its kind still ahead or under way, so a later start of
 * the app, after the first live one is over, finds a live room again.
 */
import { eq, inArray } from "drizzle-orm";
import { addDays, localDate } from "../../app/kernel/dates";
import { GATHERING_AUDIENCES, gatheringPhase } from "../../app/kernel/gatherings/rules";
import type { AppContext } from "../context";
import { gatherings, user } from "../db/schema";
import { writeDiscussionGuide, type DiscussionGuideInput } from "../domain/gatherings/guide.server";
import { zonedInstant } from "../domain/gatherings/wall-clock";
import { memberScope, type MemberScope } from "../domain/member-scope.server";
import { grantPremium } from "../domain/subscriptions.server";
import { seedGathering, seedGatheringMember } from "./gatherings";
import { BROTHERS, DEMO_FOLLOWED_SERIES } from "./pasture-demo";

const MINUTE_MS = 60_000;

const LIVE = {
  title: "Fathers' Night: When Your Son Asks",
  description:
    "We read Deuteronomy 6:20-25 together and talk about telling our children the story behind the rules. Come as you are; camera optional.",
};
const INVITED = {
  title: "Husbands at Prayer",
  description: "A small circle to pray for our marriages and for one another. Bring one thing you are carrying at home.",
};

type Audience = (typeof GATHERING_AUDIENCES)[number];

export async function seedDemoGatherings(
  app: AppContext,
  demo: { id: string },
  brother: { email: string },
  timeZone: string,
  now = new Date(),
): Promise<{ gatherings: number } | null> {
  const { db } = app;
  const marcus = await db.select({ id: user.id }).from(user).where(eq(user.email, brother.email)).get();
  if (!marcus) return null;
  const brothers = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(user.email, [BROTHERS.caleb.email, BROTHERS.josiah.email, BROTHERS.eli.email]))
    .all();
  const idOf = (email: string) => brothers.find((b) => b.email === email)?.id;

  const hosted = await db.select().from(gatherings).where(eq(gatherings.host_id, marcus.id)).all();
  const underWayOrAhead = (audience: Audience) =>
    hosted.some(
      (g) =>
        g.audience === audience &&
        gatheringPhase({ startsAt: g.starts_at, durationMinutes: g.duration_minutes, endedAt: g.ended_at }, now) !== "ended",
    );
  const host = memberScope(marcus.id, { time_zone: timeZone, today_not_before: null }, now);
  let written = 0;

  if (!underWayOrAhead("pasture")) {
    // Leading a gathering is Premium; the demo's host has it the way an administrator grants it.
    await grantPremium(db, marcus.id, { kind: "comp", days: null }, now);
    const live = await seedGathering(db, {
      hostId: marcus.id,
      ...LIVE,
      startsAt: new Date(now.getTime() - 5 * MINUTE_MS),
      durationMinutes: 120,
      audience: "pasture",
      guide: await guideFor(app, host, { ...LIVE, seriesId: DEMO_FOLLOWED_SERIES, sessionNumber: 1 }),
    });
    await seedGatheringMember(db, { gatheringId: live.id, userId: marcus.id, rsvp: "going" });
    for (const email of [BROTHERS.caleb.email, BROTHERS.josiah.email, BROTHERS.eli.email]) {
      const id = idOf(email);
      if (id) await seedGatheringMember(db, { gatheringId: live.id, userId: id, rsvp: "going" });
    }
    written += 1;
  }

  if (!underWayOrAhead("invite")) {
    const tomorrow = addDays(localDate(timeZone, now), 1);
    const invited = await seedGathering(db, {
      hostId: marcus.id,
      ...INVITED,
      startsAt: zonedInstant(tomorrow, "19:00", timeZone),
      durationMinutes: 60,
      audience: "invite",
      capacity: 6,
      guide: await guideFor(app, host, INVITED),
    });
    await seedGatheringMember(db, { gatheringId: invited.id, userId: marcus.id, rsvp: "going" });
    await seedGatheringMember(db, { gatheringId: invited.id, userId: demo.id, invited: true });
    const josiah = idOf(BROTHERS.josiah.email);
    if (josiah) await seedGatheringMember(db, { gatheringId: invited.id, userId: josiah, invited: true, rsvp: "going" });
    written += 1;
  }
  return written > 0 ? { gatherings: written } : null;
}

/** The guide the planning form would write (offline unless a model is configured). */
async function guideFor(app: AppContext, host: MemberScope, input: DiscussionGuideInput) {
  const written = await writeDiscussionGuide(app, host, input);
  return written.ok ? written.guide : undefined;
}
