/**
 * Web Push for daily reminders: the VAPID public key the browser subscribes with, and the session
 * member's push subscriptions (a browser registers or forgets itself). Settings are saved on /settings.
 */
import { Hono } from "hono";
import { PushSubscriptionSchema, PushUnsubscribeSchema, REMINDER_COPY } from "../../app/kernel/reminders";
import { deletePushSubscription, pushConfigOf, savePushSubscription } from "../domain/reminders.server";
import { apiError, jsonBody, requireApiUser, signedIn, type AppBindings } from "../http";

export const reminderRoutes = new Hono<AppBindings>()
  .get("/push/public-key", (c) => c.json({ publicKey: pushConfigOf(c.env)?.publicKey ?? null }))
  .post("/push-subscriptions", signedIn(), jsonBody(PushSubscriptionSchema, { maxBytes: 4 * 1024 }), async (c) => {
    const user = requireApiUser(c);
    const body = c.req.valid("json");
    if (!pushConfigOf(c.env)) apiError(409, { error: REMINDER_COPY.pushNotConfigured });
    await savePushSubscription(c.var.app.db, user.id, body);
    return c.json({ ok: true }, 201);
  })
  .delete("/push-subscriptions", signedIn(), jsonBody(PushUnsubscribeSchema, { maxBytes: 4 * 1024 }), async (c) => {
    const user = requireApiUser(c);
    const body = c.req.valid("json");
    if (!(await deletePushSubscription(c.var.app.db, user.id, body.endpoint))) {
      apiError(404, { error: "That push subscription was not found." });
    }
    return c.body(null, 204);
  });
