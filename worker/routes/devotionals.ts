import { Hono } from "hono";
import { z } from "zod";
import { DevotionalIdSchema } from "../../app/kernel/checkin";
import { dayNumberOf } from "../../app/kernel/dates";
import { ARTWORK_COPY } from "../../app/kernel/copy/today-member";
import { GATE_COPY } from "../../app/kernel/membership";
import { isValidTimeZone } from "../../app/kernel/onboarding";
import { devotionalComposerFor } from "../domain/ai-devotional.server";
import { devotionalArtSvg } from "../domain/devotional-art";
import {
  createDevotionalImage,
  DEVOTIONAL_IMAGE_CACHE_CONTROL,
  DEVOTIONAL_IMAGE_NAME,
  devotionalImageKey,
} from "../domain/devotional-image.server";
import { devotionalByDate, devotionalForToday, fallbackDevotional } from "../domain/devotionals.server";
import { jsonBody, requireApiMember, signedIn, type AppBindings } from "../http";
import { createImageGenerator } from "../providers/images";

const GenerateDailyDevotionalSchema = z.object({
  timezone: z
    .string({ error: "timezone must be an IANA time zone such as America/Chicago." })
    .refine(isValidTimeZone, { error: "timezone must be an IANA time zone such as America/Chicago." }),
});

const GenerateDevotionalImageSchema = z.object({ devotional_id: DevotionalIdSchema });

export const devotionalApiRoutes = new Hono<AppBindings>()
  /** POST /api/generate-daily-devotional {timezone}: the devotional of the member's local date. */
  .post("/generate-daily-devotional", signedIn("Please sign in to view your devotional"), jsonBody(GenerateDailyDevotionalSchema), async (c) => {
    const { timezone } = c.req.valid("json");
    return c.json(await devotionalForToday({ db: c.var.app.db, env: c.env }, timezone, new Date(), devotionalComposerFor(c.env)));
  })
  /**
   * POST /api/generate-devotional-image {devotional_id} → {image_url, cached} (docs/decisions/019):
   * today's devotional painted once by the image provider, through the gate (devotional_image).
   * 403 with the gate's message; 502 when the provider fails; 503 when no provider is configured.
   */
  .post("/generate-devotional-image", signedIn(ARTWORK_COPY.signInText), jsonBody(GenerateDevotionalImageSchema), async (c) => {
    const { devotional_id } = c.req.valid("json");
    const images = createImageGenerator(c.env);
    if (!images) return c.json({ error: ARTWORK_COPY.unavailable }, 503);
    const scope = () => requireApiMember(c, ARTWORK_COPY.signInText);
    const result = await createDevotionalImage(c.var.app, scope, devotional_id, { images });
    switch (result.kind) {
      case "ready":
        return c.json({ image_url: result.imageUrl, cached: result.cached });
      case "not-found":
        return c.json({ error: ARTWORK_COPY.notFound }, 404);
      case "not-today":
        return c.json({ error: ARTWORK_COPY.notToday }, 409);
      case "denied":
        return c.json({ error: result.reason, title: GATE_COPY.limitTitle }, 403);
      case "failed":
        return c.json({ error: result.message, title: ARTWORK_COPY.failedTitle }, 502);
    }
  });

const ART_PATH = /^(\d{4}-\d{2}-\d{2})\.svg$/;

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * GET /images/devotionals/<date>.svg — the day's default artwork; GET /images/devotionals/<date>-<hex>.<ext>
 * — a painting kept in R2. Both public, like the devotional's image_url.
 */
export const devotionalImageRoutes = new Hono<AppBindings>().get("/:file", async (c) => {
  const file = c.req.param("file");
  if (DEVOTIONAL_IMAGE_NAME.test(file)) {
    // A painting never changes under its name: immutable, and a revalidation is a 304.
    const object = await c.env.MEDIA.get(devotionalImageKey(file), { onlyIf: c.req.raw.headers });
    if (!object) return notFound();
    const headers = new Headers();
    object.writeHttpMetadata(headers);
    headers.set("Cache-Control", DEVOTIONAL_IMAGE_CACHE_CONTROL);
    headers.set("ETag", object.httpEtag);
    if (!("body" in object)) return new Response(null, { status: 304, headers });
    headers.set("Content-Length", String(object.size));
    return new Response(object.body, { headers });
  }
  const date = ART_PATH.exec(file)?.[1];
  // Date.parse rolls an impossible day over (Feb 31 → Mar 3); only a real calendar date has art.
  if (!date || dayNumberOf(date) === null) return notFound();
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
