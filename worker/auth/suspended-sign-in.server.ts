/**
 * A suspended member cannot sign in: better-auth asks before it creates any session (password,
 * two-step code, the verification link's automatic sign-in), and the answer is the refusal with the
 * reason and when it ends, in his own time zone. It runs only after his password (or code) was
 * accepted, so nobody learns about a suspension by typing someone else's address.
 */
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { formatSuspensionEnd, suspensionActive } from "../../app/kernel/admin/users";
import { AUTH_ERROR_COPY } from "../../app/kernel/copy/auth";
import type { Database } from "../db/client";
import { profiles } from "../db/schema";

export const ACCOUNT_SUSPENDED = "ACCOUNT_SUSPENDED";

export async function refuseSuspendedSignIn(db: Database, userId: string, now = new Date()): Promise<void> {
  const standing = await db
    .select({
      suspended_at: profiles.suspended_at,
      suspended_until: profiles.suspended_until,
      reason: profiles.suspension_reason,
      timeZone: profiles.time_zone,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .get();
  if (!standing || !suspensionActive(standing, now)) return;
  const until = standing.suspended_until ? formatSuspensionEnd(standing.suspended_until, standing.timeZone) : null;
  throw new APIError("FORBIDDEN", { code: ACCOUNT_SUSPENDED, message: AUTH_ERROR_COPY.accountSuspended(until, standing.reason ?? "") });
}
