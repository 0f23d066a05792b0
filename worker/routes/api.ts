import { Hono } from "hono";
import { ClientErrorSchema, TrackActivitySchema } from "../../app/lib/activity";
import { recordActivity } from "../domain/activity.server";
import { recordClientError } from "../domain/client-errors.server";
import { parseJsonBody, requireApiUser, type AppBindings } from "../http";

export const apiRoutes = new Hono<AppBindings>()
  .get("/health", (c) => c.json({ ok: true }))
  .post("/track-user-activity", async (c) => {
    const user = requireApiUser(c);
    const input = await parseJsonBody(c, TrackActivitySchema);
    await recordActivity(c.var.app.db, user.id, input);
    return c.json({ ok: true });
  })
  .post("/client-errors", async (c) => {
    const input = await parseJsonBody(c, ClientErrorSchema);
    const app = c.var.app;
    await recordClientError(app.db, {
      ...input,
      userId: app.user?.id ?? null,
      userAgent: c.req.header("user-agent") ?? null,
      requestId: app.requestId,
    });
    return c.json({ ok: true, requestId: app.requestId }, 201);
  });
