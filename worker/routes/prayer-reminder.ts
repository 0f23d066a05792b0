/**
 * His daily prayer reminder, mounted at /api/prayer: the same domain call as /prayer's form.
 *
 *   GET /api/prayer/reminder   { reminder: { enabled, localTime, timeZone } }
 *   PUT /api/prayer/reminder   { enabled, localTime } (a quarter hour, "21:00") → { reminder }
 */
import { Hono } from "hono";
import { PrayerReminderSchema } from "../../app/kernel/prayer/schemas";
import { prayerReminderFor, savePrayerReminder } from "../domain/prayer/reminder.server";
import { jsonBody, requireApiMember, signedIn, type AppBindings } from "../http";

export const prayerReminderRoutes = new Hono<AppBindings>()
  .get("/reminder", signedIn(), async (c) => {
    const member = await requireApiMember(c);
    return c.json({ reminder: await prayerReminderFor(c.var.app.db, member) });
  })
  .put("/reminder", signedIn(), jsonBody(PrayerReminderSchema, { maxBytes: 1024 }), async (c) => {
    const member = await requireApiMember(c);
    return c.json({ reminder: await savePrayerReminder(c.var.app.db, member, c.req.valid("json")) });
  });
