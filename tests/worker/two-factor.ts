/**
 * Two-factor authentication for worker tests: RFC 6238 codes computed the way an authenticator app
 * does, and a member who turned it on through the settings forms (better-auth's real endpoints).
 */
import { nextCookie, ORIGIN, request } from "./helpers";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Decode(input: string): Uint8Array<ArrayBuffer> {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of input.replace(/=+$/, "").toUpperCase()) {
    value = (value << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

/** RFC 6238 TOTP: HMAC-SHA1 over the 30-second counter, 6 digits. */
export async function totp(base32Secret: string, at = Date.now()): Promise<string> {
  const key = await crypto.subtle.importKey("raw", base32Decode(base32Secret), { name: "HMAC", hash: "SHA-1" }, false, [
    "sign",
  ]);
  const counter = new DataView(new ArrayBuffer(8));
  counter.setBigUint64(0, BigInt(Math.floor(at / 30_000)));
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, counter.buffer));
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 1_000_000).padStart(6, "0");
}

export const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

let ipSequence = 0;
const freshIp = () => `198.18.0.${(++ipSequence % 250) + 1}`;

const settingsPost = (cookie: string, fields: [string, string][]) =>
  request("/settings", {
    method: "POST",
    cookie,
    body: new URLSearchParams(fields),
    headers: { Origin: ORIGIN, "cf-connecting-ip": freshIp() },
  });

/**
 * Turns two-factor on for a member through /settings (password, then a code from the secret) and
 * returns the rotated session cookie, the TOTP secret and the backup codes.
 */
export async function turnOnTwoFactor(member: { cookie: string; password: string }) {
  const started = await settingsPost(member.cookie, [
    ["intent", "enable-2fa"],
    ["password", member.password],
  ]);
  const html = await started.text();
  const totpURI = decodeEntities(/name="totpURI" value="([^"]+)"/.exec(html)![1]!);
  const backupCodes = [...html.matchAll(/name="backupCodes" value="([^"]+)"/g)].map((match) => match[1]!);
  const secret = new URL(totpURI).searchParams.get("secret")!;
  const verified = await settingsPost(member.cookie, [
    ["intent", "verify-2fa"],
    ["code", await totp(secret)],
    ["totpURI", totpURI],
    ...backupCodes.map((code): [string, string] => ["backupCodes", code]),
  ]);
  if (verified.status !== 302) throw new Error(`turning on two-factor failed: ${verified.status}`);
  return { cookie: nextCookie(member.cookie, verified), secret, backupCodes };
}
