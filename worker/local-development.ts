/**
 * "Local development" means one thing everywhere in the worker: the address is plain http on a
 * loopback name (localhost, 127.0.0.1 or [::1]), as `npm start`, the tests and the bench serve it.
 * A deployed worker is reached on https and on its own hostname, so nothing that only a developer's
 * machine may have (test routes, the demo seed, a missing APP_URL) is ever allowed there.
 */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function isLocalDevelopment(url: URL | string): boolean {
  let parsed: URL;
  try {
    parsed = typeof url === "string" ? new URL(url) : url;
  } catch {
    return false;
  }
  return parsed.protocol === "http:" && LOOPBACK_HOSTS.has(parsed.hostname);
}
