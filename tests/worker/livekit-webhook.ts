/**
 * Delivers a LiveKit webhook the way LiveKit signs one: a JWT from the API key and secret in the
 * `Authorization` header whose sha256 claim is the base64 SHA-256 of the exact body.
 */
import { env } from "cloudflare:test";
import { AccessToken } from "livekit-server-sdk";
import { request } from "./helpers";

export async function livekitWebhook(event: Record<string, unknown>, { secret = env.LIVEKIT_API_SECRET!, auth }: { secret?: string; auth?: string | null } = {}) {
  const body = JSON.stringify(event);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body)));
  const token = new AccessToken(env.LIVEKIT_API_KEY!, secret);
  token.sha256 = btoa(String.fromCharCode(...digest));
  const authorization = auth === undefined ? await token.toJwt() : auth;
  return request("/api/webhooks/livekit", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/webhook+json", ...(authorization === null ? {} : { Authorization: authorization }) },
  });
}

/** LiveKit's timestamps: whole seconds, as a string in the JSON form of its protobuf messages. */
export const seconds = (date: Date) => String(Math.floor(date.getTime() / 1000));
