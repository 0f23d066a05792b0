/**
 * The one check every redirect target taken from input goes through (after sign-in, in auth e-mail
 * links). Client-safe and pure: the sign-in page, its action and better-auth's hooks all use it.
 *
 * A target is accepted only when it is a path on the app's own origin once a browser has parsed it.
 * Browsers drop tabs and newlines inside URLs and read a backslash as a slash, so `/\t/evil.example`
 * or `/\evil.example` would leave the site: any control character or backslash is refused, also
 * percent-encoded (a target is often decoded once more on its way), and so is anything whose parsed
 * path starts with `//` (`/..//evil.example` normalises to one).
 */

const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f\\]/;
/** Enough to unwrap a target encoded once per hop it took; more layers are refused. */
const MAX_DECODE_ROUNDS = 3;

/** The same-origin path (path, query and fragment) the target points at, or null. */
export function sameOriginPath(target: unknown, origin: string): string | null {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return null;
  let base: URL;
  try {
    base = new URL(origin);
  } catch {
    return null;
  }
  const isPath = target.startsWith("/") && !target.startsWith("//");
  if (!isPath && !target.startsWith(`${base.origin}/`)) return null;
  const decoded = decodeFully(target);
  if (decoded === null || UNSAFE_CHARACTER.test(target) || UNSAFE_CHARACTER.test(decoded) || decoded.startsWith("//")) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.pathname.startsWith("//")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go after signing in: the target when it is safe, else the fallback. */
export function safeRedirectPath(target: unknown, origin: string, fallback = "/"): string {
  return sameOriginPath(target, origin) ?? fallback;
}

/** Percent-decodes until nothing changes; null when still encoded after the last round. */
function decodeFully(value: string): string | null {
  let current = value;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round += 1) {
    const next = decodeOnce(current);
    if (next === current) return current;
    if (round === MAX_DECODE_ROUNDS) return null;
    current = next;
  }
  return null;
}

/** A malformed escape (e.g. a search for "100%") is not an encoding: the text stays as it is. */
function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
