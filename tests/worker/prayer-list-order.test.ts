/**
 * The praying list's order kept exactly on more requests than the list shows: urgent first, then the
 * least prayed-for by brothers other than him, then the oldest — among every request shared with him,
 * not only the first ones by all prayers. The praise reports likewise: the newest answered of all. And each request's stored count of prayers stays equal to
 * its prayers through every write that adds or removes one: "I prayed" from the API, a second tap
 * the same day, a prayer gathering praying through it, the request deleted, a praying member's
 * account deleted.
 */
import { describe, expect, it } from "vitest";
import { prayerMarks, prayerRequests } from "../../worker/db/schema";
import { deleteAccount } from "../../worker/domain/account.server";
import { recordPrayedThrough } from "../../worker/domain/prayer/gathering-live.server";
import { praiseReports, prayingList } from "../../worker/domain/prayer/praying.server";
import { deleteRequest } from "../../worker/domain/prayer/requests.server";
import { seedFlock, seedFlockMember } from "../../worker/seed/flocks";
import { seedGathering } from "../../worker/seed/gatherings";
import { seedPrayerMark, seedPrayerRequest } from "../../worker/seed/prayer";
import { apiClient, memberScopeFor, requestContext, signUp, testDb } from "./helpers";

const db = () => testDb();
const LIST_MAX = 50;
const PRAISE_MAX = 20;

/** Every request's stored count beside its prayers counted now. */
async function countsOf(requestIds: string[]) {
  const rows = await db().select({ id: prayerRequests.id, stored: prayerRequests.prayed_count }).from(prayerRequests).all();
  const marks = await db().select({ id: prayerMarks.request_id }).from(prayerMarks).all();
  return rows
    .filter((row) => requestIds.includes(row.id))
    .map((row) => ({ id: row.id, stored: row.stored, counted: marks.filter((mark) => mark.id === row.id).length }));
}

const expectCountsRight = async (requestIds: string[]) => {
  for (const { id, stored, counted } of await countsOf(requestIds)) expect({ id, stored }).toEqual({ id, stored: counted });
};

describe("the praying list's order on more requests than it shows", () => {
  it("is the rule over all of them: his own prayers never push a request back, however many others it has", async () => {
    const author = await signUp();
    const him = await signUp({ timeZone: "UTC" });
    const others = [await signUp(), await signUp()];
    const flock = await seedFlock(db(), { leaderId: author.id, name: "Iron Men" });
    await seedFlockMember(db(), { flockId: flock.id, userId: him.id });
    const hour = 3_600_000;
    const requests: { id: string; urgent: boolean; createdAt: number }[] = [];
    for (let n = 0; n < LIST_MAX + 40; n++) {
      const createdAt = new Date(Date.now() - (n + 1) * hour);
      const inFlock = n % 4 === 0;
      const urgent = n % 17 === 0;
      const row = await seedPrayerRequest(db(), {
        userId: author.id,
        audience: inFlock ? "flock" : "pasture",
        flockId: inFlock ? flock.id : undefined,
        urgent,
        createdAt,
      });
      requests.push({ id: row.id, urgent, createdAt: createdAt.getTime() });
      // The newest are prayed for most by others; the oldest most by him alone (they must still come first).
      const byOthers = n < 40 ? 2 : 0;
      const byHim = n >= 40 ? 6 : n % 5;
      for (let day = 1; day <= byOthers; day++) await seedPrayerMark(db(), { requestId: row.id, userId: others[day - 1]!.id, localDate: `2026-01-0${day}` });
      for (let day = 1; day <= byHim; day++) await seedPrayerMark(db(), { requestId: row.id, userId: him.id, localDate: `2026-02-0${day}` });
    }
    const marks = await db().select().from(prayerMarks).all();
    const prayedByOthers = (id: string) => marks.filter((mark) => mark.request_id === id && mark.user_id !== him.id).length;
    const expected = [...requests]
      .sort((a, b) => Number(b.urgent) - Number(a.urgent) || prayedByOthers(a.id) - prayedByOthers(b.id) || a.createdAt - b.createdAt)
      .map((request) => request.id);

    const scope = await memberScopeFor(him.id);
    expect((await prayingList(db(), scope)).map((request) => request.id)).toEqual(expected.slice(0, LIST_MAX));
    const flockIds = new Set(requests.filter((_, n) => n % 4 === 0).map((request) => request.id));
    expect((await prayingList(db(), scope, { flockId: flock.id })).map((request) => request.id)).toEqual(
      expected.filter((id) => flockIds.has(id)).slice(0, LIST_MAX),
    );
    await expectCountsRight(requests.map((request) => request.id));
  });
});

describe("the praise reports on more answered requests than they show", () => {
  it("are the newest answered of all shared with him that he may still see, each audience's and both together", async () => {
    const author = await signUp();
    const him = await signUp({ timeZone: "UTC" });
    const flock = await seedFlock(db(), { leaderId: author.id, name: "Iron Men" });
    await seedFlockMember(db(), { flockId: flock.id, userId: him.id });
    const hour = 3_600_000;
    const shown: { id: string; answeredAt: number }[] = [];
    for (let n = 0; n < PRAISE_MAX + 25; n++) {
      const inFlock = n % 3 === 0;
      // Every fifth was asked long ago and has expired since: answered recently, yet out of view.
      const expired = n % 5 === 4;
      const withTestimony = n % 7 !== 6;
      const answeredAt = new Date(Date.now() - (n * 37 % 50 + 1) * hour);
      const row = await seedPrayerRequest(db(), {
        userId: author.id,
        audience: inFlock ? "flock" : "pasture",
        flockId: inFlock ? flock.id : undefined,
        createdAt: new Date(Date.now() - (expired ? 60 : 2) * 24 * hour),
        answeredAt,
        testimony: withTestimony ? `Answered ${n}.` : undefined,
      });
      if (!expired && withTestimony) shown.push({ id: row.id, answeredAt: answeredAt.getTime() });
    }
    const expected = [...shown].sort((a, b) => b.answeredAt - a.answeredAt).map((request) => request.id);
    expect(expected.length).toBeGreaterThan(PRAISE_MAX);
    const scope = await memberScopeFor(him.id);
    expect((await praiseReports(db(), scope)).map((request) => request.id)).toEqual(expected.slice(0, PRAISE_MAX));
  });
});

describe("each request's stored count of prayers", () => {
  it("equals its prayers after every write that adds or removes one", async () => {
    const author = await signUp();
    const brother = await signUp();
    const leaving = await signUp();
    const first = await seedPrayerRequest(db(), { userId: author.id, audience: "pasture", body: "first" });
    const second = await seedPrayerRequest(db(), { userId: author.id, audience: "pasture", body: "second" });
    const both = [first.id, second.id];
    const prayed = (cookie: string, requestId: string) => apiClient(cookie).prayer.requests[":requestId"].prayed.$post({ param: { requestId } });

    expect((await prayed(brother.cookie, first.id)).status).toBe(200);
    expect((await prayed(brother.cookie, first.id)).status).toBe(200);
    expect((await prayed(leaving.cookie, first.id)).status).toBe(200);
    expect((await prayed(leaving.cookie, second.id)).status).toBe(200);
    await expectCountsRight(both);
    expect(await countsOf(both)).toEqual(
      expect.arrayContaining([
        { id: first.id, stored: 2, counted: 2 },
        { id: second.id, stored: 1, counted: 1 },
      ]),
    );

    const app = await requestContext();
    const gathering = await seedGathering(db(), { hostId: author.id, kind: "prayer", startsAt: new Date() });
    await recordPrayedThrough(app, gathering.id, second.id, [brother, author].map((man) => ({ requestId: second.id, memberId: man.id, localDate: "2026-03-01" })), new Date());
    await expectCountsRight(both);

    expect(await deleteAccount(app, leaving)).toMatchObject({ ok: true });
    await expectCountsRight(both);
    const afterLeaving = await prayingList(db(), await memberScopeFor(brother.id));
    expect(afterLeaving.find((request) => request.id === first.id)?.prayedCount).toBe(1);

    expect((await deleteRequest(db(), await memberScopeFor(author.id), first.id)).ok).toBe(true);
    await expectCountsRight([second.id]);
    expect(await countsOf([second.id])).toEqual([{ id: second.id, stored: 2, counted: 2 }]);
  });
});
