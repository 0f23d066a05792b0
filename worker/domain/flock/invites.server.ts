/**
 * A flock's invite link and short code: one live at a time, working for seven days, withdrawn at
 * once when a leader revokes it, replaced (and the old one dead) when he makes a new one. Anyone
 * signed in with a live code may see the flock's name and size and join; an expired, withdrawn or
 * unknown code answers the same "not valid".
 */
import { and, count, eq, gt, isNull } from "drizzle-orm";
import { FLOCK_COPY as C } from "../../../app/kernel/copy/flock";
import { flockHref, flockJoinHref, INVITE_TTL_MS } from "../../../app/kernel/flock/rules";
import type { FlockInviteView, FlockJoinPreview } from "../../../app/kernel/flock/views";
import type { Database } from "../../db/client";
import { flockInvites, flockMembers, flocks } from "../../db/schema";
import { joinFlockStatements } from "./joining.server";
import type { MemberScope } from "../member-scope.server";
import { type Outcome, refuse, succeed } from "../outcome";
import { findFlockFor } from "./access.server";
import { newFlockInviteCode } from "./codes";
import { leadersOnly } from "./leaders.server";

const inviteInvalid = () => refuse(404, C.errors.inviteInvalid, { code: "invite_invalid" });

const liveAt = (now: Date) => and(isNull(flockInvites.revoked_at), gt(flockInvites.expires_at, now));

const expiryFormat = (timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

const inviteView = (row: { code: string; expires_at: Date }, timeZone: string): FlockInviteView => ({
  code: row.code,
  href: flockJoinHref(row.code),
  expiresAt: row.expires_at.toISOString(),
  expiresLabel: expiryFormat(timeZone).format(row.expires_at),
});

/** The flock's live invite, for its leaders' tools, as a statement for the flock page's batch. */
export function liveInviteQuery(db: Database, flockId: string, { now }: Pick<MemberScope, "now">) {
  return db
    .select({ code: flockInvites.code, expires_at: flockInvites.expires_at })
    .from(flockInvites)
    .where(and(eq(flockInvites.flock_id, flockId), liveAt(now)))
    .limit(1);
}

export function liveInviteView([row]: { code: string; expires_at: Date }[], { timeZone }: Pick<MemberScope, "timeZone">): FlockInviteView | null {
  return row ? inviteView(row, timeZone) : null;
}

/** Revokes whatever invite is live and makes a new one, in one batch: never two live at once. */
export async function makeInvite(db: Database, scope: MemberScope, flockId: string): Promise<Outcome<{ invite: FlockInviteView }>> {
  const access = await findFlockFor(db, scope, flockId);
  if (!access.ok) return access;
  const refused = leadersOnly(access);
  if (refused) return refused;
  const row = { code: newFlockInviteCode(), expires_at: new Date(scope.now.getTime() + INVITE_TTL_MS) };
  await db.batch([
    db.update(flockInvites).set({ revoked_at: scope.now }).where(and(eq(flockInvites.flock_id, flockId), isNull(flockInvites.revoked_at))),
    db.insert(flockInvites).values({ flock_id: flockId, code: row.code, created_by: scope.id, expires_at: row.expires_at, created_at: scope.now }),
  ]);
  return succeed({ invite: inviteView(row, scope.timeZone) });
}

export async function revokeInvite(db: Database, scope: MemberScope, flockId: string): Promise<Outcome<{ revoked: true }>> {
  const access = await findFlockFor(db, scope, flockId);
  if (!access.ok) return access;
  const refused = leadersOnly(access);
  if (refused) return refused;
  await db.update(flockInvites).set({ revoked_at: scope.now }).where(and(eq(flockInvites.flock_id, flockId), isNull(flockInvites.revoked_at)));
  return succeed({ revoked: true as const });
}

async function flockOfCode(db: Database, code: string, now: Date) {
  const [row] = await db
    .select({ id: flocks.id, name: flocks.name })
    .from(flockInvites)
    .innerJoin(flocks, eq(flocks.id, flockInvites.flock_id))
    .where(and(eq(flockInvites.code, code), liveAt(now)))
    .limit(1);
  return row ?? null;
}

/** What the join page shows for a live code: the flock's name and size, and whether he is in it already. */
export async function previewInvite(db: Database, scope: MemberScope, code: string): Promise<Outcome<{ preview: FlockJoinPreview }>> {
  const flock = await flockOfCode(db, code, scope.now);
  if (!flock) return inviteInvalid();
  const [[size], [mine]] = await db.batch([
    db.select({ n: count() }).from(flockMembers).where(eq(flockMembers.flock_id, flock.id)),
    db
      .select({ id: flockMembers.user_id })
      .from(flockMembers)
      .where(and(eq(flockMembers.flock_id, flock.id), eq(flockMembers.user_id, scope.id))),
  ]);
  return succeed({ preview: { flockId: flock.id, name: flock.name, memberCount: size?.n ?? 0, alreadyMember: Boolean(mine) } });
}

/**
 * He joins with a live code as a member; an invitation or request of his to the same flock is
 * settled by it. Already in: a friendly answer that leads him to the flock, nothing written.
 */
export async function joinWithCode(
  db: Database,
  scope: MemberScope,
  code: string,
): Promise<Outcome<{ flockId: string; href: string; name: string; alreadyMember: boolean }>> {
  const flock = await flockOfCode(db, code, scope.now);
  if (!flock) return inviteInvalid();
  const [inserted] = await db.batch(joinFlockStatements(db, flock.id, scope.id, scope.now));
  return succeed({ flockId: flock.id, href: flockHref(flock.id), name: flock.name, alreadyMember: inserted.length === 0 });
}
