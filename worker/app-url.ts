/**
 * Outside local development the worker must be told its public origin (APP_URL): cookies, origin
 * checks and the links in emails are built from it, never from the Host header a client chose. A
 * deployment without a usable APP_URL answers every request 503 and says why in one log line.
 */
import type { Env } from "./env";
import { isLocalDevelopment } from "./local-development";

/** Why this request cannot be served, as one log line, or null when it can. */
export function appUrlProblem(env: Pick<Env, "APP_URL">, requestUrl: string): string | null {
  const appUrl = env.APP_URL;
  if (appUrl === undefined) {
    return isLocalDevelopment(requestUrl)
      ? null
      : `APP_URL is not set: refusing to serve ${new URL(requestUrl).origin}. Set APP_URL to the public origin, e.g. https://shepherd.example.org (wrangler.toml [vars] or \`wrangler secret put APP_URL\`).`;
  }
  if (!isOrigin(appUrl)) {
    return `APP_URL "${appUrl}" is not an origin: set it to the scheme and host only, e.g. https://shepherd.example.org, with no path or trailing slash.`;
  }
  return null;
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value;
  } catch {
    return false;
  }
}
