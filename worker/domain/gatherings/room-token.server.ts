/**
 * The key to a gathering's room: a LiveKit token minted here, only for a signed-in member who may
 * see the gathering, whom the host has not removed, while the room is open. It lives five minutes,
 * so a copy kept after a removal or after the end is soon useless.
 */
import { eq, sql } from "drizzle-orm";
import { GATHERINGS_COPY as C } from "../../../app/kernel/copy/gatherings";
import { roomIsOpen, ROOM_TOKEN_TTL_SECONDS } from "../../../app/kernel/gatherings/rules";
import type { RoomTokenView } from "../../../app/kernel/gatherings/views";
import type { AppContext } from "../../context";
import type { Database } from "../../db/client";
import { profiles, user } from "../../db/schema";
import { accessToken, type VideoConfig, videoConfig } from "../../providers/livekit";
import type { MemberScope } from "../member-scope.server";
import { refuse, succeed, type Outcome, type Refusal } from "../outcome";
import { findGatheringFor, type GatheringAccess } from "./access.server";

/** The name the room shows for a member: his display name, else the name he signed up with. */
export const shownName = sql<string>`coalesce(${profiles.display_name}, ${user.name})`;

export async function personOf(db: Database, userId: string) {
  const [row] = await db
    .select({ id: user.id, displayName: shownName, avatarUrl: profiles.avatar_url })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Why he may not be in the room at `now`, or null when he may: removed, before the window, or
 * after the end. The token, the chat and every other door into a running room share this rule.
 */
export function roomEntryRefusal(access: GatheringAccess, now: Date): Refusal | null {
  if (access.removed) return refuse(403, C.errors.removed, { code: "removed" });
  const times = { startsAt: access.gathering.starts_at, durationMinutes: access.gathering.duration_minutes, endedAt: access.gathering.ended_at };
  if (roomIsOpen(times, now)) return null;
  return now.getTime() < access.gathering.starts_at.getTime()
    ? refuse(403, C.errors.notYetOpen, { code: "not_yet_open" })
    : refuse(403, C.errors.ended, { code: "ended" });
}

/**
 * The gathering he is entering and the LiveKit server it runs on, or why he may not enter now
 * (not found, removed, closed, or no video on this server).
 */
export async function enterRoom(
  app: Pick<AppContext, "db" | "env">,
  member: MemberScope,
  roomName: string,
): Promise<Outcome<{ access: GatheringAccess; config: VideoConfig }>> {
  const access = await findGatheringFor(app.db, member, roomName);
  if (!access.ok) return access;
  const refusal = roomEntryRefusal(access, member.now);
  if (refusal) return refusal;
  const config = videoConfig(app.env);
  if (!config) return refuse(503, C.errors.notConfigured, { code: "not_configured" });
  return succeed({ access, config });
}

export async function issueRoomToken(
  app: Pick<AppContext, "db" | "env">,
  member: MemberScope,
  roomName: string,
): Promise<Outcome<RoomTokenView>> {
  const access = await findGatheringFor(app.db, member, roomName);
  if (!access.ok) return access;
  const person = await personOf(app.db, member.id);
  return roomTokenFor(app, member, access, person?.displayName);
}

/**
 * His token for a gathering he may see (found already), in the room under `shownAs`, or why he may
 * not enter now. The room page mints it with the page, so the browser connects without asking again.
 */
export async function roomTokenFor(
  app: Pick<AppContext, "env">,
  member: MemberScope,
  access: GatheringAccess,
  shownAs: string | undefined,
): Promise<Outcome<RoomTokenView>> {
  const refusal = roomEntryRefusal(access, member.now);
  if (refusal) return refusal;
  const config = videoConfig(app.env);
  if (!config) return refuse(503, C.errors.notConfigured, { code: "not_configured" });
  const token = accessToken(config, { identity: member.id, name: shownAs || undefined, ttl: ROOM_TOKEN_TTL_SECONDS });
  token.addGrant({
    room: access.gathering.room_name,
    roomJoin: true,
    canPublish: true,
    canSubscribe: true,
    canPublishData: true,
    // Host and co-hosts may mute and remove from inside the room as well as through the API.
    ...(access.canModerate ? { roomAdmin: true } : {}),
  });
  return succeed({
    serverUrl: config.wsUrl,
    token: await token.toJwt(),
    expiresAt: new Date(member.now.getTime() + ROOM_TOKEN_TTL_SECONDS * 1000).toISOString(),
  });
}
