import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
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
