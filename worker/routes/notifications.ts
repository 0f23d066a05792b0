/**
 * The notifications JSON API. Guard → domain → JSON; the member is
 * always the session's, so another member's id answers 404 and changes nothing.
 */
import { Hono } from "hono";
import { NOTIFICATIONS_COPY } from "../../app/kernel/notifications";
import {
  deleteNotification,
  markAllRead,
  markRead,
  notificationsWithUnread,
  unreadCount,
} from "../domain/notifications.server";
import { apiError, requireApiUser, type AppBindings } from "../http";

export const notificationRoutes = new Hono<AppBindings>()
  .get("/notifications", async (c) => {
    const user = requireApiUser(c);
    return c.json(await notificationsWithUnread(c.var.app.db, user.id));
  })
  .get("/notifications/unread-count", async (c) => {
    const user = requireApiUser(c);
    return c.json({ unread: await unreadCount(c.var.app.db, user.id) });
  })
  .post("/notifications/read-all", async (c) => {
    const user = requireApiUser(c);
    return c.json({ updated: await markAllRead(c.var.app, user.id) });
  })
  .post("/notifications/:id/read", async (c) => {
    const user = requireApiUser(c);
    if (!(await markRead(c.var.app, user.id, c.req.param("id")))) apiError(404, { error: NOTIFICATIONS_COPY.notFound });
    return c.body(null, 204);
  })
  .delete("/notifications/:id", async (c) => {
    const user = requireApiUser(c);
    if (!(await deleteNotification(c.var.app, user.id, c.req.param("id")))) {
      apiError(404, { error: NOTIFICATIONS_COPY.notFound });
    }
    return c.body(null, 204);
  });
