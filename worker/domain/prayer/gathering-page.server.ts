/**
 * What /prayer-gathering/{id} shows one member: the gathering as he may see it (the gatherings'
 * own rule), where it stands, whether he moves the queue, the video room when this server has
 * one, and the summary once it is over.
 */
import { gatheringJoinHref, gatheringPhase } from "../../../app/kernel/gatherings/rules";
import type { PrayerGatheringPageView } from "../../../app/kernel/prayer/live";
import type { AppContext } from "../../context";
import { videoConfigured } from "../../providers/livekit";
import { findPrayerGatheringFor } from "../gatherings/access.server";
import { gatheringCard } from "../gatherings/cards.server";
import type { MemberScope } from "../member-scope.server";
import { type Outcome, succeed } from "../outcome";
import { prayerGatheringSummary } from "./gathering-live.server";

export async function prayerGatheringPage(
  app: Pick<AppContext, "db" | "env">,
  scope: MemberScope,
  gatheringId: string,
): Promise<Outcome<{ view: PrayerGatheringPageView }>> {
  const access = await findPrayerGatheringFor(app.db, scope, gatheringId);
  if (!access.ok) return access;
  const g = access.gathering;
  const phase = gatheringPhase({ startsAt: g.starts_at, durationMinutes: g.duration_minutes, endedAt: g.ended_at }, scope.now);
  const pagePhase = phase === "ended" ? "after" : phase === "upcoming" ? "before" : "live";
  return succeed({
    view: {
      id: g.id,
      gathering: await gatheringCard(app.db, scope, access),
      phase: pagePhase,
      mayMove: access.canModerate,
      videoHref: videoConfigured(app.env) && !access.removed ? gatheringJoinHref(g.room_name) : null,
      summary: pagePhase === "after" ? await prayerGatheringSummary(app.db, g.id) : null,
    },
  });
}
