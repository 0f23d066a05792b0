/**
 * Local development is a worker answering on loopback over plain http (`npm start`, `wrangler dev`,
 * the tests). Only there may mail wait in the outbox table and links be printed to the log: nobody
 * else can read that machine's database or terminal.
 */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function isLocalDevelopment(origin: string): boolean {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  return url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * The origin of work that has no request (cron): APP_URL, which every deployment sets. Without it the
 * worker can only be running on the developer's machine.
 */
export function scheduledOrigin(appUrl: string | undefined): string {
  return appUrl ?? "http://localhost";
}
