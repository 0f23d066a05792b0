/**
 * Gatherings' JSON API for planning and listing, mounted at /api/gatherings: the same domain calls
 * as the pages. Visitors get 401 before their input is read; a gathering he may not see is 404; a
 * free member leading one gets 403 with the gate's premium-only message; bad input is 400.
 *
 *   GET  /api/gatherings                          upcoming and live gatherings he may see, soonest first
 *   POST /api/gatherings                          lead one (NewGatheringSchema) → 201 { roomName, joinHref, inviteHref }
 *   PUT  /api/gatherings/:roomName/rsvp           { response: going | not_going } → { gathering }
 *   GET  /api/gatherings/:roomName/calendar.ics   the gathering as an RFC 5545 calendar file
 */
import { Hono } from "hono";
import { NewGatheringSchema, RoomNameSchema, RsvpSchema } from "../../app/kernel/gatherings/schemas";
import { gatheringCalendar } from "../domain/gatherings/calendar.server";
import { upcomingGatheringsFor } from "../domain/gatherings/cards.server";
import { planGathering } from "../domain/gatherings/plan.server";
import { answerGathering } from "../domain/gatherings/rsvp.server";
import { answered, jsonBody, paramsOf, requireApiMember, signedIn, type AppBindings } from "../http";

export const gatheringRoutes = new Hono<AppBindings>()
  .get("/", signedIn(), async (c) => {
    const member = await requireApiMember(c);
    return c.json({ gatherings: await upcomingGatheringsFor(c.var.app.db, member) });
  })
  .post("/", signedIn(), jsonBody(NewGatheringSchema, { maxBytes: 8 * 1024 }), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await planGathering(c.var.app, member, c.req.valid("json"))), 201);
  })
  .put("/:roomName/rsvp", signedIn(), paramsOf(RoomNameSchema), jsonBody(RsvpSchema, { maxBytes: 1024 }), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await answerGathering(c.var.app.db, member, c.req.valid("param").roomName, c.req.valid("json").response)));
  })
  .get("/:roomName/calendar.ics", signedIn(), paramsOf(RoomNameSchema), async (c) => {
    const member = await requireApiMember(c);
    const file = answered(await gatheringCalendar(c.var.app.db, member, c.req.valid("param").roomName, new URL(c.req.url).origin));
    return c.body(file.body, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
    });
  });
