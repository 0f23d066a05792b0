/**
 * My Flock's membership API, mounted at /api/flocks: the same domain calls as the pages. A visitor
 * gets 401 before his input is read; a flock he is not in is 404 (exactly like one that does not
 * exist); a member doing a leader's work gets 403; bad input is 400 with its message.
 *
 *   GET    /api/flocks                                  his flocks, invitations and requests
 *   POST   /api/flocks                                  start one (NewFlockSchema) → 201 { flockId, href }
 *   GET    /api/flocks/invites/:code                    a live code's flock: name, size, whether he is in it
 *   POST   /api/flocks/invites/:code/join               join with a live code
 *   GET    /api/flocks/:flockId                         the flock's page (header, members, leader tools)
 *   DELETE /api/flocks/:flockId                         close it (leader)
 *   POST   /api/flocks/:flockId/invite                  a new invite link and code, the old one dead (leaders)
 *   DELETE /api/flocks/:flockId/invite                  withdraw the live invite (leaders)
 *   GET    /api/flocks/:flockId/known-members?q=        brothers a leader may invite by name
 *   POST   /api/flocks/:flockId/invitations             { memberId }: invite a brother he knows
 *   PUT    /api/flocks/:flockId/invitation              { answer: accept | decline }: his answer
 *   POST   /api/flocks/:flockId/requests                ask to join (flocks that take requests)
 *   PUT    /api/flocks/:flockId/requests/:memberId      { answer: approve | decline } (leaders)
 *   PUT    /api/flocks/:flockId/members/:memberId/role  { role: co_leader | member } (leader)
 *   DELETE /api/flocks/:flockId/members/:memberId       remove a brother
 *   POST   /api/flocks/:flockId/leader                  { memberId }: hand leadership over (leader)
 *   POST   /api/flocks/:flockId/leave                   leave (not the last leader)
 */
import { Hono } from "hono";
import {
  FlockIdSchema,
  FlockMemberParamsSchema,
  InvitationAnswerBodySchema,
  JoinCodeSchema,
  JoinRequestAnswerBodySchema,
  KnownMemberQuerySchema,
  MemberIdSchema,
  NewFlockSchema,
  RoleBodySchema,
} from "../../app/kernel/flock/schemas";
import { closeFlock, createFlock, flockList } from "../domain/flock/flocks.server";
import { answerInvitation, inviteMember, knownMembers } from "../domain/flock/invitations.server";
import { joinWithCode, makeInvite, previewInvite, revokeInvite } from "../domain/flock/invites.server";
import { flockPage } from "../domain/flock/page.server";
import { answerJoinRequest, askToJoin } from "../domain/flock/requests.server";
import { handOver, leaveFlock, removeMember, setRole } from "../domain/flock/roles.server";
import { answered, jsonBody, paramsOf, queryOf, requireApiMember, signedIn, type AppBindings } from "../http";

const SMALL = { maxBytes: 2 * 1024 };

export const flockRoutes = new Hono<AppBindings>()
  .get("/", signedIn(), async (c) => {
    const member = await requireApiMember(c);
    return c.json(await flockList(c.var.app.db, member));
  })
  .post("/", signedIn(), jsonBody(NewFlockSchema, { maxBytes: 4 * 1024 }), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await createFlock(c.var.app.db, member, c.req.valid("json"))), 201);
  })
  .get("/invites/:code", signedIn(), paramsOf(JoinCodeSchema), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await previewInvite(c.var.app.db, member, c.req.valid("param").code)));
  })
  .post("/invites/:code/join", signedIn(), paramsOf(JoinCodeSchema), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await joinWithCode(c.var.app.db, member, c.req.valid("param").code)));
  })
  .get("/:flockId", signedIn(), paramsOf(FlockIdSchema), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await flockPage(c.var.app.db, member, c.req.valid("param").flockId)));
  })
  .delete("/:flockId", signedIn(), paramsOf(FlockIdSchema), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await closeFlock(c.var.app.db, member, c.req.valid("param").flockId)));
  })
  .post("/:flockId/invite", signedIn(), paramsOf(FlockIdSchema), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await makeInvite(c.var.app.db, member, c.req.valid("param").flockId)), 201);
  })
  .delete("/:flockId/invite", signedIn(), paramsOf(FlockIdSchema), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await revokeInvite(c.var.app.db, member, c.req.valid("param").flockId)));
  })
  .get("/:flockId/known-members", signedIn(), paramsOf(FlockIdSchema), queryOf(KnownMemberQuerySchema), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await knownMembers(c.var.app.db, member, c.req.valid("param").flockId, c.req.valid("query").q)));
  })
  .post("/:flockId/invitations", signedIn(), paramsOf(FlockIdSchema), jsonBody(MemberIdSchema, SMALL), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await inviteMember(c.var.app.db, member, c.req.valid("param").flockId, c.req.valid("json").memberId)), 201);
  })
  .put("/:flockId/invitation", signedIn(), paramsOf(FlockIdSchema), jsonBody(InvitationAnswerBodySchema, SMALL), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await answerInvitation(c.var.app.db, member, c.req.valid("param").flockId, c.req.valid("json").answer)));
  })
  .post("/:flockId/requests", signedIn(), paramsOf(FlockIdSchema), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await askToJoin(c.var.app.db, member, c.req.valid("param").flockId)), 201);
  })
  .put("/:flockId/requests/:memberId", signedIn(), paramsOf(FlockMemberParamsSchema), jsonBody(JoinRequestAnswerBodySchema, SMALL), async (c) => {
    const member = await requireApiMember(c);
    const { flockId, memberId } = c.req.valid("param");
    return c.json(answered(await answerJoinRequest(c.var.app.db, member, flockId, memberId, c.req.valid("json").answer)));
  })
  .put("/:flockId/members/:memberId/role", signedIn(), paramsOf(FlockMemberParamsSchema), jsonBody(RoleBodySchema, SMALL), async (c) => {
    const member = await requireApiMember(c);
    const { flockId, memberId } = c.req.valid("param");
    return c.json(answered(await setRole(c.var.app.db, member, flockId, memberId, c.req.valid("json").role)));
  })
  .delete("/:flockId/members/:memberId", signedIn(), paramsOf(FlockMemberParamsSchema), async (c) => {
    const member = await requireApiMember(c);
    const { flockId, memberId } = c.req.valid("param");
    return c.json(answered(await removeMember(c.var.app.db, member, flockId, memberId)));
  })
  .post("/:flockId/leader", signedIn(), paramsOf(FlockIdSchema), jsonBody(MemberIdSchema, SMALL), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await handOver(c.var.app.db, member, c.req.valid("param").flockId, c.req.valid("json").memberId)));
  })
  .post("/:flockId/leave", signedIn(), paramsOf(FlockIdSchema), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await leaveFlock(c.var.app.db, member, c.req.valid("param").flockId)));
  });
