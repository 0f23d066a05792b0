/**
 * What the pre-join page (/pasture/gathering/{roomName}/join) shows one member: the gathering as
 * he may see it, whether this server has video rooms, when the room opens, the summary once it has
 * ended, and — for the host of an invite-only gathering — the link to share. An invite code in the
 * page's address is accepted first, so the link itself is what lets a man see the gathering.
 */
import { gatheringJoinHref, gatheringPhase, JOIN_WINDOW_MS } from "../../../app/kernel/gatherings/rules";
import type { GatheringJoinView } from "../../../app/kernel/gatherings/views";
import type { AppContext } from "../../context";
import { videoConfigured } from "../../providers/livekit";
import type { MemberScope } from "../member-scope.server";
import { type Outcome, succeed } from "../outcome";
import { findGatheringFor } from "./access.server";
import { gatheringSummary } from "./attendance.server";
import { gatheringCard } from "./cards.server";
import { acceptInvite } from "./invites.server";
import { memberPerson } from "./person.server";

export async function gatheringJoinPage(
  app: Pick<AppContext, "db" | "env" | "origin">,
  scope: MemberScope,
  roomName: string,
  inviteCode?: string,
): Promise<Outcome<{ view: GatheringJoinView }>> {
  if (inviteCode) {
    const accepted = await acceptInvite(app.db, scope, roomName, inviteCode);
    if (!accepted.ok) return accepted;
  }
  const access = await findGatheringFor(app.db, scope, roomName);
  if (!access.ok) return access;
  const { gathering } = access;
  const [card, me] = await Promise.all([gatheringCard(app.db, scope, access), memberPerson(app.db, scope.id)]);
  const ended = gatheringPhase({ startsAt: gathering.starts_at, durationMinutes: gathering.duration_minutes, endedAt: gathering.ended_at }, scope.now) === "ended";
  const shareInvite = access.isHost && gathering.audience === "invite" && gathering.invite_code;
  return succeed({
    view: {
      gathering: { ...card, description: gathering.description },
      displayName: me.displayName,
      videoConfigured: videoConfigured(app.env),
      opensAt: new Date(gathering.starts_at.getTime() - JOIN_WINDOW_MS).toISOString(),
      summary: ended ? await gatheringSummary(app.db, access) : null,
      inviteHref: shareInvite ? `${app.origin}${gatheringJoinHref(gathering.room_name)}?invite=${encodeURIComponent(gathering.invite_code!)}` : null,
      removed: access.removed,
    },
  });
}
