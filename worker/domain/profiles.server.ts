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

export async function completeOnboarding(db: Database, userId: string) {
  await db
    .update(profiles)
    .set({ onboarding_completed_at: new Date(), updated_at: new Date() })
    .where(and(eq(profiles.id, userId), sql`${profiles.onboarding_completed_at} IS NULL`));
}
