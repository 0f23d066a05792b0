/**
 * Prayer gatherings' JSON API, mounted at /api/prayer: the same domain calls as the pages. Visitors
 * get 401 before their input is read; scheduling for an audience he may not schedule for is 403;
 * bad input is 400. RSVP, the calendar file and the room are the gatherings' own (/api/gatherings).
 *
 *   GET  /api/prayer/gatherings   the prayer gatherings he may see that are not over, and whether he may schedule one
 *   POST /api/prayer/gatherings   schedule one (NewPrayerGatheringSchema) → 201 { id, href }
 */
import { Hono } from "hono";
import { NewPrayerGatheringSchema } from "../../app/kernel/prayer/schemas";
import { prayerGatheringsFor, schedulePrayerGathering } from "../domain/prayer/gatherings.server";
import { answered, jsonBody, requireApiMember, requireApiUser, signedIn, type AppBindings } from "../http";

export const prayerGatheringRoutes = new Hono<AppBindings>()
  .get("/gatherings", signedIn(), async (c) => {
    const admin = requireApiUser(c).role === "admin";
    const member = await requireApiMember(c);
    return c.json({ gatherings: await prayerGatheringsFor(c.var.app.db, { member, admin }) });
  })
  .post("/gatherings", signedIn(), jsonBody(NewPrayerGatheringSchema, { maxBytes: 4 * 1024 }), async (c) => {
    const admin = requireApiUser(c).role === "admin";
    const member = await requireApiMember(c);
    return c.json(answered(await schedulePrayerGathering(c.var.app.db, { member, admin }, c.req.valid("json"))), 201);
  });
