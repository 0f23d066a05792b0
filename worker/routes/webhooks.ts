import { Hono } from "hono";
import { applyStripeEvent } from "../domain/billing.server";
import type { AppBindings } from "../http";
import { createPayments } from "../providers/payments";

/**
 * Signed callbacks (docs/decisions/001). Stripe retries anything but a 2xx, so a verified event that
 * concerns no member still answers 200 (and is logged), while a failure to apply one answers 500 so
 * it is delivered again.
 */
export const webhookRoutes = new Hono<AppBindings>().post("/stripe", async (c) => {
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
});
