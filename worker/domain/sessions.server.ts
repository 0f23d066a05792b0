/**
 * A member's signed-in sessions (Profile → Security): listed with the device they came from, and
 * signed out one by one or all but this one. Direct scoped queries on better-auth's session table:
 * it has no secondary storage or cookie cache here, so a deleted row is a signed-out device at once.
 * Every statement carries `user_id = ?` of the session's user; the current session is never touched.
 */
import { and, desc, eq, gt, ne } from "drizzle-orm";
import { SESSION_ABSOLUTE_LIFETIME_SECONDS } from "../auth/auth.server";
import type { Database } from "../db/client";
import { session } from "../db/schema";

/** More sessions than anyone has devices; the list stays short. */
const MAX_LISTED = 50;

export interface SessionRow {
  id: string;
  userAgent: string | null;
  createdAt: Date;
  /** better-auth moves this when it extends the session (at most once a day while it is used). */
  updatedAt: Date;
}

/** The earliest creation time a session may have at `now` (its absolute lifetime, beside the sliding one). */
const oldestLiveCreation = (now: Date) => new Date(now.getTime() - SESSION_ABSOLUTE_LIFETIME_SECONDS * 1000);

/** True when a session was created longer ago than any session may live, however often it was extended. */
export function outlivedAbsoluteLifetime(createdAt: Date, now = new Date()): boolean {
  return createdAt <= oldestLiveCreation(now);
}

/** Live sessions (unexpired, within their absolute lifetime), most recently active first. */
export async function listSessions(db: Database, userId: string, now = new Date()): Promise<SessionRow[]> {
  return db
    .select({ id: session.id, userAgent: session.userAgent, createdAt: session.createdAt, updatedAt: session.updatedAt })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now), gt(session.createdAt, oldestLiveCreation(now))))
    .orderBy(desc(session.updatedAt), desc(session.createdAt))
    .limit(MAX_LISTED)
    .all();
}

/** Signs out one other session of this user; false when no such session of his exists. */
export async function revokeSession(db: Database, userId: string, sessionId: string, currentSessionId: string) {
  const deleted = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId), ne(session.id, currentSessionId)))
    .returning({ id: session.id });
  return deleted.length > 0;
}

/** Signs out every session of this user but the current one; returns the ids of those it ended. */
export async function revokeOtherSessions(db: Database, userId: string, currentSessionId: string): Promise<string[]> {
  const deleted = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, currentSessionId)))
    .returning({ id: session.id });
  return deleted.map(({ id }) => id);
}
