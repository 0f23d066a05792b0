/** Monthly usage counters and AI token records (monthly_usage_limits, ai_usage). */
import { and, eq, sql } from "drizzle-orm";
import { DEFAULT_FREE_LIMITS, EMPTY_USAGE, USAGE_COUNTERS, type FreeLimits, type Usage, type UsageCounter } from "../../app/kernel/membership";
import type { Database } from "../db/client";
import { aiUsage, freeLimits, monthlyUsageLimits } from "../db/schema";

export function usageQuery(db: Database, userId: string, month: string) {
  return db
    .select()
    .from(monthlyUsageLimits)
    .where(and(eq(monthlyUsageLimits.user_id, userId), eq(monthlyUsageLimits.month, month)))
    .limit(1);
}

export function freeLimitsQuery(db: Database) {
  return db.select().from(freeLimits);
}

/** A missing usage row counts as zero usage. */
export function usageFromRow(row: Partial<Usage> | undefined): Usage {
  if (!row) return { ...EMPTY_USAGE };
  return Object.fromEntries(USAGE_COUNTERS.map((counter) => [counter, row[counter] ?? 0])) as Usage;
}

/** Rows present in D1 win; a counter with no row keeps the default (DEFAULT_FREE_LIMITS). */
export function limitsFromRows(rows: { counter: string; monthly_limit: number }[]): FreeLimits {
  const limits = { ...DEFAULT_FREE_LIMITS };
  for (const row of rows) if (row.counter in limits) limits[row.counter as UsageCounter] = row.monthly_limit;
  return limits;
}

/**
 * Adds one use (and tokens) atomically: an upsert on (user_id, month) with `x = x + 1`, so two tabs
 * counting at the same moment cannot lose a count.
 */
export function incrementUsageStatement(
  db: Database,
  input: { userId: string; month: string; counter: UsageCounter | null; tokens?: number },
) {
  const tokens = Math.max(0, Math.round(input.tokens ?? 0));
  const initial = { user_id: input.userId, month: input.month, total_tokens_used: tokens, ...(input.counter ? { [input.counter]: 1 } : {}) };
  const set: Record<string, unknown> = {
    total_tokens_used: sql`${monthlyUsageLimits.total_tokens_used} + ${tokens}`,
    updated_at: new Date(),
  };
  if (input.counter) set[input.counter] = sql`${monthlyUsageLimits[input.counter]} + 1`;
  return db
    .insert(monthlyUsageLimits)
    .values(initial)
    .onConflictDoUpdate({ target: [monthlyUsageLimits.user_id, monthlyUsageLimits.month], set });
}

/**
 * Takes one use of a counter before the work is done: one upsert on (user_id, month) whose update
 * only happens while the count is under `limit` (null: no limit, for Premium). D1 runs a statement
 * at a time, so of N racing requests at limit − 1 exactly one gets a row back; the others get none,
 * which means the limit is reached. A limit of 0 must be refused before this is run: the insert of a
 * first row has no condition.
 */
export function reserveUsageStatement(db: Database, input: { userId: string; month: string; counter: UsageCounter; limit: number | null }) {
  const column = monthlyUsageLimits[input.counter];
  return db
    .insert(monthlyUsageLimits)
    .values({ user_id: input.userId, month: input.month, [input.counter]: 1 })
    .onConflictDoUpdate({
      target: [monthlyUsageLimits.user_id, monthlyUsageLimits.month],
      set: { [input.counter]: sql`${column} + 1`, updated_at: new Date() },
      setWhere: input.limit === null ? undefined : sql`${column} < ${input.limit}`,
    })
    .returning({ used: column });
}

/** Gives back a use reserved for work that then failed (never below zero). */
export function refundUsageStatement(db: Database, input: { userId: string; month: string; counter: UsageCounter }) {
  const column = monthlyUsageLimits[input.counter];
  return db
    .update(monthlyUsageLimits)
    .set({ [input.counter]: sql`max(${column} - 1, 0)`, updated_at: new Date() })
    .where(and(eq(monthlyUsageLimits.user_id, input.userId), eq(monthlyUsageLimits.month, input.month)));
}

export function aiUsageStatement(db: Database, input: { userId: string | null; featureType: string; tokens: number }) {
  return db.insert(aiUsage).values({ user_id: input.userId, feature_type: input.featureType, tokens_used: Math.max(0, Math.round(input.tokens)) });
}
