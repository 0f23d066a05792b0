/**
 * D1 failing in the middle of a member's write, through the whole worker: for each write that takes
 * more than one statement, D1 refuses its 1st, then its 2nd, … statement (alone or inside a batch,
 * tests/worker/d1-faults.ts). Each time the member is told plainly (an error status and a message,
 * never a stack), and not one row of the write is left behind; once D1 answers, the same request
 * writes it all.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import type { ClientResponse } from "hono/client";
import { describe, expect, it } from "vitest";
import { DATA_COPY } from "../../app/kernel/copy/settings";
import { ERROR_FALLBACK } from "../../app/kernel/copy/shell";
import { gatheringMembers, journalEntries, monthlyUsageLimits, notifications, posts, profiles, user as userTable } from "../../worker/db/schema";
import type { Env } from "../../worker/env";
import { grantPremium } from "../../worker/domain/subscriptions.server";
import { seedGathering } from "../../worker/seed/gatherings";
import { downAfterWrites, failingNthWrite, INJECTED_FAULT_TABLE, snapshotD1 } from "./d1-faults";
import { apiClient, flashToast, formPost, ORIGIN, pageText, requestWithEnv, signUp, testDb } from "./helpers";

/**
 * What a failed request may leave: the report of the failure itself, and better-auth's per-IP
 * counters, which count an attempt whatever became of it.
 */
const WRITTEN_BY_THE_FAILURE = ["server_errors", "rate_limit"];

/**
 * Runs `act` with D1 failing its 1st write, its 2nd, … until a run succeeds: every run before it
 * must have failed plainly and written nothing. A run succeeds once the member's own write is
 * committed (a fault after it, in a best-effort extra, may be met and survived) or when it meets
 * no fault at all. Returns how many writes the failing runs took and the successful response.
 */
async function eachWriteFailing(act: (vars: Partial<Env>) => Promise<Response | ClientResponse<unknown>>, alsoUnwatched: readonly string[] = []) {
  const unwatched = [...WRITTEN_BY_THE_FAILURE, ...alsoUnwatched];
  for (let n = 1; ; n++) {
    const before = await snapshotD1(unwatched);
    const fault = failingNthWrite(env.DB, n);
    // The typed client's answers are the Response the worker sent.
    const response = (await act({ DB: fault.binding })) as Response;
    if (!fault.fired() || response.ok) {
      expect(response.status, `the run with write ${n} failing`).toBeLessThan(400);
      return { writes: n - 1, response };
    }
    const shown = await pageText(response.clone());
    const body = await response.text();
    expect(response.status, `write ${n} failing: ${shown.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
    // The JSON API's failure answer (a message of its own, or the generic one), or the page's error screen.
    if (response.headers.get("Content-Type")?.includes("json")) expect(JSON.parse(body)).toMatchObject({ error: expect.any(String) });
    else expect(shown).toContain(ERROR_FALLBACK.text);
    expect(body).not.toMatch(/\n\s+at |D1_ERROR|SQLITE|no such table/i);
    expect(body).not.toContain(INJECTED_FAULT_TABLE);
    expect(changedTables(before, await snapshotD1(unwatched)), `rows left behind when write ${n} of the request failed`).toEqual({});
  }
}

/** The tables whose rows differ between two snapshots, with their rows after. */
function changedTables(before: Record<string, unknown[]>, after: Record<string, unknown[]>) {
  return Object.fromEntries(Object.entries(after).filter(([table, rows]) => JSON.stringify(rows) !== JSON.stringify(before[table])));
}

const api = (cookie: string) => (vars: Partial<Env>) => apiClient(cookie, { vars });

describe("D1 failing part-way through a member's write", () => {
  it("Mark Complete from the slider: the connection, the completion and the streak, all or nothing", async () => {
    const member = await signUp();
    const { writes, response } = await eachWriteFailing((vars) =>
      api(member.cookie)(vars).progress.$post({ json: { devotional_id: "dev-faults", spiritual_connection: 20, completed: true } }),
    );
    expect(writes).toBeGreaterThan(1);
    expect(await response.json()).toMatchObject({ progress: { completed: true, spiritual_connection: 20 }, streak: 1 });
  });

  it("a low check-in: the check-in, its whisper and the whisper's count", async () => {
    const member = await signUp();
    const { response } = await eachWriteFailing((vars) => api(member.cookie)(vars).checkins.$post({ json: { connection: 10, focus_areas: ["Work"] } }));
    // A whisper that could not be written leaves the committed check-in answered as done, without one.
    expect(await response.json()).toMatchObject({ checkIn: { connection: 10 }, streak: 1 });
  });

  it("a reflection long enough to be a victory: the entry, its count at the gate and its whisper", async () => {
    const member = await signUp();
    const content = "Today I chose patience with my son when I wanted to shout, and we prayed together afterwards. ".repeat(3);
    // The gate may create the month's row of zero counts before the count itself: checked below instead.
    const { response } = await eachWriteFailing(
      (vars) => api(member.cookie)(vars)["journal-entries"].$post({ json: { content, devotional_id: "dev-faults", devotional_title: "Patience" } }),
      ["monthly_usage_limits"],
    );
    expect(response.status).toBe(201);
    expect(await testDb().select().from(journalEntries).where(eq(journalEntries.user_id, member.id))).toHaveLength(1);
    const [usage] = await testDb().select().from(monthlyUsageLimits).where(eq(monthlyUsageLimits.user_id, member.id));
    expect(usage?.journal_entries).toBe(1);
  });

  it("a post that mentions a brother: the post and his notification", async () => {
    const author = await signUp();
    const brother = await signUp();
    const brotherName = (await testDb().select({ username: profiles.username }).from(profiles).where(eq(profiles.id, brother.id)).get())?.username;
    const body = `Pray with me this week, @${brotherName}.`;
    await eachWriteFailing((vars) => api(author.cookie)(vars).pasture.posts.$post({ json: { body } }));
    expect(await testDb().select().from(posts).where(eq(posts.author_id, author.id))).toHaveLength(1);
    expect(await testDb().select().from(notifications).where(eq(notifications.user_id, brother.id))).toHaveLength(1);
  });

  it("an RSVP", async () => {
    const host = await signUp();
    await grantPremium(testDb(), host.id, { kind: "comp", days: null });
    const brother = await signUp();
    const gathering = await seedGathering(testDb(), { hostId: host.id, audience: "pasture", title: "Men at the Table", startsAt: new Date(Date.now() + 86_400_000) });
    await eachWriteFailing((vars) =>
      api(brother.cookie)(vars).gatherings[":roomName"].rsvp.$put({ param: { roomName: gathering.room_name }, json: { response: "going" } }),
    );
    expect(await testDb().select().from(gatheringMembers).where(eq(gatheringMembers.user_id, brother.id))).toHaveLength(1);
  });

  it("deleting the account: every row of his, or none", async () => {
    const member = await signUp();
    const gone = async () => (await testDb().select().from(userTable).where(eq(userTable.id, member.id)).get()) === undefined;
    // Up to and including the batch that deletes him; the sign-out after it only clears cookies.
    for (let n = 1; !(await gone()); n++) {
      const before = await snapshotD1(WRITTEN_BY_THE_FAILURE);
      const fault = failingNthWrite(env.DB, n);
      const response = await requestWithEnv(
        `${ORIGIN}/settings`,
        { DB: fault.binding },
        formPost({ intent: "delete-account", confirmation: "DELETE", password: member.password }, { cookie: member.cookie }),
      );
      if (await gone()) break;
      expect(response.status, `write ${n} failing`).toBeGreaterThanOrEqual(400);
      expect(await pageText(response)).toContain(ERROR_FALLBACK.text);
      expect(changedTables(before, await snapshotD1(WRITTEN_BY_THE_FAILURE)), `rows left behind when write ${n} failed`).toEqual({});
    }
    expect(await testDb().select().from(profiles).where(eq(profiles.id, member.id))).toEqual([]);
  });

  it("deleting the account when D1 goes away the moment it is done: he lands signed out on the home page, told it is done", async () => {
    const member = await signUp();
    const gone = async () => (await testDb().select().from(userTable).where(eq(userTable.id, member.id)).get()) === undefined;
    // D1 answers one write more each time, until the deletion is among them; from then on the
    // sign-out that follows meets a D1 that answers nothing.
    for (let n = 0; ; n++) {
      const d1 = downAfterWrites(env.DB, n);
      const response = await requestWithEnv(
        `${ORIGIN}/settings`,
        { DB: d1.binding },
        formPost({ intent: "delete-account", confirmation: "DELETE", password: member.password }, { cookie: member.cookie }),
      );
      if (!(await gone())) continue;
      expect(d1.refused(), "statements refused after the deletion").toBeGreaterThan(0);
      expect(response.status, await pageText(response.clone())).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
      expect(flashToast(response)).toMatchObject({ title: DATA_COPY.deleted, description: DATA_COPY.deletedText, variant: "success" });
      expect(response.headers.getSetCookie().some((value) => /better-auth\.session_token=;/.test(value) && /max-age=0/i.test(value))).toBe(true);
      break;
    }
  });

  it("I prayed: his mark once, and the requester's notification even when its first write failed", async () => {
    const requester = await signUp();
    const brother = await signUp();
    const asked = await apiClient(requester.cookie).prayer.requests.$post({ json: { body: "For my father's surgery", audience: "pasture" } });
    const { request: prayerRequest } = (await asked.json()) as { request: { id: string } };
    const prayed = (vars: Partial<Env> = {}) =>
      api(brother.cookie)(vars).prayer.requests[":requestId"].prayed.$post({ param: { requestId: prayerRequest.id } });
    const { writes } = await eachWriteFailing(prayed);
    expect(writes).toBeGreaterThanOrEqual(1);
    // Whatever write failed last, his next tap leaves one notification with the true count.
    expect((await prayed()).status).toBe(200);
    const summaries = await testDb().select().from(notifications).where(eq(notifications.user_id, requester.id)).all();
    expect(summaries.map((row) => row.content)).toEqual(["1 brother prayed for you today"]);
  });
});
