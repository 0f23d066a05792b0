/**
 * LiveKit, the gathering rooms' video server: LiveKit Cloud, a self-hosted cluster, or the local
 * `livekit-server --dev`. It is on only when all three variables are set; without them gatherings
 * are still planned, listed and answered, and the join page says plainly that video is not set up.
 *
 * The browser connects to `LIVEKIT_URL` (ws/wss); the worker calls the same host's Twirp API over
 * http/https. `livekit-server-sdk` runs in workerd (plain fetch and Web Crypto).
 */
import { AccessToken, RoomServiceClient, WebhookReceiver } from "livekit-server-sdk";
import type { Env } from "../env";

export interface VideoConfig {
  /** What the browser connects to. */
  wsUrl: string;
  /** The Twirp API's base, the same host over http(s). */
  httpUrl: string;
  apiKey: string;
  apiSecret: string;
}

type LiveKitEnv = Pick<Env, "LIVEKIT_URL" | "LIVEKIT_API_KEY" | "LIVEKIT_API_SECRET">;

export function videoConfig(env: LiveKitEnv): VideoConfig | null {
  const wsUrl = env.LIVEKIT_URL?.trim();
  const apiKey = env.LIVEKIT_API_KEY?.trim();
  const apiSecret = env.LIVEKIT_API_SECRET?.trim();
  if (!wsUrl || !apiKey || !apiSecret) return null;
  const httpUrl = wsUrl.replace(/^ws(s?):\/\//i, "http$1://").replace(/\/+$/, "");
  return { wsUrl, httpUrl, apiKey, apiSecret };
}

export const videoConfigured = (env: LiveKitEnv) => videoConfig(env) !== null;

export const accessToken = (config: VideoConfig, options: ConstructorParameters<typeof AccessToken>[2]) =>
  new AccessToken(config.apiKey, config.apiSecret, options);

/** A short request timeout: a host action or chat announcement waits seconds, not the SDK's ten. */
export const roomService = (config: VideoConfig) =>
  new RoomServiceClient(config.httpUrl, config.apiKey, config.apiSecret, { requestTimeout: 5 });

export const webhookReceiver = (config: VideoConfig) => new WebhookReceiver(config.apiKey, config.apiSecret);
