import type { ClientErrorInput } from "../../app/kernel/activity";
import { CLIENT_ERROR_LIMITS } from "../../app/kernel/client-error-limits";
import type { Database } from "../db/client";
import { clientErrors } from "../db/schema";
import { limitRate, type RateDecision, type RateRule } from "./rate-limit.server";

/** Error reports taken per client IP, and per signed-in member, in a window. */
export const CLIENT_ERROR_RATE: RateRule = { max: 20, windowSeconds: 10 * 60 };

type Report = ClientErrorInput & { userId: string | null; userAgent: string | null; requestId: string };

/** Counts the report against the client's IP and the member; a refused one is not stored. */
export function limitClientErrors(db: Database, client: { ip: string | null; userId: string | null }): Promise<RateDecision> {
  const keys = [`client-errors:ip:${client.ip ?? "unknown"}`];
  if (client.userId) keys.push(`client-errors:user:${client.userId}`);
  return limitRate(db, keys, CLIENT_ERROR_RATE);
}

/**
 * Each field cut to its own limit, in the order that says the most (what broke, where, then the
 * stacks), until the report's whole budget is spent.
 */
function cutToSize(report: Report) {
  let budget = CLIENT_ERROR_LIMITS.total;
  const cut = (text: string | null | undefined, limit: number) => {
    if (text == null) return null;
    const kept = text.slice(0, Math.min(limit, budget));
    budget -= kept.length;
    return kept;
  };
  return {
    message: cut(report.message, CLIENT_ERROR_LIMITS.message)!,
    url: cut(report.url, CLIENT_ERROR_LIMITS.url),
    user_agent: cut(report.userAgent, CLIENT_ERROR_LIMITS.userAgent),
    stack: cut(report.stack, CLIENT_ERROR_LIMITS.stack),
    component_stack: cut(report.componentStack, CLIENT_ERROR_LIMITS.componentStack),
  };
}

/** Stores a render error reported by the browser, cut to size, so admins can read it later. */
export async function recordClientError(db: Database, report: Report) {
  await db.insert(clientErrors).values({ user_id: report.userId, request_id: report.requestId, ...cutToSize(report) });
}
