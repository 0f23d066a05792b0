/**
 * What the room page (/pasture/gathering/{roomName}) needs: the gathering, its discussion guide,
 * whether he may moderate, the chat so far, who he is, and his way in — his room token, or why he
 * may not enter now. The token comes with the page so the browser connects at once, without
 * asking for it after the page has loaded.
 */
import type { GatheringRoomView } from "../../../app/kernel/gatherings/views";
import type { AppContext } from "../../context";
import type { MemberScope } from "../member-scope.server";
import { type Outcome, succeed } from "../outcome";
import { findGatheringFor } from "./access.server";
import { gatheringCard } from "./cards.server";
import { chatHistory } from "./chat.server";
import { memberPerson } from "./person.server";
import { roomTokenFor } from "./room-token.server";

export async function gatheringRoomPage(app: Pick<AppContext, "db" | "env">, scope: MemberScope, roomName: string): Promise<Outcome<{ view: GatheringRoomView }>> {
  const access = await findGatheringFor(app.db, scope, roomName);
  if (!access.ok) return access;
  const [card, chat, me] = await Promise.all([
    gatheringCard(app.db, scope, access),
    chatHistory(app.db, access.gathering.id),
    memberPerson(app.db, scope.id),
  ]);
  const token = await roomTokenFor(app, scope, access, me.displayName);
  return succeed({
    view: {
      gathering: { ...card, description: access.gathering.description },
      guide: access.gathering.guide ?? null,
      canModerate: access.canModerate,
      chat,
      me,
      entry: token.ok ? { kind: "granted", token: { serverUrl: token.serverUrl, token: token.token, expiresAt: token.expiresAt } } : { kind: "refused", message: token.message },
    },
  });
}
