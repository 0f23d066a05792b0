/**
 * The D1 round trips a signed-in page makes of its own, read from its Server-Timing header: every
 * trip the response reports (the session lookup's and the rest) less what a signed-in /terms
 * reports in the same test — finding who he is (his session and his basics) — so the figure is the
 * page's own however that part is done.
 */
import { describe, expect, it } from "vitest";
import { librarySeries } from "../../worker/content/series";
import { startFlockPlan } from "../../worker/domain/flock/plans.server";
import { ensureCatalogue } from "../../worker/domain/plans-catalogue.server";
import { flockInvitations, flockJoinRequests, flockPlanDayComments, readingPositions } from "../../worker/db/schema";
import { seedFlock, seedFlockMember } from "../../worker/seed/flocks";
import { apiClient, memberScopeFor, okJson, request, signUp, testDb } from "./helpers";

/** Every round trip the response's Server-Timing reports. */
function reportedTrips(response: Response): number {
  const header = response.headers.get("Server-Timing") ?? "";
  return [...header.matchAll(/desc="(\d+) round trips?"/g)].reduce((sum, [, trips]) => sum + Number(trips), 0);
}

async function tripsOf(path: string, cookie: string): Promise<number> {
  const response = await request(path, { cookie });
  await response.text();
  expect(response.status).toBe(200);
  return reportedTrips(response);
}

/** The page's own round trips: all it reports less a signed-in /terms'. */
async function ownTrips(path: string, cookie: string): Promise<number> {
  return (await tripsOf(path, cookie)) - (await tripsOf("/terms", cookie));
}

describe("a page's own D1 round trips", () => {
  it("/prayer reads every section in one round trip", async () => {
    const member = await signUp();
    const brother = await signUp();
    const flock = await seedFlock(testDb(), { leaderId: member.id });
    await seedFlockMember(testDb(), { flockId: flock.id, userId: brother.id });
    const client = apiClient(brother.cookie);
    await okJson(client.prayer.requests.$post({ json: { body: "For my father's health", audience: "flock", flockId: flock.id } }));
    await okJson(apiClient(member.cookie).prayer.requests.$post({ json: { body: "Patience at home", audience: "private" } }));
    expect(await ownTrips("/prayer", member.cookie)).toBe(1);
  });

  it("/flock lists his flocks, the invitations waiting for him and his requests in one round trip", async () => {
    const member = await signUp();
    const brother = await signUp();
    const inviter = await signUp({ name: "Barnabas" });
    const stranger = await signUp();
    const mine = await seedFlock(testDb(), { leaderId: member.id, name: "Iron Men" });
    await seedFlockMember(testDb(), { flockId: mine.id, userId: brother.id });
    const inviting = await seedFlock(testDb(), { leaderId: inviter.id, name: "Sons of Thunder" });
    const asked = await seedFlock(testDb(), { leaderId: stranger.id, name: "Tuesday Men" });
    await testDb().batch([
      testDb().insert(flockInvitations).values({ flock_id: inviting.id, user_id: member.id, invited_by: inviter.id }),
      testDb().insert(flockJoinRequests).values({ flock_id: asked.id, user_id: member.id }),
    ]);
    expect(await ownTrips("/flock", member.cookie)).toBe(1);
    // Every column lands where it belongs, though the joins name "id" and "name" more than once.
    const list = await okJson(apiClient(member.cookie).flocks.$get());
    expect(list.flocks).toEqual([expect.objectContaining({ id: mine.id, name: "Iron Men", memberCount: 2, myRole: "leader" })]);
    expect(list.invitations).toEqual([
      expect.objectContaining({ flockId: inviting.id, flockName: "Sons of Thunder", invitedBy: expect.objectContaining({ id: inviter.id, displayName: "Barnabas" }) }),
    ]);
    expect(list.requests).toEqual([expect.objectContaining({ flockId: asked.id, flockName: "Tuesday Men" })]);
  });

  it("/flock/{id} reads every section in one round trip for its leader", async () => {
    const leader = await signUp();
    const brother = await signUp();
    const flock = await seedFlock(testDb(), { leaderId: leader.id });
    await seedFlockMember(testDb(), { flockId: flock.id, userId: brother.id, accountability: true });
    await okJson(apiClient(brother.cookie).prayer.requests.$post({ json: { body: "Work is hard", audience: "flock", flockId: flock.id } }));
    // The plan catalogue as a deploy leaves it once someone has listed it (its first upsert is not the page's).
    await ensureCatalogue(testDb());
    expect(await ownTrips(`/flock/${flock.id}`, leader.cookie)).toBe(1);
    expect(await ownTrips(`/flock/${flock.id}`, brother.cookie)).toBe(1);
  });

  it("/flock/{id} of a flock walking a plan reads its brothers' days and today's thread in the same round trip", async () => {
    const leader = await signUp();
    const outsider = await signUp();
    const flock = await seedFlock(testDb(), { leaderId: leader.id });
    await seedFlock(testDb(), { leaderId: outsider.id });
    const scope = await memberScopeFor(leader.id);
    const started = await startFlockPlan(testDb(), scope, flock.id, { kind: "series", ref: librarySeries[0]!.slug, startDate: scope.today });
    if (!started.ok) throw new Error("the flock plan did not start");
    await testDb()
      .insert(flockPlanDayComments)
      .values([
        { flock_plan_id: started.plan.id, day_number: 1, author_id: leader.id, body: "Strong start, brothers" },
        { flock_plan_id: started.plan.id, day_number: 2, author_id: leader.id, body: "Next week, brothers" },
      ]);
    expect(await ownTrips(`/flock/${flock.id}`, leader.cookie)).toBe(1);
    const page = await (await request(`/flock/${flock.id}`, { cookie: leader.cookie })).text();
    expect(page).toContain("Strong start, brothers");
    expect(page).not.toContain("Next week, brothers");
    const elsewhere = await request(`/flock/${flock.id}`, { cookie: outsider.cookie });
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.text()).not.toContain("Strong start");
  });

  it("a man outside the flock gets the not-found page after the same one round trip", async () => {
    const leader = await signUp();
    const outsider = await signUp();
    const flock = await seedFlock(testDb(), { leaderId: leader.id });
    const response = await request(`/flock/${flock.id}`, { cookie: outsider.cookie });
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(html).not.toContain(flock.name);
    expect(reportedTrips(response) - (await tripsOf("/terms", outsider.cookie))).toBe(1);
  });

  it("/word opens his last chapter with his highlights and the verse of the day in one round trip", async () => {
    const member = await signUp();
    const client = apiClient(member.cookie);
    await okJson(client.word.position.$put({ json: { book: "Rom", chapter: 8 } }));
    await okJson(client.word.highlights.$put({ json: { book: "Rom", chapter: 8, verses: [1], color: "blue" } }));
    expect(await ownTrips("/word", member.cookie)).toBe(1);
    const page = await (await request("/word", { cookie: member.cookie })).text();
    expect(page).toContain("Romans 8");
    expect(page).toContain('data-highlight="blue"');
    const today = await okJson(client.word["verse-of-the-day"].$get({ query: {} }));
    expect(page).toContain(today.text.split(/[^A-Za-z ]/)[0]);
  });

  it("/word opens John 1 when the chapter he last read is no longer in the text", async () => {
    const member = await signUp();
    await testDb().insert(readingPositions).values({ user_id: member.id, book: "Rom", chapter: 99 });
    const page = await (await request("/word", { cookie: member.cookie })).text();
    expect(page).toContain("In the beginning was the Word");
  });
});
