/**
 * What the host and co-hosts do to the room through LiveKit's RoomService: mute a brother's
 * microphone, remove him (he can never get a new token for this gathering), end the gathering for
 * everyone. The decision is written to D1 before LiveKit is told, so a removal or an end holds even
 * when the call to LiveKit fails; the host can simply try again.
 */
import { eq } from "drizzle-orm";
import { TrackSource, TrackType, TwirpError } from "livekit-server-sdk";
import { GATHERINGS_COPY as C } from "../../../app/kernel/copy/gatherings";
import type { HostAction } from "../../../app/kernel/gatherings/rules";
import type { AppContext } from "../../context";
import { gatheringMembers, gatherings, user } from "../../db/schema";
import { roomService, videoConfig } from "../../providers/livekit";
import type { MemberScope } from "../member-scope.server";
import { refuse, succeed, type Outcome, type Refusal } from "../outcome";
import { findGatheringFor, type GatheringAccess } from "./access.server";
import { roomEntryRefusal } from "./room-token.server";
import { noteProviderError } from "../admin/failures.server";

type HostContext = Pick<AppContext, "db" | "env" | "requestId">;

/** LiveKit's own 404 (no such participant or room). */
const isNotFound = (error: unknown) => error instanceof TwirpError && error.status === 404;

/** LiveKit did not do it: a 404 is his absence; anything else (refused, down, timed out) is never a 500 of ours. */
async function videoFailure(app: HostContext, what: string, error: unknown): Promise<Refusal> {
  if (isNotFound(error)) return refuse(404, C.errors.notInRoom, { code: "not_in_room" });
  console.warn(`[${app.requestId}] livekit ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  await noteProviderError(app.db, "livekit", error);
  return refuse(502, C.errors.videoUnavailable, { code: "video_unavailable" });
}

async function moderatorAccess(app: HostContext, member: MemberScope, roomName: string): Promise<Outcome<GatheringAccess>> {
  const access = await findGatheringFor(app.db, member, roomName);
  if (!access.ok) return access;
  if (!access.canModerate) return refuse(403, C.errors.notHost, { code: "not_host" });
  return access;
}

export async function moderateParticipant(
  app: HostContext,
  member: MemberScope,
  roomName: string,
  input: { action: HostAction; identity: string },
): Promise<Outcome> {
  const access = await moderatorAccess(app, member, roomName);
  if (!access.ok) return access;
  const closed = roomEntryRefusal({ ...access, removed: false }, member.now);
  if (closed) return closed;
  if (input.identity === access.gathering.host_id || input.identity === member.id) return refuse(403, C.errors.cannotModerateHost);
  const config = videoConfig(app.env);
  if (!config) return refuse(503, C.errors.notConfigured, { code: "not_configured" });
  const rooms = roomService(config);

  if (input.action === "mute") {
    try {
      const participant = await rooms.getParticipant(roomName, input.identity);
      const microphones = participant.tracks.filter((t) => t.type === TrackType.AUDIO && t.source === TrackSource.MICROPHONE && !t.muted);
      for (const track of microphones) await rooms.mutePublishedTrack(roomName, input.identity, track.sid, true);
    } catch (error) {
      return videoFailure(app, "mute", error);
    }
    return succeed({});
  }

  // Remove: the refusal of every later token is written first; the member row may not exist yet
  // (a Pasture gathering needs none to be joined).
  const [target] = await app.db.select({ id: user.id }).from(user).where(eq(user.id, input.identity)).limit(1);
  if (!target) return refuse(404, C.errors.notInRoom, { code: "not_in_room" });
  await app.db
    .insert(gatheringMembers)
    .values({ gathering_id: access.gathering.id, user_id: target.id, removed_at: member.now })
    .onConflictDoUpdate({ target: [gatheringMembers.gathering_id, gatheringMembers.user_id], set: { removed_at: member.now, updated_at: member.now } });
  try {
    await rooms.removeParticipant(roomName, input.identity);
  } catch (error) {
    // Already gone from the room: the removal still stands, which is what the host asked for.
    if (!isNotFound(error)) return videoFailure(app, "remove", error);
  }
  return succeed({});
}

/** Ends the gathering for everyone: `ended_at` first (no more tokens), then LiveKit closes the room. */
export async function endGathering(app: HostContext, member: MemberScope, roomName: string): Promise<Outcome> {
  const access = await moderatorAccess(app, member, roomName);
  if (!access.ok) return access;
  if (!access.gathering.ended_at) {
    await app.db.update(gatherings).set({ ended_at: member.now }).where(eq(gatherings.id, access.gathering.id));
  }
  const config = videoConfig(app.env);
  // Without LiveKit nobody can be in a room, so the record is the whole of ending it.
  if (!config) return succeed({});
  try {
    await roomService(config).deleteRoom(roomName);
  } catch (error) {
    // No room on LiveKit (nobody came, or it already closed): ended all the same.
    if (!isNotFound(error)) return videoFailure(app, "end", error);
  }
  return succeed({});
}
