/**
 * better-auth's signed cookies, read and written the way its cookie layer does (better-call): the
 * value is `value.signature`, the signature HMAC-SHA256 of the value with the auth secret in
 * standard base64 (44 characters ending in "="), the whole URI-encoded. The worker checks the
 * session cookie with these before asking D1 anything (worker/auth/session-lookup.server.ts).
 */

const HMAC = { name: "HMAC", hash: "SHA-256" } as const;
const encoder = new TextEncoder();

/** One key per secret for the isolate's life: importing it costs more than a signature check. */
const keys = new Map<string, Promise<CryptoKey>>();

export function signingKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = crypto.subtle.importKey("raw", encoder.encode(secret), HMAC, false, ["sign", "verify"])));
  return key;
}

/** A cookie's value in a Cookie header: the first of that name, URI-decoded where it can be. */
export function cookieValue(header: string, name: string): string | null {
  for (const pair of header.split(";")) {
    const equals = pair.indexOf("=");
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
    let value = pair.slice(equals + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return value.includes("%") ? decodeURIComponent(value) : value;
    } catch {
      return value;
    }
  }
  return null;
}

/** The value a signed cookie carries, or null when it is absent or its signature does not match. */
export async function verifiedCookieValue(header: string, name: string, key: CryptoKey): Promise<string | null> {
  const signed = cookieValue(header, name);
  if (!signed) return null;
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  try {
    const bytes = Uint8Array.from(atob(signature), (char) => char.charCodeAt(0));
    return (await crypto.subtle.verify(HMAC, key, bytes, encoder.encode(value))) ? value : null;
  } catch {
    return null;
  }
}

export interface CookieAttributes {
  maxAge?: number;
  domain?: string;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
  partitioned?: boolean;
}

/** A Set-Cookie value for `value` signed with `key`, its attributes in better-call's order. */
export async function signedSetCookie(name: string, value: string, key: CryptoKey, attributes: CookieAttributes): Promise<string> {
  const signature = new Uint8Array(await crypto.subtle.sign(HMAC, key, encoder.encode(value)));
  let cookie = `${name}=${encodeURIComponent(`${value}.${btoa(String.fromCharCode(...signature))}`)}`;
  if (typeof attributes.maxAge === "number" && attributes.maxAge >= 0) cookie += `; Max-Age=${Math.floor(attributes.maxAge)}`;
  if (attributes.domain) cookie += `; Domain=${attributes.domain}`;
  if (attributes.path) cookie += `; Path=${attributes.path}`;
  if (attributes.httpOnly) cookie += "; HttpOnly";
  if (attributes.secure || name.startsWith("__Secure-") || attributes.partitioned || attributes.sameSite?.toLowerCase() === "none") {
    cookie += "; Secure";
  }
  if (attributes.sameSite) cookie += `; SameSite=${attributes.sameSite.charAt(0).toUpperCase()}${attributes.sameSite.slice(1)}`;
  if (attributes.partitioned) cookie += "; Partitioned";
  return cookie;
}
