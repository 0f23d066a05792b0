import { Hono } from "hono";
import { HUB_USER_HEADER } from "../../durable-objects/notification-hub";
import { apiError, requireApiUser, type AppBindings } from "../http";

/**
 * GET /api/realtime — the page's one WebSocket. Authenticated from the session cookie and checked
 * against the app's origin here, then handed to that user's NotificationHub.
 */
export const realtimeRoutes = new Hono<AppBindings>().get("/", async (c) => {
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
    apiError(400, { error: "This address only accepts WebSocket connections." });
  }
  const user = requireApiUser(c);
  if (c.req.header("origin") !== c.var.app.origin) {
    apiError(403, { error: "Connections are only accepted from this app's own pages." });
  }
  const hub = c.env.NOTIFICATION_HUB.get(c.env.NOTIFICATION_HUB.idFromName(user.id));
  const headers = new Headers(c.req.raw.headers);
  headers.set(HUB_USER_HEADER, user.id);
  return hub.fetch(new Request(c.req.raw.url, { headers }));
});
