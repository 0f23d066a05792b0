/**
 * The admin dashboard's daily rollups: the housekeeping cron counts each finished UTC day once,
 * the dashboard reads finished days from those rows and counts only the rest live, and the numbers
 * are the ones a live count of the same rows gives.
 */
import { env } from "cloudflare:test";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../app/kernel/dates";
import { adminDailyRollups, dailyCheckins, devotionalProgress, user } from "../../worker/db/schema";
import { pageViewStatements } from "../../worker/domain/activity.server";
import { dashboardReport } from "../../worker/domain/admin/dashboard.server";
import type { Env } from "../../worker/env";
import { runScheduledJobs } from "../../worker/scheduled";
import { testDb } from "./helpers";

/**
 * The worked example, seen at noon UTC on 15 June 2030: four members who joined over the month;
 * page views on most days (one member several times a day, one only today, one only weeks ago);
 * devotionals finished and check-ins on several days, including today.
 */
const now = new Date("2030-06-15T12:00:00Z");
const today = "2030-06-15";
const at = (day: string, time = "10:00:00") => new Date(`${day}T${time}Z`);
const members = ["roll-a", "roll-b", "roll-c", "roll-d"] as const;

async function seedWorkedExample() {
  const db = testDb();
  const joined = [addDays(today, -28), addDays(today, -9), addDays(today, -3), today];
  await db.insert(user).values(members.map((id, index) => ({ id, name: id, email: `${id}@example.org`, createdAt: at(joined[index]!), updatedAt: now })));
  const views: { user_id: string; day: string; time?: string }[] = [
    ...Array.from({ length: 20 }, (_, back) => ({ user_id: "roll-a", day: addDays(today, -back) })),
    ...Array.from({ length: 20 }, (_, back) => ({ user_id: "roll-a", day: addDays(today, -back), time: "06:30:00" })),
    ...[1, 2, 5, 8].map((back) => ({ user_id: "roll-b", day: addDays(today, -back) })),
    { user_id: "roll-c", day: addDays(today, -25) },
    { user_id: "roll-d", day: today },
  ];
  const completions = [0, 1, 2, 3, 6, 12].map((back) => ({ user_id: "roll-a", day: addDays(today, -back) }));
  const checkins = [0, 1, 4, 9].map((back) => ({ user_id: "roll-b", day: addDays(today, -back) }));
  const viewRows = views.map(({ user_id, day, time }) => ({ user_id, action_type: "page_view" as const, page_route: "/", created_at: at(day, time) }));
  // Chunked under D1's 100 bound parameters per statement.
  const viewChunks = Array.from({ length: Math.ceil(viewRows.length / 15) }, (_, index) => viewRows.slice(index * 15, index * 15 + 15));
  await db.batch([
    db.insert(devotionalProgress).values([
      ...completions.map(({ user_id, day }) => ({ user_id, devotional_id: day, progress_date: day, completed: true, completed_at: at(day, "07:00:00") })),
      { user_id: "roll-c", devotional_id: today, progress_date: today, completed: false },
    ]),
    db.insert(dailyCheckins).values(checkins.map(({ user_id, day }) => ({ user_id, check_in_date: day, mood: "good" as const, created_at: at(day, "08:00:00") }))),
    ...viewChunks.flatMap((chunk) => pageViewStatements(db, chunk)),
  ]);
}

const report = (when = now) => dashboardReport(testDb(), env as Env, { withOutbox: false, now: when });
const rollupRows = () => testDb().select().from(adminDailyRollups).orderBy(asc(adminDailyRollups.day)).all();

let live: Awaited<ReturnType<typeof report>>;

beforeAll(async () => {
  await seedWorkedExample();
  // Nothing is rolled up yet: every number is counted live.
  live = await report();
});

describe("the daily rollups", () => {
  it("count the worked example as the live count does", () => {
    expect(live.active).toEqual({ daily: 2, weekly: 3, monthly: 4 });
    expect(live.members).toMatchObject({ new7: 2, new30: 4 });
    expect([live.completedToday, live.checkinsToday]).toEqual([1, 1]);
  });

  it("a dashboard read after the housekeeping cron rolled up a day short of yesterday equals the live one", async () => {
    await runScheduledJobs(env as Env, new Date("2030-06-14T00:30:00Z"));
    expect((await rollupRows()).at(-1)?.day).toBe(addDays(today, -2));
    expect(await report()).toEqual(live);
  });

  it("the housekeeping cron rolls up every finished day once, and the dashboard reads them instead of the rows", async () => {
    await runScheduledJobs(env as Env, now);
    const rows = await rollupRows();
    // The first run reached 30 days back from its day; this one added yesterday.
    expect(rows.map((row) => row.day)).toEqual(Array.from({ length: 31 }, (_, index) => addDays(today, index - 31)));
    const yesterday = rows.at(-1)!;
    expect(yesterday).toMatchObject({ day: addDays(today, -1), active_members: 2, active_members_6_days: 2, active_members_29_days: 3, devotionals_completed: 1, checkins: 1, new_members: 0 });
    expect(await report()).toEqual(live);

    // A finished day's number is the rollup's, whatever its rows say now.
    await testDb().update(adminDailyRollups).set({ checkins: 7 }).where(eq(adminDailyRollups.day, yesterday.day));
    const read = await report();
    expect(read.series.checkins.at(-2)).toBe(7);
    expect(read.series.checkins.at(-1)).toBe(live.series.checkins.at(-1));
  });

  it("two housekeeping runs at once, and another later the same day, write each finished day once", async () => {
    const before = await rollupRows();
    const nextDay = new Date("2030-06-16T12:00:00Z");
    await Promise.all([runScheduledJobs(env as Env, nextDay), runScheduledJobs(env as Env, nextDay)]);
    await runScheduledJobs(env as Env, new Date("2030-06-16T23:59:00Z"));
    const after = await rollupRows();
    expect(after.slice(0, -1)).toEqual(before);
    expect(after.at(-1)).toMatchObject({ day: today, active_members: 2, devotionals_completed: 1, checkins: 1, new_members: 1 });
  });
});
