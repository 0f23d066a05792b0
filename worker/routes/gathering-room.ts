/**
 * A gathering's room through the JSON API, mounted at /api/gatherings: the same domain functions as
 * the pages. Visitors get 401; a gathering he may not see is 404; a removed man, a room not yet
 * open or already ended is 403; a server without LiveKit is 503; a host action by anyone else 403.
 *
 *   POST /api/gatherings/:roomName/token         a five-minute LiveKit token → RoomTokenView
 *   GET  /api/gatherings/:roomName/chat?after=   the stored chat, oldest first
 *   POST /api/gatherings/:roomName/chat          {body} stored, then announced to the room
 *   POST /api/gatherings/:roomName/moderate      {action: mute|remove, identity} (host, co-hosts)
 *   POST /api/gatherings/:roomName/end           end for everyone (host, co-hosts)
 *   GET  /api/gatherings/:roomName/attendance    who came and for how long → GatheringSummaryView
 */
import { Hono } from "hono";
import { GATHERINGS_COPY as C } from "../../app/kernel/copy/gatherings";
import { ChatMessageSchema, ChatQuerySchema, HostActionSchema, RoomNameSchema } from "../../app/kernel/gatherings/schemas";
import { findGatheringFor } from "../domain/gatherings/access.server";
import { gatheringSummary } from "../domain/gatherings/attendance.server";
import { postChat, roomChat } from "../domain/gatherings/chat.server";
import { endGathering, moderateParticipant } from "../domain/gatherings/host-actions.server";
import { issueRoomToken } from "../domain/gatherings/room-token.server";
import { answered, apiError, jsonBody, paramsOf, queryOf, requireApiMember, signedIn, type AppBindings } from "../http";

const SIGN_IN = "Please sign in to join the gathering.";

export const gatheringRoomRoutes = new Hono<AppBindings>()
  .post("/:roomName/token", signedIn(SIGN_IN), paramsOf(RoomNameSchema), async (c) => {
    const member = await requireApiMember(c, SIGN_IN);
    return c.json(answered(await issueRoomToken(c.var.app, member, c.req.valid("param").roomName)));
  })
  .get("/:roomName/chat", signedIn(SIGN_IN), paramsOf(RoomNameSchema), queryOf(ChatQuerySchema), async (c) => {
    const member = await requireApiMember(c, SIGN_IN);
    return c.json(answered(await roomChat(c.var.app.db, member, c.req.valid("param").roomName, c.req.valid("query").after)));
  })
  .post("/:roomName/chat", signedIn(SIGN_IN), paramsOf(RoomNameSchema), jsonBody(ChatMessageSchema, { maxBytes: 8 * 1024 }), async (c) => {
    const member = await requireApiMember(c, SIGN_IN);
    return c.json(answered(await postChat(c.var.app, member, c.req.valid("param").roomName, c.req.valid("json").body)), 201);
  })
  .post("/:roomName/moderate", signedIn(SIGN_IN), paramsOf(RoomNameSchema), jsonBody(HostActionSchema, { maxBytes: 1024 }), async (c) => {
    const member = await requireApiMember(c, SIGN_IN);
    answered(await moderateParticipant(c.var.app, member, c.req.valid("param").roomName, c.req.valid("json")));
    return c.json({ ok: true as const });
  })
  .post("/:roomName/end", signedIn(SIGN_IN), paramsOf(RoomNameSchema), async (c) => {
    const member = await requireApiMember(c, SIGN_IN);
    answered(await endGathering(c.var.app, member, c.req.valid("param").roomName));
    return c.json({ ok: true as const });
  })
  .get("/:roomName/attendance", signedIn(SIGN_IN), paramsOf(RoomNameSchema), async (c) => {
    const member = await requireApiMember(c, SIGN_IN);
    const access = await findGatheringFor(c.var.app.db, member, c.req.valid("param").roomName);
    if (!access) apiError(404, { error: C.errors.notFound });
    return c.json(await gatheringSummary(c.var.app.db, access, member.now));
  });
