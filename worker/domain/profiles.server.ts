import { and, eq, ne, sql } from "drizzle-orm";
import type { OnboardingState } from "../../app/lib/auth-routing";
import type { Database } from "../db/client";
import { profiles } from "../db/schema";

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

export type SaveProfileResult = { ok: true } | { ok: false; field: "username"; message: string };

/**
 * Name, username and time zone of the signed-in user (onboarding's profile step and Profile → Your
 * profile). The username is checked first for a friendly message; two men claiming the same name at
 * once are still told apart by the unique index.
 */
export async function saveProfileDetails(
  db: Database,
  userId: string,
  details: { displayName: string; username: string; timeZone: string },
): Promise<SaveProfileResult> {
  const taken = { ok: false, field: "username", message: USERNAME_TAKEN } as const;
  if (await isUsernameTaken(db, details.username, userId)) return taken;
  try {
    await updateProfile(db, userId, {
      display_name: details.displayName,
      username: details.username,
      time_zone: details.timeZone,
    });
  } catch (error) {
    if (isUniqueViolation(error)) return taken;
    throw error;
  }
  return { ok: true };
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
