/**
 * His own prayer requests: writing one, changing it, renewing it, marking it answered, deleting it,
 * and the two lists he keeps (open and answered). Only the author may change a request
 * (`findOwnRequest`). A request shared beyond himself is shown to his brothers for a set time from
 * when it was shared, renewed, or moved to a new audience; a private one never expires. He may stay
 * anonymous only where someone else would read his name (a flock or The Pasture).
 */
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { PRAYER_COPY as C, PRAYER_REQUESTS_COPY as R } from "../../../app/kernel/copy/prayer";
import { expiryFrom, PRAYER_REPORT_KIND, type PrayerAudience } from "../../../app/kernel/prayer/rules";
import type { EditPrayerRequest, NewPrayerRequest } from "../../../app/kernel/prayer/schemas";
import type { PrayerRequestView } from "../../../app/kernel/prayer/views";
import type { Database } from "../../db/client";
import { contentReports, flockMembers, prayerMarks, prayerRequests } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { type Outcome, refuse, succeed } from "../outcome";
import { crisisFlagFor } from "../pasture/crisis-flag.server";
import { findOwnRequest } from "./access.server";
import { requestRowsQuery, requestView } from "./views.server";

interface StoredAudience {
  audience: PrayerAudience;
  flock_id: string | null;
  anonymous: boolean;
}

/** Who the request is for, as stored: a flock only if he belongs to it; anonymous only when shared. */
async function audienceFor(db: Database, scope: MemberScope, input: NewPrayerRequest): Promise<Outcome<StoredAudience>> {
  if (input.audience === "private") return succeed({ audience: "private", flock_id: null, anonymous: false });
  if (input.audience === "pasture") return succeed({ audience: "pasture", flock_id: null, anonymous: input.anonymous });
  if (!input.flockId) return refuse(400, C.errors.notInFlock, { field: "flockId" });
  const membership = await db
    .select({ flockId: flockMembers.flock_id })
    .from(flockMembers)
    .where(and(eq(flockMembers.flock_id, input.flockId), eq(flockMembers.user_id, scope.id)))
    .get();
  if (!membership) return refuse(403, C.errors.notInFlock, { field: "flockId", code: "not_in_flock" });
  return succeed({ audience: "flock", flock_id: input.flockId, anonymous: input.anonymous });
}

/** The request as he sees it, read back in the same batch as the write that changed it. */
const ownView = (db: Database, scope: MemberScope, requestId: string) => requestRowsQuery(db, scope, eq(prayerRequests.id, requestId));

type Saved = Outcome<{ request: PrayerRequestView; crisis: boolean }>;

/** A new request; `crisis` when it speaks of self-harm, so the page meets him with the crisis resources. */
export async function createRequest(db: Database, scope: MemberScope, input: NewPrayerRequest): Promise<Saved> {
  const audience = await audienceFor(db, scope, input);
  if (!audience.ok) return audience;
  const id = crypto.randomUUID();
  const { ok: _ok, ...stored } = audience;
  const [, [row]] = await db.batch([
    db.insert(prayerRequests).values({
      id,
      user_id: scope.id,
      body: input.body,
      category: input.category,
      ...stored,
      urgent: input.urgent,
      expires_at: expiryFrom(stored.audience, scope.now),
      created_at: scope.now,
      updated_at: scope.now,
    }),
    ownView(db, scope, id),
  ]);
  return succeed({ request: requestView(row!, scope), crisis: crisisFlagFor(input.body, scope.now) !== null });
}

/** His changes to a request; moving it to another audience starts its time with that audience afresh. */
export async function editRequest(db: Database, scope: MemberScope, input: EditPrayerRequest): Promise<Saved> {
  const found = await findOwnRequest(db, scope, input.requestId);
  if (!found.ok) return found;
  const audience = await audienceFor(db, scope, input);
  if (!audience.ok) return audience;
  const { ok: _ok, ...stored } = audience;
  const before = found.request;
  const moved = before.audience !== stored.audience || before.flock_id !== stored.flock_id;
  const [, [row]] = await db.batch([
    db
      .update(prayerRequests)
      .set({
        body: input.body,
        category: input.category,
        ...stored,
        urgent: input.urgent,
        ...(moved ? { expires_at: expiryFrom(stored.audience, scope.now) } : {}),
        updated_at: scope.now,
      })
      .where(and(eq(prayerRequests.id, before.id), eq(prayerRequests.user_id, scope.id))),
    ownView(db, scope, before.id),
  ]);
  return succeed({ request: requestView(row!, scope), crisis: crisisFlagFor(input.body, scope.now) !== null });
}

/** Shares a shared request for another full period from now (a private one has nothing to renew). */
export async function renewRequest(db: Database, scope: MemberScope, requestId: string): Promise<Outcome<{ request: PrayerRequestView }>> {
  const found = await findOwnRequest(db, scope, requestId);
  if (!found.ok) return found;
  if (found.request.audience === "private") return refuse(400, R.errors.renewPrivate, { code: "private" });
  const [, [row]] = await db.batch([
    db
      .update(prayerRequests)
      .set({ expires_at: expiryFrom(found.request.audience, scope.now), updated_at: scope.now })
      .where(and(eq(prayerRequests.id, requestId), eq(prayerRequests.user_id, scope.id))),
    ownView(db, scope, requestId),
  ]);
  return succeed({ request: requestView(row!, scope) });
}

/** Marks it answered (keeping the first day he did) with his testimony, which his audience reads as a praise report. */
export async function markAnswered(
  db: Database,
  scope: MemberScope,
  input: { requestId: string; testimony: string | null },
): Promise<Outcome<{ request: PrayerRequestView }>> {
  const found = await findOwnRequest(db, scope, input.requestId);
  if (!found.ok) return found;
  const [, [row]] = await db.batch([
    db
      .update(prayerRequests)
      .set({ answered_at: found.request.answered_at ?? scope.now, testimony: input.testimony, updated_at: scope.now })
      .where(and(eq(prayerRequests.id, input.requestId), eq(prayerRequests.user_id, scope.id))),
    ownView(db, scope, input.requestId),
  ]);
  return succeed({ request: requestView(row!, scope) });
}

/** The statements that delete a request with the prayers counted for it and its reports, for the caller's batch once it decided the request may go. */
export function requestRemovalStatements(db: Database, requestId: string) {
  return [
    db.delete(prayerMarks).where(eq(prayerMarks.request_id, requestId)),
    db.delete(contentReports).where(and(eq(contentReports.item_kind, PRAYER_REPORT_KIND), eq(contentReports.item_id, requestId))),
    db.delete(prayerRequests).where(eq(prayerRequests.id, requestId)),
  ] as const;
}

/**
 * Deletes it with the prayers counted for it and any open reports of it. Notifications it caused
 * ("3 brothers prayed for you today") stay: they are his record of the day, not the request's.
 */
export async function deleteRequest(db: Database, scope: MemberScope, requestId: string): Promise<Outcome<{ id: string }>> {
  const found = await findOwnRequest(db, scope, requestId);
  if (!found.ok) return found;
  await db.batch(requestRemovalStatements(db, requestId));
  return succeed({ id: requestId });
}

/** His two lists as statements a page can batch with its own: open (newest first, expired ones included to renew) and answered. */
export function myRequestQueries(db: Database, scope: MemberScope) {
  const mine = eq(prayerRequests.user_id, scope.id);
  return [
    requestRowsQuery(db, scope, and(mine, isNull(prayerRequests.answered_at))).orderBy(desc(prayerRequests.created_at)),
    requestRowsQuery(db, scope, and(mine, isNotNull(prayerRequests.answered_at))).orderBy(desc(prayerRequests.answered_at)),
  ] as const;
}

export async function myRequests(db: Database, scope: MemberScope): Promise<{ mine: PrayerRequestView[]; answered: PrayerRequestView[] }> {
  const [open, answered] = await db.batch(myRequestQueries(db, scope));
  return { mine: open.map((row) => requestView(row, scope)), answered: answered.map((row) => requestView(row, scope)) };
}
