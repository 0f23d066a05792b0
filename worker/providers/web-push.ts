/**
 * One Web Push delivery, shared by every job that pushes (the daily reminder, the gathering
 * reminder): the payload is encrypted for the subscription and signed with our VAPID keys, and the
 * push service's answer is read the way RFC 8030 defines it.
 */
import { buildPushPayload, type VapidKeys } from "@block65/webcrypto-web-push";
import type { Database } from "../db/client";
import type { pushSubscriptions } from "../db/schema";
import { noteProviderError } from "../domain/admin/failures.server";

const PUSH_TIMEOUT_MS = 10_000;

export type PushOutcome = "sent" | "gone" | "failed";

export interface PushMessage {
  data: Record<string, string>;
  /** Seconds the push service keeps an undelivered message. */
  ttl: number;
  urgency: "low" | "normal" | "high";
  /** Replaces an undelivered message with the same topic. */
  topic: string;
}

export async function sendWebPush(
  vapid: VapidKeys,
  subscription: typeof pushSubscriptions.$inferSelect,
  message: PushMessage,
  logTag: string,
  /** Where a failure is noted as push's last error (the admin health page). */
  db: Database,
): Promise<PushOutcome> {
  try {
    const request = await buildPushPayload(
      { data: message.data, options: { ttl: message.ttl, urgency: message.urgency, topic: message.topic } },
      { endpoint: subscription.endpoint, expirationTime: null, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      vapid,
    );
    const response = await fetch(subscription.endpoint, {
      method: "POST",
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return "sent";
    // RFC 8030 §7.3: 404 and 410 mean the subscription is gone for good.
    if (response.status === 404 || response.status === 410) return "gone";
    console.warn(`[${logTag}] push service answered ${response.status} for subscription ${subscription.id}`);
    await noteProviderError(db, "push", `the push service answered ${response.status}`);
    return "failed";
  } catch (error) {
    console.warn(`[${logTag}] push to subscription ${subscription.id} failed`, error);
    await noteProviderError(db, "push", error);
    return "failed";
  }
}
