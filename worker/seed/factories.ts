/**
 * Factories shared by the worker tests and the demo seed, so the demo account is built exactly
 * the way the tests build their users: through better-auth's real sign-up.
 */
import { eq } from "drizzle-orm";
import type { Auth } from "../auth/auth.server";
import type { Database } from "../db/client";
import { account, profiles, user as userTable } from "../db/schema";

export interface UserSeed {
  email: string;
  password: string;
  name: string;
  username?: string;
  timeZone?: string;
  focus?: string[];
  currentTopics?: string[];
  onboarded?: boolean;
  role?: "user" | "admin";
  /** As if he had followed the verification link; a new sign-up's address is unverified. */
  emailVerified?: boolean;
}

export interface CreatedUser {
  id: string;
  email: string;
  password: string;
  name: string;
  /** The Set-Cookie session cookie of the sign-up, ready to send as a Cookie header. */
  cookie: string;
}

let sequence = 0;

/** A unique, valid user seed; override any field. */
export function buildUserSeed(overrides: Partial<UserSeed> = {}): UserSeed {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}`;
  return {
    email: `man${tag}@example.com`,
    password: "steadfast-Faith-7",
    name: `Brother ${sequence}`,
    username: `brother_${tag}`,
    timeZone: "America/Chicago",
    focus: ["Fatherhood", "Prayer Life"],
    currentTopics: ["Patience with my kids"],
    onboarded: true,
    ...overrides,
  };
}

export async function createUser(
  { db, auth }: { db: Database; auth: Auth },
  seed: UserSeed = buildUserSeed(),
): Promise<CreatedUser> {
  const { headers, response } = await auth.api.signUpEmail({
    body: { email: seed.email, password: seed.password, name: seed.name },
    returnHeaders: true,
  });
  const id = response.user.id;
  await db.batch([
    db.insert(profiles).values(profileRow(id, seed)).onConflictDoNothing(),
    db
      .update(userTable)
      .set({ role: seed.role ?? "user", emailVerified: seed.emailVerified ?? false })
      .where(eq(userTable.id, id)),
  ]);
  const cookie = headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  return { id, email: seed.email, password: seed.password, name: seed.name, cookie };
}

/** The profile a member's seed gives him, beside better-auth's user row. */
export function profileRow(id: string, seed: UserSeed, at = new Date()): typeof profiles.$inferInsert {
  return {
    id,
    display_name: seed.name,
    username: seed.username ?? null,
    focus: seed.focus ?? [],
    current_topics: seed.currentTopics ?? [],
    time_zone: seed.timeZone ?? "UTC",
    onboarding_completed_at: seed.onboarded === false ? null : at,
  };
}

/**
 * A member as rows, for seeding many at once (the scale bench): the user and credential account
 * better-auth's sign-up writes and createUser's profile, joined `at`. `passwordHash` is an existing
 * account's hash — hashing each password is what makes a real sign-up slow.
 */
export function buildMemberRows(seed: UserSeed, passwordHash: string, at: Date) {
  const id = crypto.randomUUID();
  return {
    user: {
      id,
      name: seed.name,
      email: seed.email,
      emailVerified: seed.emailVerified ?? false,
      role: seed.role ?? "user",
      createdAt: at,
      updatedAt: at,
    } satisfies typeof userTable.$inferInsert,
    account: {
      id: crypto.randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: passwordHash,
      createdAt: at,
      updatedAt: at,
    } satisfies typeof account.$inferInsert,
    profile: { ...profileRow(id, seed, at), created_at: at, updated_at: at },
  };
}
