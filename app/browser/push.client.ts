/**
 * Web Push in the browser: registers public/sw.js, asks for permission, subscribes with the
 * server's VAPID public key and tells the server (POST /api/push-subscriptions). Browser-only
 * (`.client.ts`): called from event handlers and effects, never while rendering on the server.
 */
import type { z } from "zod";
import type { PushSubscriptionSchema } from "../kernel/reminders";
import { apiClient } from "./api-client";

type PushSubscriptionBody = z.input<typeof PushSubscriptionSchema>;

export type PushOutcome = "subscribed" | "unsupported" | "blocked" | "failed";

export function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(text.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, index) => byte === b[index]);
}

/** This browser's push subscription for Shepherd, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration("/");
  return registration ? registration.pushManager.getSubscription() : null;
}

/**
 * Subscribes this browser. Call it straight from a click or submit handler: browsers grant the
 * permission prompt only to a user gesture, so nothing is awaited before it.
 */
export async function subscribeToPush(publicKey: string): Promise<PushOutcome> {
  if (!pushSupported()) return "unsupported";
  const permission = Notification.permission === "default" ? await Notification.requestPermission() : Notification.permission;
  if (permission !== "granted") return "blocked";
  try {
    const serverKey = base64UrlToBytes(publicKey);
    await navigator.serviceWorker.register("/sw.js", { scope: "/" });
    const registration = await navigator.serviceWorker.ready;
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made with another server key cannot receive this server's pushes.
    if (subscription && !sameKey(subscription.options.applicationServerKey, serverKey)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey });
    // A live subscription's JSON always has its endpoint and both keys; the DOM type leaves them optional.
    const json = subscription.toJSON() as PushSubscriptionBody;
    const response = await apiClient["push-subscriptions"].$post({ json });
    return response.ok ? "subscribed" : "failed";
  } catch {
    return "failed";
  }
}

/** Forgets this browser's subscription, on the server and in the browser (best effort). */
export async function unsubscribeFromPush(): Promise<void> {
  try {
    const subscription = await currentPushSubscription();
    if (!subscription) return;
    await apiClient["push-subscriptions"].$delete({ json: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  } catch {
    // The server drops a subscription the push service calls gone, so nothing is left dangling.
  }
}
