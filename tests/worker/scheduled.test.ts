import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { RETENTION_BATCH_SIZE, RETENTION_DAYS } from "../../worker/domain/retention.server";
import { signUp } from "./helpers";

describe("cron housekeeping", () => {
  it("removes expired sessions and verifications and keeps live ones", async () => {
    const user = await signUp();
    const past = Date.now() - 60_000;
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO session (id, expires_at, token, created_at, updated_at, user_id) VALUES ('old', ?, 'old-token', ?, ?, ?)",
      ).bind(past, past, past, user.id),
      env.DB.prepare("INSERT INTO verification (id, identifier, value, expires_at) VALUES ('v-old', 'x', 'y', ?)").bind(past),
    ]);
    const run = async () => {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron: "17 */6 * * *" }), env, ctx);
      await waitOnExecutionContext(ctx);
    };
    await run();
    await run(); // idempotent
    const sessions = await env.DB.prepare("SELECT id FROM session WHERE user_id = ?").bind(user.id).all();
    expect(sessions.results.map((row: Record<string, unknown>) => row.id)).not.toContain("old");
    expect(sessions.results).toHaveLength(1);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM verification").first("n")).toBe(0);
  });

  it("ends Premium an administrator granted for a number of days once the days are over", async () => {
    const ended = await signUp();
    const ongoing = await signUp();
    const past = Date.now() - 60_000;
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO subscriptions (id, user_id, plan_type, status, current_period_end, provider) VALUES ('s-ended', ?, 'premium_comp', 'active', ?, 'admin')",
      ).bind(ended.id, past),
      env.DB.prepare(
        "INSERT INTO subscriptions (id, user_id, plan_type, status, current_period_end, provider) VALUES ('s-open', ?, 'premium_comp', 'active', NULL, 'admin')",
      ).bind(ongoing.id),
    ]);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "17 */6 * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    const statuses = await env.DB.prepare("SELECT id, status FROM subscriptions ORDER BY id").all();
    expect(statuses.results).toEqual([
      { id: "s-ended", status: "canceled" },
      { id: "s-open", status: "active" },
    ]);
  });
});

describe("cron retention", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const runHousekeeping = async () => {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "17 */6 * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
  };
  /** The rows this test wrote (other tests' sign-ups write to some of these tables too). */
  const ids = async (table: string, prefix: string) =>
    (await env.DB.prepare(`SELECT id FROM ${table} WHERE id LIKE ? ORDER BY id`).bind(`${prefix}-%`).all<{ id: string }>()).results.map((row) => row.id);

  it("deletes rows older than each table's period and keeps younger ones", async () => {
    const member = await signUp();
    const now = Date.now();
    const at = (days: number) => now - days * DAY;
    const outbox = env.DB.prepare(
      "INSERT INTO email_outbox (id, to_address, subject, text_body, kind, created_at) VALUES (?, 'a@example.org', 's', 't', 'password_reset', ?)",
    );
    const errors = env.DB.prepare("INSERT INTO client_errors (id, message, created_at) VALUES (?, 'm', ?)");
    const activity = env.DB.prepare("INSERT INTO user_activity (id, user_id, action_type, page_route, created_at) VALUES (?, ?, 'page_view', '/', ?)");
    const activeDay = env.DB.prepare("INSERT INTO member_active_days (day, user_id) VALUES (date(? / 1000, 'unixepoch'), ?)");
    const usage = env.DB.prepare("INSERT INTO ai_usage (id, user_id, feature_type, tokens_used, created_at) VALUES (?, NULL, 'devotional', 10, ?)");
    const authLimit = env.DB.prepare("INSERT INTO rate_limit (id, key, count, last_request) VALUES (?, ?, 1, ?)");
    const counter = env.DB.prepare("INSERT INTO rate_counters (key, count, window_ends_at) VALUES (?, 1, ?)");
    await env.DB.batch([
      outbox.bind("outbox-old", at(RETENTION_DAYS.emailOutbox + 1)),
      outbox.bind("outbox-young", at(RETENTION_DAYS.emailOutbox - 1)),
      errors.bind("errors-old", at(RETENTION_DAYS.clientErrors + 1)),
      errors.bind("errors-young", at(RETENTION_DAYS.clientErrors - 1)),
      activity.bind("activity-old", member.id, at(RETENTION_DAYS.userActivity + 1)),
      activity.bind("activity-young", member.id, at(RETENTION_DAYS.userActivity - 1)),
      activeDay.bind(at(RETENTION_DAYS.userActivity + 1), member.id),
      activeDay.bind(at(RETENTION_DAYS.userActivity - 1), member.id),
      usage.bind("usage-old", at(RETENTION_DAYS.aiUsage + 1)),
      usage.bind("usage-young", at(RETENTION_DAYS.aiUsage - 1)),
      authLimit.bind("auth-old", "1.2.3.4/sign-in/email", at(2)),
      authLimit.bind("auth-young", "1.2.3.5/sign-in/email", now - 60_000),
      counter.bind("counter-old", now - 1),
      counter.bind("counter-young", now + 60_000),
    ]);
    await runHousekeeping();
    await runHousekeeping(); // idempotent
    expect(await ids("email_outbox", "outbox")).toEqual(["outbox-young"]);
    expect(await ids("client_errors", "errors")).toEqual(["errors-young"]);
    expect(await ids("user_activity", "activity")).toEqual(["activity-young"]);
    const days = await env.DB.prepare("SELECT day FROM member_active_days WHERE user_id = ?").bind(member.id).all<{ day: string }>();
    expect(days.results.map((row) => row.day)).toEqual([new Date(at(RETENTION_DAYS.userActivity - 1)).toISOString().slice(0, 10)]);
    expect(await ids("ai_usage", "usage")).toEqual(["usage-young"]);
    expect(await ids("rate_limit", "auth")).toEqual(["auth-young"]);
    const counters = await env.DB.prepare("SELECT key FROM rate_counters WHERE key LIKE 'counter-%'").all<{ key: string }>();
    expect(counters.results.map((row) => row.key)).toEqual(["counter-young"]);
  });

  it("deletes more old rows than one batch holds", async () => {
    const old = Date.now() - (RETENTION_DAYS.clientErrors + 1) * DAY;
    const rows = RETENTION_BATCH_SIZE + 5;
    const insert = env.DB.prepare("INSERT INTO client_errors (id, message, created_at) VALUES (?, 'm', ?)");
    const statements = Array.from({ length: rows }, (_, n) => insert.bind(`bulk-${n}`, old));
    for (let start = 0; start < statements.length; start += 500) await env.DB.batch(statements.slice(start, start + 500));
    await runHousekeeping();
    expect(await env.DB.prepare("SELECT count(*) AS n FROM client_errors WHERE id LIKE 'bulk-%'").first("n")).toBe(0);
  });
});
