/**
 * What the room page (/pasture/gathering/{roomName}) needs besides its token: the gathering, its
 * discussion guide, whether he may moderate, the chat so far, and who he is. Whether he may enter
 * is the token's question (asked from the browser), so a closed or refused room is said there.
 */
import type { GatheringRoomView } from "../../../app/kernel/gatherings/views";
import type { AppContext } from "../../context";
import type { MemberScope } from "../member-scope.server";
import { type Outcome, succeed } from "../outcome";
import { findGatheringFor } from "./access.server";
import { gatheringCard } from "./cards.server";
import { chatHistory } from "./chat.server";
import { memberPerson } from "./person.server";

export async function gatheringRoomPage(app: Pick<AppContext, "db">, scope: MemberScope, roomName: string): Promise<Outcome<{ view: GatheringRoomView }>> {
  const access = await findGatheringFor(app.db, scope, roomName);
  if (!access.ok) return access;
  const [card, chat, me] = await Promise.all([
    gatheringCard(app.db, scope, access),
    chatHistory(app.db, access.gathering.id),
    memberPerson(app.db, scope.id),
  ]);
  return succeed({
    view: {
      gathering: { ...card, description: access.gathering.description },
      guide: access.gathering.guide ?? null,
      canModerate: access.canModerate,
      chat,
      me,
    },
  });
}
