import { Hono } from "hono";
import type { WebhookEvent } from "livekit-server-sdk";
import { applyStripeEvent } from "../domain/billing.server";
import { applyLiveKitEvent } from "../domain/gatherings/attendance.server";
import type { AppBindings } from "../http";
import { videoConfig, webhookReceiver } from "../providers/livekit";
import { createPayments } from "../providers/payments";

/**
 * Signed callbacks (docs/decisions/001). Stripe retries anything but a 2xx, so a verified event that
 * concerns no member still answers 200 (and is logged), while a failure to apply one answers 500 so
 * it is delivered again.
 */
export const webhookRoutes = new Hono<AppBindings>()
  .post("/stripe", async (c) => {
    const app = c.var.app;
    const payments = createPayments(c.env);
    if (!payments) return c.json({ error: "Billing is not configured on this server." }, 503);
    // The signature covers the exact bytes Stripe sent: read the raw text, never a re-serialised body.
    const rawBody = await c.req.text();
    const event = await payments.verifyWebhook(rawBody, c.req.header("stripe-signature"));
    if (!event) return c.json({ error: "The Stripe-Signature header is missing or does not match." }, 400);
    const result = await applyStripeEvent(app.db, event, payments);
    if (result.outcome === "unknown_member") {
      console.warn(`[${app.requestId}] stripe ${event.type} ${event.id}: no member matches; nothing changed`);
    } else if (result.outcome === "ignored") {
      console.log(`[${app.requestId}] stripe ${event.type} ${event.id} ignored: ${result.reason}`);
    }
    return c.json({ received: true });
  })
  /**
   * LiveKit's room events (attendance, a finished room). LiveKit signs each one with a JWT in the
   * `Authorization` header whose sha256 claim covers the exact body, so the raw text is verified
   * before it is parsed. A forged or unsigned call writes nothing (401); a room that is not a
   * gathering's answers 200 so LiveKit does not retry it.
   */
  .post("/livekit", async (c) => {
    const app = c.var.app;
    const config = videoConfig(c.env);
    if (!config) return c.json({ error: "Video rooms are not configured on this server." }, 503);
    const rawBody = await c.req.text();
    let event: WebhookEvent;
    try {
      event = await webhookReceiver(config).receive(rawBody, c.req.header("Authorization"));
    } catch (error) {
      // The body is parsed only once its signature holds, so a parse failure is a signed but malformed event.
      if (error instanceof SyntaxError || /cannot decode/i.test(String((error as Error)?.message))) {
        return c.json({ error: "The webhook body is not a LiveKit event." }, 400);
      }
      return c.json({ error: "The Authorization header is missing or does not sign this body." }, 401);
    }
    const result = await applyLiveKitEvent(app.db, event);
    if (result !== "applied") console.log(`[${app.requestId}] livekit ${event.event} ${event.id}: ${result}`);
    return c.json({ received: true });
  });
