/**
 * A small D1-backed rate limiter for the app's own routes (better-auth keeps its own table for the
 * sign-in routes). Fixed windows: a key's first request opens a window of `windowSeconds`, and at
 * most `max` requests are allowed until it ends. The count is one upsert per key, so requests that
 * race are all counted; D1 is shared by every isolate, where memory would reset per isolate.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateCounters } from "../db/schema";

export interface RateRule {
  max: number;
  windowSeconds: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one request against every key (e.g. the client's IP and the member) in one D1 round trip;
 * allowed only while each key is within the rule. A refused request is counted too.
 */
export async function limitRate(db: Database, keys: string | readonly string[], rule: RateRule, now = new Date()): Promise<RateDecision> {
  const all = typeof keys === "string" ? [keys] : [...new Set(keys)];
  if (all.length === 0) return { allowed: true };
  const at = now.getTime();
  const windowEnds = at + rule.windowSeconds * 1000;
  // Every right-hand side reads the row as it was, so the window and the count reset together.
  const expired = sql`${rateCounters.window_ends_at} <= ${at}`;
  const counted = all.map((key) =>
    db
      .insert(rateCounters)
      .values({ key, count: 1, window_ends_at: windowEnds })
      .onConflictDoUpdate({
        target: rateCounters.key,
        set: {
          count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateCounters.count} + 1 END`,
          window_ends_at: sql`CASE WHEN ${expired} THEN ${windowEnds} ELSE ${rateCounters.window_ends_at} END`,
        },
      })
      .returning({ count: rateCounters.count, window_ends_at: rateCounters.window_ends_at }),
  );
  const [first, ...rest] = counted;
  const rows = (await db.batch([first!, ...rest])).flat();
  const over = rows.filter((row) => row.count > rule.max);
  if (over.length === 0) return { allowed: true };
  const endsAt = Math.max(...over.map((row) => row.window_ends_at));
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - at) / 1000)) };
}
