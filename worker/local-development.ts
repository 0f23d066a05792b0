/**
 * "Local development" means one thing everywhere in the worker: the address is plain http on a
 * loopback name (localhost, 127.0.0.1 or [::1]), as `npm start`, the tests and the bench serve it.
 * A deployed worker is reached on https and on its own hostname, so nothing that only a developer's
 * machine may have (test routes, the demo seed, a missing APP_URL, mail kept in the outbox table and
 * links printed to the log) is ever allowed there: nobody else can read that machine's database or
 * terminal.
 */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function isLocalDevelopment(url: URL | string): boolean {
  if (typeof url === "string" && !URL.canParse(url)) return false;
  const parsed = typeof url === "string" ? new URL(url) : url;
  return parsed.protocol === "http:" && LOOPBACK_HOSTS.has(parsed.hostname);
}

/**
 * The origin of work that has no request (cron): APP_URL, which every deployment sets. Without it the
 * worker can only be running on the developer's machine.
 */
export function scheduledOrigin(appUrl: string | undefined): string {
  return appUrl ?? "http://localhost";
}
