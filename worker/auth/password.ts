/**
 * Password hashing with the runtime's native scrypt (node:crypto under nodejs_compat).
 * better-auth's default pure-JS scrypt costs 100–170 ms of CPU per sign-in on a Worker. New hashes
 * use scrypt's interactive-login parameters (N = 2^14, r = 8, p = 1; 16 MiB): ≈ 45 ms of native CPU
 * here, where better-auth's r = 16 cost ≈ 90 ms (decision 029). Each hash records its parameters,
 * so hashes made with other parameters still verify.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const N = 16384;
const r = 8;
const p = 1;
const KEY_LENGTH = 64;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, params = { N, r, p }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { ...params, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Format: scrypt$N$r$p$saltHex$keyHex */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return ["scrypt", N, r, p, salt.toString("hex"), key.toString("hex")].join("$");
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }) {
  const [scheme, n, rr, pp, saltHex, keyHex] = hash.split("$");
  if (scheme !== "scrypt" || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, "hex");
  const actual = await derive(password, Buffer.from(saltHex, "hex"), {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
