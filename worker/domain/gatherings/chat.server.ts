/**
 * The room's chat. LiveKit's own chat is not stored anywhere, so ours is: a message is written to
 * D1 first, then announced to everyone in the room over LiveKit's reliable data channel on
 * CHAT_TOPIC, its payload the same view the history returns. If the announcement fails the message
 * is still kept, and the room picks it up from the history (GET …/chat?after=<id>).
 */
import { and, asc, eq, gt, or } from "drizzle-orm";
import { DataPacket_Kind } from "livekit-server-sdk";
import { CHAT_TOPIC } from "../../../app/kernel/gatherings/rules";
import type { GatheringChatMessageView } from "../../../app/kernel/gatherings/views";
import type { AppContext } from "../../context";
import type { Database } from "../../db/client";
import { gatheringChat, profiles, user } from "../../db/schema";
import { roomService } from "../../providers/livekit";
import type { MemberScope } from "../member-scope.server";
import { succeed, type Outcome } from "../outcome";
import { findGatheringFor } from "./access.server";
import { enterRoom, personOf, roomEntryRefusal, shownName } from "./room-token.server";
import { noteProviderError } from "../admin/failures.server";

/** One page of history: more than a gathering's chat ever holds in practice. */
const HISTORY_LIMIT = 500;

/** The gathering's chat, oldest first; with `after`, only what came after that message. */
export async function chatHistory(db: Database, gatheringId: string, after?: string): Promise<GatheringChatMessageView[]> {
  const [anchor] = after
    ? await db
        .select({ id: gatheringChat.id, created_at: gatheringChat.created_at })
        .from(gatheringChat)
        .where(and(eq(gatheringChat.id, after), eq(gatheringChat.gathering_id, gatheringId)))
        .limit(1)
    : [];
  const rows = await db
    .select({
      id: gatheringChat.id,
      body: gatheringChat.body,
      created_at: gatheringChat.created_at,
      author_id: user.id,
      author_name: shownName,
      author_avatar: profiles.avatar_url,
    })
    .from(gatheringChat)
    .innerJoin(user, eq(user.id, gatheringChat.author_id))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(
      and(
        eq(gatheringChat.gathering_id, gatheringId),
        anchor
          ? or(gt(gatheringChat.created_at, anchor.created_at), and(eq(gatheringChat.created_at, anchor.created_at), gt(gatheringChat.id, anchor.id)))
          : undefined,
      ),
    )
    .orderBy(asc(gatheringChat.created_at), asc(gatheringChat.id))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    author: { id: row.author_id, displayName: row.author_name, avatarUrl: row.author_avatar },
    body: row.body,
    createdAt: row.created_at.toISOString(),
  }));
}

/**
 * The chat for the member: while he may be in the room, or afterwards for the host and co-hosts,
 * who keep it to read back.
 */
export async function roomChat(db: Database, member: MemberScope, roomName: string, after?: string): Promise<Outcome<{ messages: GatheringChatMessageView[] }>> {
  const access = await findGatheringFor(db, member, roomName);
  if (!access.ok) return access;
  if (!access.canModerate) {
    const refusal = roomEntryRefusal(access, member.now);
    if (refusal) return refusal;
  }
  return succeed({ messages: await chatHistory(db, access.gathering.id, after) });
}

/** Posts a message from a member who could join the room right now (the token's rule). */
export async function postChat(
  app: Pick<AppContext, "db" | "env" | "requestId">,
  member: MemberScope,
  roomName: string,
  body: string,
): Promise<Outcome<{ message: GatheringChatMessageView }>> {
  const entry = await enterRoom(app, member, roomName);
  if (!entry.ok) return entry;
  const { access, config } = entry;
  const [row] = await app.db
    .insert(gatheringChat)
    .values({ gathering_id: access.gathering.id, author_id: member.id, body, created_at: member.now })
    .returning();
  const author = await personOf(app.db, member.id);
  const message: GatheringChatMessageView = {
    id: row!.id,
    author: author ?? { id: member.id, displayName: "", avatarUrl: null },
    body: row!.body,
    createdAt: row!.created_at.toISOString(),
  };
  try {
    const payload = new TextEncoder().encode(JSON.stringify(message));
    await roomService(config).sendData(roomName, payload, DataPacket_Kind.RELIABLE, { topic: CHAT_TOPIC });
  } catch (error) {
    console.warn(`[${app.requestId}] livekit chat announcement failed (the message is stored): ${error instanceof Error ? error.message : String(error)}`);
    await noteProviderError(app.db, "livekit", error);
  }
  return succeed({ message });
}
