/**
 * /api/client-errors as an outsider would use it: an oversize report is stored cut to size (it is
 * diagnostics, so nothing is refused for length), and reports are limited per IP and per member.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CLIENT_ERROR_COPY } from "../../app/kernel/copy/shell";
import { CLIENT_ERROR_LIMITS } from "../../app/kernel/client-error-limits";
import { clientErrors } from "../../worker/db/schema";
import { CLIENT_ERROR_RATE } from "../../worker/domain/client-errors.server";
import { apiClient, okJson, ORIGIN, request, signUp, testDb } from "./helpers";

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

const report = (ip: string, json: unknown, cookie?: string) =>
  request("/api/client-errors", { method: "POST", json, cookie, headers: { Origin: ORIGIN, "cf-connecting-ip": ip, "User-Agent": "u".repeat(5_000) } });

const storedCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM client_errors").first<number>("n"))!;

describe("an error report's size", () => {
  it("stores an oversize report cut to size instead of refusing it", async () => {
    const client = apiClient(undefined, { headers: { "cf-connecting-ip": freshIp(), "User-Agent": "u".repeat(5_000) } });
    const response = await client["client-errors"].$post({
      json: {
        message: `boom ${"m".repeat(5_000)}`,
        stack: "s".repeat(19_000),
        componentStack: "c".repeat(19_000),
        url: `http://localhost/${"u".repeat(1_990)}`,
      },
    });
    expect(response.status).toBe(201);
    const { requestId } = await okJson(response);
    const row = (await testDb().select().from(clientErrors).where(eq(clientErrors.request_id, requestId)).get())!;
    expect(row.message).toHaveLength(CLIENT_ERROR_LIMITS.message);
    expect(row.message.startsWith("boom m")).toBe(true);
    expect(row.stack!.length).toBeLessThanOrEqual(CLIENT_ERROR_LIMITS.stack);
    expect(row.url!.length).toBeLessThanOrEqual(CLIENT_ERROR_LIMITS.url);
    expect(row.user_agent!.length).toBeLessThanOrEqual(CLIENT_ERROR_LIMITS.userAgent);
    const total = [row.message, row.stack, row.component_stack, row.url, row.user_agent].reduce((sum, text) => sum + (text?.length ?? 0), 0);
    expect(total).toBeLessThanOrEqual(CLIENT_ERROR_LIMITS.total);
  });
});

describe("how many error reports are taken", () => {
  it("answers the 21st report from one IP in the window with a 429 and stores nothing", async () => {
    const ip = freshIp();
    for (let n = 1; n <= CLIENT_ERROR_RATE.max; n++) expect((await report(ip, { message: `report ${n}` })).status, `report ${n}`).toBe(201);
    const before = await storedCount();
    const refused = await report(ip, { message: "one too many" });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: CLIENT_ERROR_COPY.tooMany });
    expect(await storedCount()).toBe(before);
    // Another address is counted on its own.
    expect((await report(freshIp(), { message: "from elsewhere" })).status).toBe(201);
  });

  it("limits a signed-in member across addresses", async () => {
    const member = await signUp();
    for (let n = 1; n <= CLIENT_ERROR_RATE.max; n++) expect((await report(freshIp(), { message: `member ${n}` }, member.cookie)).status).toBe(201);
    const refused = await report(freshIp(), { message: "member, one too many" }, member.cookie);
    expect(refused.status).toBe(429);
    expect(await testDb().select().from(clientErrors).where(eq(clientErrors.message, "member, one too many")).all()).toHaveLength(0);
  });

  it("takes reports again once the window has passed", async () => {
    const ip = freshIp();
    for (let n = 1; n <= CLIENT_ERROR_RATE.max; n++) await report(ip, { message: `early ${n}` });
    expect((await report(ip, { message: "too soon" })).status).toBe(429);
    // The window ends: its counter row says so.
    await env.DB.prepare("UPDATE rate_counters SET window_ends_at = ? WHERE key LIKE ?").bind(Date.now() - 1, `%${ip}`).run();
    expect((await report(ip, { message: "a new window" })).status).toBe(201);
  });
});
