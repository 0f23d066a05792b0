export const LIVEKIT_VERSION: string;
export const LOCAL_LIVEKIT_BIN: string;
export const DEV_API_KEY: string;
export const DEV_API_SECRET: string;
export function findLiveKitBinary(): string | null;
export interface RunningLiveKit {
  /** ws://127.0.0.1:<port>, what the browser and LIVEKIT_URL use. */
  url: string;
  /** http://127.0.0.1:<port>, the Twirp API base. */
  httpUrl: string;
  apiKey: string;
  apiSecret: string;
  stop(): Promise<void>;
  output(): string;
}
export function startLiveKit(options?: {
  port?: number;
  rtcTcpPort?: number;
  rtcUdpPort?: number;
  webhookUrl?: string;
  apiKey?: string;
  apiSecret?: string;
  binary?: string | null;
  inherit?: boolean;
}): Promise<RunningLiveKit>;
