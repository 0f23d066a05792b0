/**
 * The Pasture's safety doors in the JSON API (mounted under /pasture): reporting an item, and a
 * member's private blocks. Guard → validate → one domain call → answer; the member is always the
 * session's, so no request can report, block or unblock as anyone else.
 */
import { Hono } from "hono";
import { BlockSchema, ReportSchema } from "../../app/kernel/pasture/schemas";
import { blockMember, listBlockedMembers, unblockMember } from "../domain/pasture/blocks.server";
import { reportItem } from "../domain/pasture/reports.server";
import { answered, jsonBody, paramsOf, requireApiMember, requireApiUser, signedIn, type AppBindings } from "../http";

export const pastureSafetyRoutes = new Hono<AppBindings>()
  .post("/reports", signedIn(), jsonBody(ReportSchema), async (c) => {
    const admin = requireApiUser(c).role === "admin";
    const member = await requireApiMember(c);
    return c.json(answered(await reportItem(c.var.app, member, c.req.valid("json"), { admin })));
  })
  .get("/blocks", signedIn(), async (c) => {
    const member = await requireApiMember(c);
    return c.json({ members: await listBlockedMembers(c.var.app.db, member) });
  })
  .post("/blocks", signedIn(), jsonBody(BlockSchema), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await blockMember(c.var.app.db, member, c.req.valid("json").memberId)));
  })
  .delete("/blocks/:memberId", signedIn(), paramsOf(BlockSchema), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await unblockMember(c.var.app.db, member, c.req.valid("param").memberId)));
  });
