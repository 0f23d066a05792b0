/**
 * The admin area's operations pages — dashboard, health and generate-images — through the real
 * worker: who may open them, the dashboard's numbers against a worked example, the cron runs the
 * scheduled handler records, each provider's configuration and last error, and artwork generated
 * through the OpenAI fake's /v1/images/generations (or refused when no provider is configured).
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ARTWORK_ADMIN_COPY, DASHBOARD_COPY, HEALTH_COPY } from "../../app/kernel/copy/admin";
import { localDate, usageMonth } from "../../app/kernel/dates";
import { devotionalImageUrl } from "../../app/kernel/devotional";
import {
  adminAuditLog,
  aiUsage,
  contentReports,
  cronRuns,
  dailyCheckins,
  devotionalProgress,
  devotionals,
  monthlyUsageLimits,
  providerErrors,
  subscriptions,
  user,
} from "../../worker/db/schema";
import { pageViewStatements } from "../../worker/domain/activity.server";
import { recordedRun } from "../../worker/domain/admin/cron-runs.server";
import { dashboardReport } from "../../worker/domain/admin/dashboard.server";
import { artworkDates } from "../../worker/domain/admin/artwork.server";
import type { Env } from "../../worker/env";
import { seedSupportTicket } from "../../worker/seed/admin-moderation";
import worker from "../../worker/index";
import type { RecordedImageCall, ScriptedAnswer } from "../fakes/openai";
import { fakeOpenAiProvider, formPost, pageText, request, requestWithEnv, ORIGIN, signUp, signUpSuspendedAdmin, testDb } from "./helpers";

const PAGES = ["/admin/dashboard", "/admin/health", "/admin/generate-images"];
const ARTWORK = "/admin/generate-images";

let adminSession: ReturnType<typeof signUp> | undefined;
/** The file's administrator (ADMIN_EMAILS names one address, admin@example.com), signed up once. */
const theAdmin = () => (adminSession ??= signUp({ email: "admin@example.com", emailVerified: true, timeZone: "UTC" }));

async function expectNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect(await pageText(response)).toContain("Page not found");
}

const auditRows = () => testDb().select().from(adminAuditLog).where(eq(adminAuditLog.action, "image_generated")).all();
const storedImages = async () => (await env.MEDIA.list({ prefix: "images/" })).objects.map((object) => object.key);

describe("who may open the operations pages", () => {
  it("a visitor, a member and a suspended administrator get the not-found page on each page and on generate, and nothing is written", async () => {
    const [member, suspendedAdmin] = await Promise.all([signUp(), signUpSuspendedAdmin()]);
    const today = localDate("UTC");
    for (const cookie of [undefined, member.cookie, suspendedAdmin.cookie]) {
      for (const path of PAGES) await expectNotFound(await request(path, { cookie }));
      await expectNotFound(await request(ARTWORK, formPost({ date: today }, { cookie })));
    }
    expect(await auditRows()).toEqual([]);
  });

  it("an administrator opens each page", async () => {
    const { cookie } = await theAdmin();
    const titles = [DASHBOARD_COPY.title, HEALTH_COPY.title, ARTWORK_ADMIN_COPY.title];
    for (const [index, path] of PAGES.entries()) {
      const response = await request(path, { cookie });
      expect(response.status, path).toBe(200);
      expect(await pageText(response)).toContain(titles[index]!);
    }
  });
});

describe("the dashboard", () => {
  /**
   * The worked example, at noon UTC on 15 June 2030 (after every other row of this file):
   * three members joined 1, 5 and 21 days before; one was seen 2 hours before (twice), one 3 days
   * before, one 26 days before; one devotional finished today and one yesterday; one check-in
   * today and one yesterday; a paying monthly member, a yearly one on his trial and one granted
   * Premium; two reports, one resolved; three support tickets, one of them answered.
   */
  const now = new Date("2030-06-15T12:00:00Z");
  const at = (iso: string) => new Date(iso);

  async function seedWorkedExample() {
    const db = testDb();
    const ids = ["dash-a", "dash-b", "dash-c"] as const;
    const joined = [at("2030-06-14T12:00:00Z"), at("2030-06-10T12:00:00Z"), at("2030-05-25T12:00:00Z")];
    await db.insert(user).values(
      ids.map((id, index) => ({ id, name: id, email: `${id}@example.org`, createdAt: joined[index]!, updatedAt: joined[index]! })),
    );
    await db.batch([
      ...pageViewStatements(db, [
        { user_id: "dash-a", action_type: "page_view", page_route: "/", created_at: at("2030-06-15T10:00:00Z") },
        { user_id: "dash-a", action_type: "page_view", page_route: "/word", created_at: at("2030-06-15T10:05:00Z") },
        { user_id: "dash-b", action_type: "page_view", page_route: "/", created_at: at("2030-06-12T10:00:00Z") },
        { user_id: "dash-c", action_type: "page_view", page_route: "/", created_at: at("2030-05-20T10:00:00Z") },
      ]),
      db.insert(devotionalProgress).values([
        { user_id: "dash-a", devotional_id: "2030-06-15", progress_date: "2030-06-15", completed: true, completed_at: at("2030-06-15T08:00:00Z") },
        { user_id: "dash-b", devotional_id: "2030-06-14", progress_date: "2030-06-14", completed: true, completed_at: at("2030-06-14T20:00:00Z") },
        { user_id: "dash-c", devotional_id: "2030-06-15", progress_date: "2030-06-15", completed: false },
      ]),
      db.insert(dailyCheckins).values([
        { user_id: "dash-a", check_in_date: "2030-06-15", mood: "good", created_at: at("2030-06-15T09:00:00Z") },
        { user_id: "dash-b", check_in_date: "2030-06-14", mood: "great", created_at: at("2030-06-14T09:00:00Z") },
      ]),
      db.insert(subscriptions).values([
        { user_id: "dash-a", plan_type: "premium_monthly", status: "active", provider: "stripe" },
        { user_id: "dash-b", plan_type: "premium_yearly", status: "trialing", trial_end: at("2030-06-20T00:00:00Z"), provider: "stripe" },
        { user_id: "dash-c", plan_type: "premium_comp", status: "active", provider: "admin" },
      ]),
      db.insert(contentReports).values([
        { item_kind: "post", item_id: "post-1", reporter_id: "dash-a", reason: "spam" },
        { item_kind: "post", item_id: "post-2", reporter_id: "dash-a", reason: "spam", resolved_at: at("2030-06-15T11:00:00Z") },
      ]),
    ]);
    // Two tickets wait for an administrator, one was answered and waits for the member.
    const message = (fromAdmin: boolean) => ({ body: "About my streak", fromAdmin, at: at("2030-06-15T07:00:00Z") });
    for (const [userId, messages] of [["dash-a", [message(false)]], ["dash-b", [message(false)]], ["dash-c", [message(false), message(true)]]] as const) {
      await seedSupportTicket(db, { userId, subject: "Streak", at: at("2030-06-15T07:00:00Z"), messages: [...messages] });
    }
  }

  it("counts the worked example", async () => {
    await seedWorkedExample();
    const report = await dashboardReport(testDb(), env as Env, { withOutbox: false, now });
    const total = (await env.DB.prepare("SELECT count(*) AS n FROM user").first<number>("n"))!;
    expect(report.today).toBe("2030-06-15");
    expect(report.members).toEqual({ total, new7: 2, new30: 3 });
    expect(report.active).toEqual({ daily: 1, weekly: 2, monthly: 3 });
    expect(report.completedToday).toBe(1);
    expect(report.checkinsToday).toBe(1);
    expect(report.membership).toEqual({ premium: 2, trials: 1 });
    expect(report.openReports).toBe(1);
    expect([report.openTickets, report.waitingTickets]).toEqual([2, 1]);
    // Billing is on in the worker tests (Stripe's variables are set) without price labels.
    expect(report.revenue).toEqual({ state: "unpriced", monthly: 1, yearly: 0 });

    const day = (date: string) => report.series.days.indexOf(date);
    expect(report.series.days).toHaveLength(30);
    expect(report.series.days.at(-1)).toBe("2030-06-15");
    expect(report.series.newMembers[day("2030-06-14")]).toBe(1);
    expect(report.series.newMembers[day("2030-06-10")]).toBe(1);
    expect(report.series.newMembers[day("2030-05-25")]).toBe(1);
    expect(report.series.activeMembers[day("2030-06-15")]).toBe(1);
    expect(report.series.activeMembers[day("2030-06-12")]).toBe(1);
    expect(report.series.devotionalsCompleted[day("2030-06-15")]).toBe(1);
    expect(report.series.devotionalsCompleted[day("2030-06-14")]).toBe(1);
    expect(report.series.checkins.reduce((sum, value) => sum + value, 0)).toBe(2);
  });

  it("shows revenue from the price labels when billing is on, and says plainly when billing is off", async () => {
    const priced = await dashboardReport(testDb(), { ...env, PREMIUM_PRICE_MONTHLY_LABEL: "$5.00", PREMIUM_PRICE_YEARLY_LABEL: "$48.00" } as Env, {
      withOutbox: false,
      now,
    });
    expect(priced.revenue).toEqual({ state: "priced", monthly: 1, yearly: 0, amount: 5, label: "$5.00" });

    const { cookie } = await theAdmin();
    const off = await requestWithEnv(`${ORIGIN}/admin/dashboard`, { STRIPE_SECRET_KEY: undefined }, { cookie });
    expect(await pageText(off)).toContain(DASHBOARD_COPY.revenueOff);
  });

  it("renders the numbers, sparklines with their tables and the audit log in one D1 batch", async () => {
    const { cookie, id: adminId } = await theAdmin();
    // An entry naming both an actor and a member: the batch must keep his email apart from the actor's.
    const member = await signUp({ name: "Audited Member" });
    await testDb().insert(adminAuditLog).values({ actor_id: adminId, action: "premium_granted", target_user_id: member.id, reason: "A gift from the elders" });
    const response = await request("/admin/dashboard", { cookie });
    expect(response.status).toBe(200);
    // The session with the member's basics (read once for the page), then the dashboard's one batch.
    expect(response.headers.get("Server-Timing")).toBe('d1-session;desc="1 round trip", d1;desc="1 round trip"');
    const html = await response.text();
    for (const label of Object.values(DASHBOARD_COPY.series)) expect(html).toContain(label);
    expect(html.match(/<svg role="img"/g)?.length).toBe(4);
    expect(html).toContain(DASHBOARD_COPY.showTable);
    expect(html).toContain(DASHBOARD_COPY.supportLink);
    expect(html).toContain("A gift from the elders");
    expect(html).toContain("admin@example.com");
  });
});

describe("cron runs", () => {
  const runCron = async (cron: string) => {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron }), env, ctx);
    await waitOnExecutionContext(ctx);
  };

  it("the scheduled handler records each job's run, and the health page shows the last one", async () => {
    await runCron("17 */6 * * *");
    await runCron("*/15 * * * *");
    const runs = await testDb().select().from(cronRuns).all();
    expect(runs.map((run) => [run.name, run.outcome]).sort()).toEqual([
      ["devotionals", "ok"],
      ["housekeeping", "ok"],
      ["reminders", "ok"],
    ]);
    for (const run of runs) expect(run.finished_at.getTime()).toBeGreaterThanOrEqual(run.started_at.getTime());

    const { cookie } = await theAdmin();
    const text = await pageText(await request("/admin/health", { cookie }));
    expect(text).not.toContain(HEALTH_COPY.cronNever);
    expect(text).toContain(HEALTH_COPY.outcomes.ok);
  });

  it("a failing job is recorded with its error and turns red", async () => {
    const outcome = await recordedRun(testDb(), "reminders", () => Promise.reject(new Error("the push service is down")));
    expect(outcome).toBe("failed");
    const { cookie } = await theAdmin();
    const html = await (await request("/admin/health", { cookie })).text();
    const row = /data-testid="cron-reminders"[\s\S]*?<\/tr>/.exec(html)![0];
    expect(row).toContain('data-level="red"');
    expect(row).toContain("Error: the push service is down");
  });
});

describe("the health page's providers", () => {
  const providerRow = (html: string, provider: string) =>
    new RegExp(`<tr[^>]*data-testid="provider-${provider}"[\\s\\S]*?</tr>`).exec(html)![0];

  it("says which providers the environment configures, and with keys set, that those are on", async () => {
    const { cookie } = await theAdmin();
    const html = await (await request("/admin/health", { cookie })).text();
    // The worker tests set Stripe, LiveKit and VAPID; no OpenAI key; mail goes to the outbox.
    for (const on of ["billing", "livekit", "push"]) expect(providerRow(html, on), on).toContain(`>${HEALTH_COPY.yes}<`);
    for (const off of ["ai", "speech", "images", "email"]) expect(providerRow(html, off), off).toContain(`>${HEALTH_COPY.no}<`);
    expect(providerRow(html, "email")).toContain(HEALTH_COPY.emailOutboxNote);
    // Every table's rows, counted: the administrator is one of the members.
    const members = Number(/>user<\/th><td[^>]*>(\d+)</.exec(html)?.[1]);
    expect(members).toBe((await env.DB.prepare("SELECT count(*) AS n FROM user").first<number>("n"))!);
    expect(members).toBeGreaterThan(0);

    const keyed = await (
      await requestWithEnv(`${ORIGIN}/admin/health`, { OPENAI_API_KEY: "sk-test", OPENAI_IMAGE_MODEL: "gpt-image-1" }, { cookie })
    ).text();
    for (const on of ["ai", "speech", "images"]) expect(providerRow(keyed, on), on).toContain(`>${HEALTH_COPY.yes}<`);
    expect(providerRow(keyed, "images")).toContain("gpt-image-1");
  });

  it("shows a provider's last error, amber or red by its age", async () => {
    const { cookie } = await theAdmin();
    await testDb().insert(providerErrors).values({ provider: "billing", message: "api_error: Stripe is down", at: new Date(Date.now() - 3 * 60 * 60 * 1000) });
    const html = await (await request("/admin/health", { cookie })).text();
    expect(providerRow(html, "billing")).toContain("api_error: Stripe is down");
    expect(providerRow(html, "billing")).toContain('data-level="amber"');
  });
});

describe("generate-images", () => {
  const imageProvider = (responses: ScriptedAnswer[]) =>
    fakeOpenAiProvider<RecordedImageCall>(responses, (key) => ({ OPENAI_IMAGE_MODEL: "gpt-image-1", OPENAI_IMAGE_API_KEY: key }));
  const imageUrlOn = async (date: string) =>
    (await testDb().select({ image_url: devotionals.image_url }).from(devotionals).where(eq(devotionals.devotional_date, date)).get())?.image_url;

  it("with no provider: the drawn artwork is shown, the page says generation is off, and generating is refused", async () => {
    const { cookie } = await theAdmin();
    const [today] = artworkDates();
    const page = await request(ARTWORK, { cookie });
    const html = await page.text();
    expect(await pageText(new Response(html))).toContain(ARTWORK_ADMIN_COPY.generationOff);
    expect(html).toContain(devotionalImageUrl(today!));
    expect(html).not.toContain(`>${ARTWORK_ADMIN_COPY.generate}<`);

    const refused = await request(ARTWORK, formPost({ date: today! }, { cookie }));
    expect(refused.status).toBe(503);
    expect(await auditRows()).toEqual([]);
  });

  it.each([
    ["no date", {}],
    ["a date that is not one", { date: "soon" }],
    ["a day in the past", { date: "2020-01-01" }],
    ["a day past the fortnight", { date: "2099-01-01" }],
  ])("%s → 400 with a message; nothing generated or written", async (_name, fields) => {
    const { cookie } = await theAdmin();
    const { call, calls } = await imageProvider([{ image: {} }]);
    const response = await call(ARTWORK, formPost(fields as Record<string, string>, { cookie }));
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain(ARTWORK_ADMIN_COPY.invalidDate);
    expect(await calls()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it("paints a coming day's devotional (writing it first), counts it, audits it; regenerating replaces the file", async () => {
    const { cookie, id } = await theAdmin();
    const date = artworkDates()[9]!;
    const { call, calls } = await imageProvider([{ image: {} }, { image: {} }]);

    const first = await call(ARTWORK, formPost({ date }, { cookie }));
    expect(first.status).toBe(302);
    const painted = await imageUrlOn(date);
    expect(painted).toMatch(new RegExp(`^/images/devotionals/${date}-[0-9a-f]{32}\\.png$`));
    expect(await calls()).toHaveLength(1);
    expect(await storedImages()).toEqual([`images/devotionals/${painted!.split("/").pop()}`]);

    const usage = await testDb()
      .select({ images: monthlyUsageLimits.image_generations })
      .from(monthlyUsageLimits)
      .where(and(eq(monthlyUsageLimits.user_id, id), eq(monthlyUsageLimits.month, usageMonth("UTC"))))
      .get();
    expect(usage?.images).toBe(1);
    expect(await testDb().select().from(aiUsage).where(and(eq(aiUsage.user_id, id), eq(aiUsage.feature_type, "devotional_image"))).all()).toHaveLength(1);
    const [audit] = await auditRows();
    expect(audit).toMatchObject({ actor_id: id, details: { date, outcome: "painted", image_url: painted } });

    const page = await call(ARTWORK, { cookie });
    const html = await page.text();
    expect(html).toContain(painted!);
    expect(html).toContain(ARTWORK_ADMIN_COPY.regenerateLabel(date));

    const again = await call(ARTWORK, formPost({ date }, { cookie }));
    expect(again.status).toBe(302);
    const repainted = await imageUrlOn(date);
    expect(repainted).not.toBe(painted);
    expect(await storedImages()).toEqual([`images/devotionals/${repainted!.split("/").pop()}`]);
    expect(await auditRows()).toHaveLength(2);
  });

  it("a provider failure is shown, audited, and noted as the images provider's last error; nothing is stored", async () => {
    const { cookie } = await theAdmin();
    const date = artworkDates()[11]!;
    const { call } = await imageProvider([{ status: 500 }]);
    const before = await storedImages();

    const failed = await call(ARTWORK, formPost({ date }, { cookie }));
    expect(failed.status).toBe(502);
    expect(await imageUrlOn(date)).toBe(devotionalImageUrl(date));
    expect(await storedImages()).toEqual(before);
    const attempts = (await auditRows()).filter((row) => row.details?.date === date);
    expect(attempts).toMatchObject([{ details: { outcome: "failed" } }]);

    const page = await pageText(await call(ARTWORK, { cookie }));
    expect(page).toContain(ARTWORK_ADMIN_COPY.status.failed);
    const noted = await testDb().select().from(providerErrors).where(eq(providerErrors.provider, "images")).get();
    expect(noted?.message).toMatch(/^refused: 500/);
  });
});
