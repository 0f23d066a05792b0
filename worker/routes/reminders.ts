/**
 * Web Push for daily reminders: the VAPID public key the browser subscribes with, and the session
 * member's push subscriptions (a browser registers or forgets itself). Settings are saved on /settings.
 */
import { Hono } from "hono";
import { PushSubscriptionSchema, PushUnsubscribeSchema } from "../../app/kernel/reminders";
import { deletePushSubscription, pushConfigOf, savePushSubscription } from "../domain/reminders.server";
import { answerRefusal, jsonBody, requireApiUser, signedIn, type AppBindings } from "../http";

export const reminderRoutes = new Hono<AppBindings>()
  .get("/push/public-key", (c) => c.json({ publicKey: pushConfigOf(c.env)?.publicKey ?? null }))
  .post("/push-subscriptions", signedIn(), jsonBody(PushSubscriptionSchema, { maxBytes: 4 * 1024 }), async (c) => {
    const user = requireApiUser(c);
    const saved = await savePushSubscription({ db: c.var.app.db, env: c.env }, user.id, c.req.valid("json"));
    if (!saved.ok) answerRefusal(saved);
    return c.json({ ok: true }, 201);
  })
  .delete("/push-subscriptions", signedIn(), jsonBody(PushUnsubscribeSchema, { maxBytes: 4 * 1024 }), async (c) => {
    const user = requireApiUser(c);
    const removed = await deletePushSubscription(c.var.app.db, user.id, c.req.valid("json").endpoint);
    if (!removed.ok) answerRefusal(removed);
    return c.body(null, 204);
  });
