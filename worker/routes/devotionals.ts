import { Hono } from "hono";
import { z } from "zod";
import { isValidTimeZone } from "../../app/lib/onboarding";
import { devotionalComposerFor } from "../domain/ai-devotional.server";
import { devotionalArtSvg } from "../domain/devotional-art";
import { devotionalByDate, devotionalForToday, fallbackDevotional } from "../domain/devotionals.server";
import { apiError, parseJsonBody, type AppBindings } from "../http";

const GenerateDailyDevotionalSchema = z.object({
  timezone: z
    .string({ error: "timezone must be an IANA time zone such as America/Chicago." })
    .refine(isValidTimeZone, { error: "timezone must be an IANA time zone such as America/Chicago." }),
});

/** POST /api/generate-daily-devotional {timezone} (spec §7): the devotional of the member's local date. */
export const devotionalApiRoutes = new Hono<AppBindings>().post("/generate-daily-devotional", async (c) => {
  if (!c.var.app.user) apiError(401, { error: "Please sign in to view your devotional" });
  const { timezone } = await parseJsonBody(c, GenerateDailyDevotionalSchema);
  return c.json(await devotionalForToday({ db: c.var.app.db, env: c.env }, timezone, new Date(), devotionalComposerFor(c.env)));
});

const ART_PATH = /^(\d{4}-\d{2}-\d{2})\.svg$/;

/** GET /images/devotionals/<date>.svg — the day's artwork (public, like the devotional's image_url). */
export const devotionalImageRoutes = new Hono<AppBindings>().get("/:file", async (c) => {
  const date = ART_PATH.exec(c.req.param("file"))?.[1];
  if (!date || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return c.text("Not found", 404);
  const devotional = (await devotionalByDate(c.var.app.db, date)) ?? null;
  const theme = devotional?.theme ?? fallbackDevotional(date).theme;
  return new Response(devotionalArtSvg(theme, date), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      // A stored devotional's art never changes; a date without one may still get one.
      "Cache-Control": devotional ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    },
  });
});
