import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { encouragementWhispers, journalEntries, planDayProgress, planEnrollments, user } from "../../worker/db/schema";
import { pathOverview } from "../../worker/domain/plans.server";
import { streakFor } from "../../worker/domain/progress.server";
import { DEMO_ACCOUNT, DEMO_PLAN_ID } from "../../worker/seed/demo.server";
import { seedWalkHistory } from "../../worker/seed/history";
import { memberScopeFor, request, signUp, testDb } from "./helpers";

describe("the demo seed", () => {
  it("creates a member with weeks of history, once", async () => {
    const env2 = env as typeof env & { ALLOW_DEMO_SEED?: string };
    env2.ALLOW_DEMO_SEED = "true";
    try {
      const first = await request("/api/dev/seed", { method: "POST" });
      expect(first.status).toBe(200);
      const body = (await first.json()) as { created: boolean; history: Record<string, number> };
      expect(body.created).toBe(true);
      expect(body.history.completions).toBeGreaterThanOrEqual(14);
      expect(body.history.journalEntries).toBeGreaterThanOrEqual(5);
      const again = (await (await request("/api/dev/seed", { method: "POST" })).json()) as { created: boolean };
      expect(again.created).toBe(false);
    } finally {
      delete env2.ALLOW_DEMO_SEED;
    }
    const demo = await testDb().select().from(user).where(eq(user.email, DEMO_ACCOUNT.email)).get();
    // His plan days fall inside the streak, so the streak is still the history's nine days.
    expect(await streakFor(testDb(), await memberScopeFor(demo!.id))).toBe(9);
    // One started catalogue plan: day 1 three days ago, days 1-3 done, so today is day 4.
    const enrollment = await testDb().select().from(planEnrollments).where(eq(planEnrollments.user_id, demo!.id)).all();
    expect(enrollment).toEqual([expect.objectContaining({ plan_id: DEMO_PLAN_ID, status: "active" })]);
    const done = await testDb().select().from(planDayProgress).where(eq(planDayProgress.user_id, demo!.id)).all();
    expect(done.map((row) => row.day_number).sort()).toEqual([1, 2, 3]);
    const path = await pathOverview(testDb(), await memberScopeFor(demo!.id));
    expect(path.active[0]).toMatchObject({ id: DEMO_PLAN_ID, schedule: { todayDay: 4, completedCount: 3, behind: 0 }, today: { day: 4, completed: false } });
    const unread = await testDb().select().from(encouragementWhispers).where(eq(encouragementWhispers.user_id, demo!.id)).all();
    expect(unread.filter((whisper) => !whisper.read)).toHaveLength(1);
  });

  it("keeps each member's history to that member", async () => {
    const a = await signUp();
    await seedWalkHistory({ db: testDb(), env }, { userId: a.id, timeZone: "UTC", days: 10, streakDays: 4 });
    const b = await signUp();
    expect(await testDb().select().from(journalEntries).where(eq(journalEntries.user_id, b.id)).all()).toEqual([]);
    expect(await streakFor(testDb(), await memberScopeFor(a.id))).toBe(4);
  });
});
