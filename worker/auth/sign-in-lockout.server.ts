/**
 * A per-account sign-in limit on top of better-auth's per-IP one: an attacker who spreads guesses
 * over many addresses still gets only ACCOUNT_SIGN_IN_LIMIT.max tries per account and window.
 *
 * Each attempt reserves a try *before* the password is checked (so a locked account costs no scrypt,
 * and parallel requests cannot slip past the count), and is then settled: a wrong password keeps
 * it, a right one clears the account's count, anything else (the request was refused before any
 * password was checked) gives it back. Unknown addresses are counted exactly like known ones, so the
 * answer never tells who has an account. Keys are a hash of the normalised address, not the address.
 */
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { signInFailures } from "../db/schema";

export const ACCOUNT_SIGN_IN_LIMIT = { windowMs: 15 * 60 * 1000, max: 10 } as const;

export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };
export type AttemptOutcome = "wrong-password" | "password-accepted" | "not-checked";

export async function accountKey(email: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(email.trim().toLowerCase()));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** One round trip: prune finished windows, take a try if one is left, read the window's start. */
export async function reserveSignInAttempt(db: Database, key: string, now = Date.now()): Promise<Reservation> {
  const { windowMs, max } = ACCOUNT_SIGN_IN_LIMIT;
  const [, reserved, row] = await db.batch([
    db.delete(signInFailures).where(lte(signInFailures.windowStartedAt, now - windowMs)),
    db
      .insert(signInFailures)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: signInFailures.key,
        set: { failures: sql`${signInFailures.failures} + 1` },
        setWhere: sql`${signInFailures.failures} < ${max}`,
      })
      .returning({ failures: signInFailures.failures }),
    db.select({ windowStartedAt: signInFailures.windowStartedAt }).from(signInFailures).where(eq(signInFailures.key, key)),
  ]);
  if (reserved.length > 0) return { allowed: true };
  const windowStartedAt = row[0]?.windowStartedAt ?? now;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStartedAt + windowMs - now) / 1000)) };
}

/** A password reset proves the mailbox is his: the lock on the address ends with it. */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, await accountKey(email)));
}

export async function settleSignInAttempt(db: Database, key: string, outcome: AttemptOutcome): Promise<void> {
  if (outcome === "wrong-password") return;
  if (outcome === "password-accepted") {
    await db.delete(signInFailures).where(eq(signInFailures.key, key));
    return;
  }
  await db
    .update(signInFailures)
    .set({ failures: sql`${signInFailures.failures} - 1` })
    .where(and(eq(signInFailures.key, key), gt(signInFailures.failures, 0)));
}
