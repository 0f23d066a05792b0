import { Hono } from "hono";
import { PUBLIC_MEDIA_PATTERN } from "../domain/avatars.server";
import { POST_IMAGE_PATTERN } from "../domain/pasture/post-images.server";
import type { AppBindings } from "../http";

/** GET /media/<key>: public, immutable objects from R2 (avatars and post images; keys are unguessable and server-built). */
export const mediaRoutes = new Hono<AppBindings>().get("/*", async (c) => {
  const key = c.req.path.replace(/^\/media\//, "");
  if (!PUBLIC_MEDIA_PATTERN.test(key) && !POST_IMAGE_PATTERN.test(key)) return c.text("Not found", 404);
  const object = await c.env.MEDIA.get(key);
  if (!object) return c.text("Not found", 404);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { headers });
});
