/**
 * The one rule of who sees a prayer request, and "I prayed" as it is recorded everywhere: the
 * author always; a flock's request only its members as they are now; a Pasture request every
 * member; a shared request leaves others' view when it expires or a report hides it, and a blocked
 * author's requests leave the blocker's; an anonymous request's author is absent from the value.
 * Marks count once per member per day, concurrent taps included, and the requester's one
 * notification of the day carries the running count.
 */
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PRAYER_COPY } from "../../app/kernel/copy/prayer";
import { PRAYER_HREF, prayedSummaryNotificationId, SHARED_REQUEST_TTL_MS } from "../../app/kernel/prayer/rules";
import { flockMembers, memberBlocks, notifications, prayerMarks, prayerRequests } from "../../worker/db/schema";
import { findRequestFor, visibleTo } from "../../worker/domain/prayer/access.server";
import { recordPrayed } from "../../worker/domain/prayer/prayed.server";
import { requestViews } from "../../worker/domain/prayer/views.server";
import { seedFlock, seedFlockMember } from "../../worker/seed/flocks";
import { seedPrayerRequest } from "../../worker/seed/prayer";
import { memberScopeFor, signUp, testDb } from "./helpers";

const db = () => testDb();
const deps = () => ({ db: db(), env });

async function people() {
  const author = await signUp({ timeZone: "America/Chicago" });
  const brother = await signUp({ timeZone: "Europe/London" });
  const otherFlockMan = await signUp();
  const pastureMan = await signUp();
  const flock = await seedFlock(db(), { leaderId: author.id, name: "Iron Men" });
  await seedFlockMember(db(), { flockId: flock.id, userId: brother.id });
  const other = await seedFlock(db(), { leaderId: otherFlockMan.id, name: "Other" });
  return { author, brother, otherFlockMan, pastureMan, flock, other };
}

const sees = async (viewerId: string, requestId: string) => (await findRequestFor(db(), await memberScopeFor(viewerId), requestId)).ok;

describe("who sees a prayer request", () => {
  it("private: only him; flock: its members; pasture: every member", async () => {
    const { author, brother, otherFlockMan, pastureMan, flock } = await people();
    const mine = await seedPrayerRequest(db(), { userId: author.id, audience: "private" });
    const flocks = await seedPrayerRequest(db(), { userId: author.id, audience: "flock", flockId: flock.id });
    const everyone = await seedPrayerRequest(db(), { userId: author.id, audience: "pasture" });

    expect(await Promise.all([author, brother, otherFlockMan, pastureMan].map((m) => sees(m.id, mine.id)))).toEqual([true, false, false, false]);
    expect(await Promise.all([author, brother, otherFlockMan, pastureMan].map((m) => sees(m.id, flocks.id)))).toEqual([true, true, false, false]);
    expect(await Promise.all([author, brother, otherFlockMan, pastureMan].map((m) => sees(m.id, everyone.id)))).toEqual([true, true, true, true]);
    const refused = await findRequestFor(db(), await memberScopeFor(pastureMan.id), mine.id);
    expect(refused).toMatchObject({ ok: false, status: 404, message: PRAYER_COPY.errors.notFound });
  });

  it("an expired, a hidden, or a blocked author's request leaves others' view but stays his", async () => {
    const { author, brother } = await people();
    const old = await seedPrayerRequest(db(), { userId: author.id, audience: "pasture", createdAt: new Date(Date.now() - SHARED_REQUEST_TTL_MS - 1000) });
    const hidden = await seedPrayerRequest(db(), { userId: author.id, audience: "pasture", hiddenAt: new Date() });
    expect([await sees(brother.id, old.id), await sees(brother.id, hidden.id)]).toEqual([false, false]);
    expect([await sees(author.id, old.id), await sees(author.id, hidden.id)]).toEqual([true, true]);

    const current = await seedPrayerRequest(db(), { userId: author.id, audience: "pasture" });
    expect(await sees(brother.id, current.id)).toBe(true);
    await db().insert(memberBlocks).values({ blocker_id: brother.id, blocked_id: author.id });
    expect(await sees(brother.id, current.id)).toBe(false);
  });

  it("a man who leaves the flock stops seeing its requests", async () => {
    const { author, brother, flock } = await people();
    const request = await seedPrayerRequest(db(), { userId: author.id, audience: "flock", flockId: flock.id });
    expect(await sees(brother.id, request.id)).toBe(true);
    await db().delete(flockMembers).where(and(eq(flockMembers.flock_id, flock.id), eq(flockMembers.user_id, brother.id)));
    expect(await sees(brother.id, request.id)).toBe(false);
  });

  it("an anonymous request's author is absent from the value for everyone but him", async () => {
    const { author, brother, flock } = await people();
    const request = await seedPrayerRequest(db(), { userId: author.id, audience: "flock", flockId: flock.id, anonymous: true, body: "Pray for my marriage." });
    const only = eq(prayerRequests.id, request.id);
    const brotherScope = await memberScopeFor(brother.id);
    const [seen] = await requestViews(db(), brotherScope, and(only, visibleTo(brotherScope)));
    expect(seen).toMatchObject({ body: "Pray for my marriage.", author: null, anonymous: true, isMine: false, audienceLabel: "Iron Men" });
    expect(JSON.stringify(seen)).not.toContain(author.id);
    const authorScope = await memberScopeFor(author.id);
    const [own] = await requestViews(db(), authorScope, and(only, visibleTo(authorScope)));
    expect(own?.author?.id).toBe(author.id);
  });
});

describe("I prayed", () => {
  it("counts once per member per day, concurrent taps included, and the requester's notification of the day carries the count", async () => {
    const { author, brother, pastureMan } = await people();
    const request = await seedPrayerRequest(db(), { userId: author.id, audience: "pasture" });
    const brotherDay = (await memberScopeFor(brother.id)).today;
    const tap = () => recordPrayed(deps(), [{ requestId: request.id, memberId: brother.id, localDate: brotherDay }], new Date());
    const added = await Promise.all([tap(), tap(), tap()]);
    expect(added.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await db().select().from(prayerMarks).where(eq(prayerMarks.request_id, request.id))).toHaveLength(1);

    const authorDay = (await memberScopeFor(author.id)).today;
    const summaryId = prayedSummaryNotificationId(author.id, authorDay);
    const first = await db().select().from(notifications).where(eq(notifications.user_id, author.id));
    expect(first).toMatchObject([{ id: summaryId, content: PRAYER_COPY.prayedSummary(1), link: PRAYER_HREF, read: false }]);
    expect(PRAYER_COPY.prayedSummary(1)).toBe("1 brother prayed for you today");

    await db().update(notifications).set({ read: true }).where(eq(notifications.id, summaryId));
    await recordPrayed(deps(), [{ requestId: request.id, memberId: pastureMan.id, localDate: (await memberScopeFor(pastureMan.id)).today }], new Date());
    const second = await db().select().from(notifications).where(eq(notifications.user_id, author.id));
    expect(second).toMatchObject([{ id: summaryId, content: "2 brothers prayed for you today", read: false }]);
  });

  it("his own mark (present at a prayer gathering) sends him nothing", async () => {
    const { author } = await people();
    const request = await seedPrayerRequest(db(), { userId: author.id, audience: "pasture" });
    await recordPrayed(deps(), [{ requestId: request.id, memberId: author.id, localDate: (await memberScopeFor(author.id)).today }], new Date());
    expect(await db().select().from(notifications).where(eq(notifications.user_id, author.id))).toEqual([]);
  });
});
