/**
 * Praying for others through the JSON API, mounted at /api/prayer: the same domain calls as /prayer.
 * Visitors get 401 before their input is read; a request he may not see is 404 (the one not-found,
 * whoever asks); his own request is 400; bad input is 400.
 *
 *   GET  /api/prayer/praying                 { requests }: what he may pray for, in the list's order
 *   POST /api/prayer/requests/:requestId/prayed   → { requestId, newlyPrayed, prayedCount }
 *   GET  /api/prayer/praise                  { reports }: answered prayers shared with him, with testimony
 */
import { Hono } from "hono";
import { PrayerRequestIdSchema } from "../../app/kernel/prayer/schemas";
import { praiseReports, prayFor, prayingList } from "../domain/prayer/praying.server";
import { answered, paramsOf, requireApiMember, signedIn, type AppBindings } from "../http";

export const prayerPrayedRoutes = new Hono<AppBindings>()
  .get("/praying", signedIn(), async (c) => {
    const member = await requireApiMember(c);
    return c.json({ requests: await prayingList(c.var.app.db, member) });
  })
  .post("/requests/:requestId/prayed", signedIn(), paramsOf(PrayerRequestIdSchema), async (c) => {
    const member = await requireApiMember(c);
    return c.json(answered(await prayFor(c.var.app, member, c.req.valid("param").requestId)));
  })
  .get("/praise", signedIn(), async (c) => {
    const member = await requireApiMember(c);
    return c.json({ reports: await praiseReports(c.var.app.db, member) });
  });
