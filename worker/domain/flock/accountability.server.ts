/**
 * Accountability in a flock: a man chooses, for himself and per flock, to show his brothers his
 * streak and whether he has walked today (devotional done, check-in done) on his own local day.
 * Nothing else of his day leaves his account: never his mood, connection, notes or journal. A man
 * who has not chosen it shows nothing, not even a row.
 */
import { and, asc, eq } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { addDays, localDate } from "../../../app/kernel/dates";
import type { AccountabilityRowView, AccountabilityView } from "../../../app/kernel/flock/views";
import { streakWindowStart } from "../../../app/kernel/streak";
import type { Database } from "../../db/client";
import { flockMembers, flockNudges, profiles, user } from "../../db/schema";
import { memberScope, type MemberScope } from "../member-scope.server";
import { type Outcome, succeed } from "../outcome";
import { membersStreakDayQueries, streakFromRows } from "../progress.server";
import { type FlockAccess, flockNotFound } from "./access.server";
import { asPerson, personColumns } from "./people.server";

/** Turns his own accountability on or off in one flock; a man not in it gets the one not-found. */
export async function setAccountability(
  db: Database,
  scope: Pick<MemberScope, "id">,
  flockId: string,
  optIn: boolean,
): Promise<Outcome<{ optedIn: boolean }>> {
  const changed = await db
    .update(flockMembers)
    .set({ accountability: optIn })
    .where(and(eq(flockMembers.flock_id, flockId), eq(flockMembers.user_id, scope.id)))
    .returning({ optedIn: flockMembers.accountability });
  return changed[0] ? succeed({ optedIn: changed[0].optedIn }) : flockNotFound();
}

/**
 * Every man's today lies within a day of the UTC date (zones run from UTC-12 to UTC+14, and a
 * today held back after a zone change is never later than that), so this span holds every
 * member's streak window; each is then counted on his own today.
 */
function flockWindow(now: Date) {
  const utc = localDate("UTC", now);
  return { first: streakWindowStart(addDays(utc, -1)), last: addDays(utc, 1) };
}

/**
 * The flock's accountability rows for the man looking, read in ONE batch whatever the flock's size:
 * the sharers with their zones, the three kinds of streak days for all of them, and whom he nudged today.
 */
export async function accountabilityFor(db: Database, scope: MemberScope, access: FlockAccess): Promise<AccountabilityView> {
  return accountabilityView(await db.batch(accountabilityQueries(db, scope, access.flock.id)), scope, access);
}

/** The statements of `accountabilityFor`, for a page that batches them with its own. */
export function accountabilityQueries(db: Database, scope: MemberScope, flockId: string) {
  const sharing = and(eq(flockMembers.flock_id, flockId), eq(flockMembers.accountability, true));
  const sharerIds = db.select({ id: flockMembers.user_id }).from(flockMembers).where(sharing);
  const { first, last } = flockWindow(scope.now);
  return [
    db
      .select({
        ...personColumns,
        time_zone: profiles.time_zone,
        today_not_before: profiles.today_not_before,
      })
      .from(flockMembers)
      .innerJoin(user, eq(user.id, flockMembers.user_id))
      .leftJoin(profiles, eq(profiles.id, flockMembers.user_id))
      .where(sharing)
      .orderBy(asc(personColumns.displayName), asc(flockMembers.user_id)),
    ...membersStreakDayQueries(db, sharerIds, first, last),
    db
      .select({ id: flockNudges.to_id })
      .from(flockNudges)
      .where(and(eq(flockNudges.from_id, scope.id), eq(flockNudges.day, scope.today))),
  ] as const;
}

type AccountabilityRows = BatchResponse<ReturnType<typeof accountabilityQueries>>;

/** The view from what `accountabilityQueries` read. */
export function accountabilityView(
  [sharers, completedDays, checkInDays, planDays, nudged]: AccountabilityRows,
  scope: MemberScope,
  access: FlockAccess,
): AccountabilityView {
  const nudgedToday = new Set(nudged.map((row) => row.id));
  const rows = sharers.map(({ time_zone, today_not_before, ...row }): AccountabilityRowView => {
    const person = asPerson(row);
    const today = memberScope(person.id, profileOrNull(time_zone, today_not_before), scope.now).today;
    const his = (rows: { user_id: string; day: string }[]) => rows.filter((row) => row.user_id === person.id);
    const [completed, checkedIn, planned] = [his(completedDays), his(checkInDays), his(planDays)];
    return {
      member: person,
      streak: streakFromRows([completed, checkedIn, planned], today),
      devotionalToday: completed.some((row) => row.day === today) || planned.some((row) => row.day === today),
      checkInToday: checkedIn.some((row) => row.day === today),
      canNudge: person.id !== scope.id && !nudgedToday.has(person.id),
    };
  });
  return { optedIn: access.membership.accountability, rows };
}

/** His profile's zone as memberScope reads it (a man without a profile counts in UTC). */
const profileOrNull = (time_zone: string | null, today_not_before: string | null) => (time_zone === null ? null : { time_zone, today_not_before });
