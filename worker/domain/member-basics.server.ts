/**
 * What nearly every signed-in page needs about its member, read in ONE D1 round trip: his profile,
 * his subscription, his usage rows and the free limits (the header's Upgrade/Premium and the usage
 * warning on every page; Today's "today" from his time zone).
 *
 * His usage month depends on his time zone, which is in the profile being read in the same batch.
 * Rather than wait for it (a second round trip), the batch reads his rows for every month some time
 * zone on Earth is in right now — at most two — and the caller picks his (membershipSnapshot).
 * A signed-in request reads it in the same batch as his session (worker/auth/session-lookup.server.ts);
 * the AppContext hands it out as `app.memberBasics()`, and `app.profile()` reads from it.
 */
import { and, eq, inArray, type Placeholder } from "drizzle-orm";
import { datesInAnyTimeZone, monthStart } from "../../app/kernel/dates";
import type { Database } from "../db/client";
import type { MemberKey } from "../db/member-key";
import { monthlyUsageLimits, profiles } from "../db/schema";
import type { Profile } from "./profiles.server";
import { subscriptionQuery } from "./subscriptions.server";
import { freeLimitsQuery } from "./usage.server";

export function monthsInAnyTimeZone(now: Date): string[] {
  const { earliest, latest } = datesInAnyTimeZone(now);
  return [...new Set([monthStart(earliest), monthStart(latest)])];
}

export interface MemberBasics {
  profile: Profile | null;
  subscription: Awaited<ReturnType<typeof subscriptionQuery>>[number] | null;
  /** The months the usage rows were read for; a month outside them was not looked up. */
  months: string[];
  usageRows: (typeof monthlyUsageLimits.$inferSelect)[];
  limitRows: Awaited<ReturnType<typeof freeLimitsQuery>>;
}

/**
 * The basics' four reads, for a caller's batch; `memberBasicsFrom` makes their rows MemberBasics.
 * The months may be placeholders, for a batch built once (worker/db/prepared-batch.ts).
 */
export function memberBasicsStatements(db: Database, userId: MemberKey, months: readonly (string | Placeholder)[]) {
  return [
    db.select().from(profiles).where(eq(profiles.id, userId)).limit(1),
    subscriptionQuery(db, userId),
    db
      .select()
      .from(monthlyUsageLimits)
      .where(and(eq(monthlyUsageLimits.user_id, userId), inArray(monthlyUsageLimits.month, months))),
    freeLimitsQuery(db),
  ] as const;
}

type BasicsRows = readonly [
  Profile[],
  NonNullable<MemberBasics["subscription"]>[],
  MemberBasics["usageRows"],
  MemberBasics["limitRows"],
];

export function memberBasicsFrom([profileRows, subscriptionRows, usageRows, limitRows]: BasicsRows, months: string[]): MemberBasics {
  return { profile: profileRows[0] ?? null, subscription: subscriptionRows[0] ?? null, months, usageRows, limitRows };
}

export async function readMemberBasics(db: Database, userId: string, now = new Date()): Promise<MemberBasics> {
  const months = monthsInAnyTimeZone(now);
  return memberBasicsFrom(await db.batch(memberBasicsStatements(db, userId, months)), months);
}
