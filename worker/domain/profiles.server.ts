import { and, eq, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { OnboardingState } from "../../app/kernel/auth-routing";
import { PROFILE_COPY } from "../../app/kernel/copy/settings";
import { memberLocalDate } from "../../app/kernel/dates";
import type { Database } from "../db/client";
import { profiles } from "../db/schema";
import { refuse, succeed, type Outcome } from "./outcome";

export type Profile = typeof profiles.$inferSelect;

export async function getProfile(db: Database, userId: string): Promise<Profile | null> {
  return (await db.select().from(profiles).where(eq(profiles.id, userId)).get()) ?? null;
}

export function onboardingStateOf(profile: Profile | null): OnboardingState {
  return {
    onboardingComplete: Boolean(profile?.onboarding_completed_at),
    displayName: profile?.display_name ?? null,
    focus: profile?.focus ?? [],
    currentTopics: profile?.current_topics ?? [],
  };
}

/** Creates the profile row that goes with a new account (idempotent). */
export async function ensureProfile(db: Database, userId: string, input: { displayName: string; timeZone?: string }) {
  await db
    .insert(profiles)
    .values({ id: userId, display_name: input.displayName, time_zone: input.timeZone ?? "UTC" })
    .onConflictDoNothing();
}

type ProfileUpdate = Partial<
  Pick<Profile, "display_name" | "username" | "avatar_url" | "focus" | "current_topics" | "time_zone">
>;

/** Updates the signed-in user's own profile (creating it if sign-up was interrupted). */
export async function updateProfile(db: Database, userId: string, update: ProfileUpdate) {
  await db
    .insert(profiles)
    .values({ id: userId, ...update })
    .onConflictDoUpdate({ target: profiles.id, set: { ...update, updated_at: new Date() } });
}

export async function isUsernameTaken(db: Database, username: string, exceptUserId: string) {
  const row = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(sql`lower(${profiles.username}) = ${username.toLowerCase()}`, ne(profiles.id, exceptUserId)))
    .get();
  return Boolean(row);
}

export const USERNAME_TAKEN = "That username is taken. Try another.";

/**
 * A member's "today" follows his time zone, and a change could move it back into a missed streak
 * day or last month's free uses. So after onboarding (where the first choice is free) the zone may
 * change once in this long, and each change keeps his today from going back (today_not_before).
 */
export const TIME_ZONE_CHANGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** When this member may next change his time zone, or null when he may now. */
export function nextTimeZoneChange(profile: Pick<Profile, "onboarding_completed_at" | "time_zone_changed_at"> | null, now = new Date()): Date | null {
  if (!profile?.onboarding_completed_at || !profile.time_zone_changed_at) return null;
  const next = new Date(profile.time_zone_changed_at.getTime() + TIME_ZONE_CHANGE_INTERVAL_MS);
  return next > now ? next : null;
}

/** "Nov 25, 2026, 3:40 PM" in the member's own zone. */
const formatTimeZoneChange = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(at);

/** What Profile says under the time zone: the once-a-day rule, or when he may change it again. */
export function timeZoneNote(profile: Profile | null, now = new Date()): string {
  const next = nextTimeZoneChange(profile, now);
  if (!profile || !next) return PROFILE_COPY.timeZoneOncePerDay;
  return PROFILE_COPY.timeZoneNextChange(formatTimeZoneChange(next, profile.time_zone));
}

/**
 * Name, username and time zone of the signed-in user (onboarding's profile step and Profile → Your
 * profile). The username is checked first for a friendly message; two men claiming the same name at
 * once are still told apart by the unique index. A new time zone is written by one conditional
 * update, so two racing changes cannot both pass the once-a-day rule.
 */
export async function saveProfileDetails(
  db: Database,
  userId: string,
  details: { displayName: string; username: string; timeZone: string },
  now = new Date(),
): Promise<Outcome> {
  const taken = refuse(400, USERNAME_TAKEN, { field: "username" });
  if (await isUsernameTaken(db, details.username, userId)) return taken;
  const profile = await getProfile(db, userId);
  const fields = { display_name: details.displayName, username: details.username, time_zone: details.timeZone };
  try {
    if (!profile || profile.time_zone === details.timeZone) {
      await updateProfile(db, userId, fields);
      return succeed({});
    }
    const allowedSince = new Date(now.getTime() - TIME_ZONE_CHANGE_INTERVAL_MS);
    const changed = await db
      .update(profiles)
      .set({
        ...fields,
        today_not_before: memberLocalDate({ timeZone: profile.time_zone, notBefore: profile.today_not_before }, now),
        time_zone_changed_at: sql`CASE WHEN ${profiles.onboarding_completed_at} IS NULL THEN NULL ELSE ${now.getTime()} END`,
        updated_at: now,
      })
      .where(
        and(
          eq(profiles.id, userId),
          or(isNull(profiles.onboarding_completed_at), isNull(profiles.time_zone_changed_at), lte(profiles.time_zone_changed_at, allowedSince)),
        ),
      )
      .returning({ id: profiles.id });
    if (changed.length > 0) return succeed({});
  } catch (error) {
    if (isUniqueViolation(error)) return taken;
    throw error;
  }
  const next = nextTimeZoneChange(profile, now) ?? new Date(now.getTime() + TIME_ZONE_CHANGE_INTERVAL_MS);
  return refuse(400, PROFILE_COPY.timeZoneTooSoon(formatTimeZoneChange(next, profile.time_zone)), { field: "timeZone" });
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current.message.includes("UNIQUE constraint failed")) return true;
  }
  return false;
}

export async function completeOnboarding(db: Database, userId: string) {
  await db
    .update(profiles)
    .set({ onboarding_completed_at: new Date(), updated_at: new Date() })
    .where(and(eq(profiles.id, userId), sql`${profiles.onboarding_completed_at} IS NULL`));
}
