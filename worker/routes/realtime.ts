import { Hono } from "hono";
import { HUB_SESSION_HEADER, HUB_USER_HEADER } from "../../durable-objects/notification-hub";
import { hubFor } from "../domain/member-sockets.server";
import { apiError, requireApiUser, type AppBindings } from "../http";

/**
 * GET /api/realtime — the page's one WebSocket. Authenticated from the session cookie and checked
 * against the app's origin here, then handed to that user's NotificationHub with the session's id.
 */
export const realtimeRoutes = new Hono<AppBindings>().get("/", async (c) => {
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
    apiError(400, { error: "This address only accepts WebSocket connections." });
  }
  const user = requireApiUser(c);
  if (c.req.header("origin") !== c.var.app.origin) {
    apiError(403, { error: "Connections are only accepted from this app's own pages." });
  }
  const headers = new Headers(c.req.raw.headers);
  headers.set(HUB_USER_HEADER, user.id);
  // Recorded on the socket, so ending this session closes it (closeSessions).
  headers.set(HUB_SESSION_HEADER, c.var.app.sessionId!);
  return hubFor(c.env, user.id).fetch(new Request(c.req.raw.url, { headers }));
});
