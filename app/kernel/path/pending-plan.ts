/**
 * The pending-generation record:
 * {planId, planTitle, startedAt} kept in localStorage while a plan is written; polled every 5 s;
 * when a plan_days row exists the record is removed and "Your plan is ready" shows for 10 s; after
 * 5 minutes it is dropped with the timeout warning. The storage and the decision are here, pure and
 * unit-tested; app/components/path/PendingPlanPoller.tsx runs them in the layout.
 */

export const PENDING_PLAN_KEY = "shepherd.pendingPlan";
export const PLAN_POLL_INTERVAL_MS = 5_000;
export const PLAN_GIVE_UP_MS = 5 * 60_000;
export const PLAN_READY_TOAST_MS = 10_000;
/** The warning toast is a warning a man should read: longer than the default toast. */
export const PLAN_TIMEOUT_TOAST_MS = 10_000;
/** A browser tab tells the others that the record changed (storage events only reach other tabs). */
export const PENDING_PLAN_EVENT = "shepherd:pending-plan";

export interface PendingPlan {
  planId: string;
  planTitle: string;
  /** Epoch milliseconds of the start. */
  startedAt: number;
}

/** A record read back from storage is input like any other: anything malformed is dropped. */
export function parsePendingPlan(raw: string | null): PendingPlan | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingPlan>;
    if (
      typeof value.planId === "string" &&
      /^[A-Za-z0-9-]{1,64}$/.test(value.planId) &&
      typeof value.planTitle === "string" &&
      value.planTitle.length <= 200 &&
      typeof value.startedAt === "number" &&
      Number.isFinite(value.startedAt)
    ) {
      return { planId: value.planId, planTitle: value.planTitle, startedAt: value.startedAt };
    }
  } catch {
    // not JSON: dropped below
  }
  return null;
}

/** What the server said about the plan at one poll. */
export type PollAnswer = "ready" | "waiting" | "failed" | "gone";

export type PollDecision =
  | { kind: "ready" }
  | { kind: "failed" }
  | { kind: "give-up" }
  | { kind: "drop" }
  | { kind: "wait" };

/**
 * One poll's outcome. A ready plan wins even at the last moment; past 5 minutes a waiting plan is
 * given up; a plan the server no longer knows (deleted, another account's) is dropped silently.
 */
export function decidePoll(record: PendingPlan, answer: PollAnswer | null, now: number): PollDecision {
  if (answer === "ready") return { kind: "ready" };
  if (answer === "failed") return { kind: "failed" };
  if (answer === "gone") return { kind: "drop" };
  if (now - record.startedAt >= PLAN_GIVE_UP_MS) return { kind: "give-up" };
  return { kind: "wait" };
}

/** The device storage the record lives in (the browser's localStorage), as far as these functions use it. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function readPendingPlan(storage: Pick<KeyValueStorage, "getItem">): PendingPlan | null {
  try {
    return parsePendingPlan(storage.getItem(PENDING_PLAN_KEY));
  } catch {
    return null;
  }
}

export function writePendingPlan(storage: Pick<KeyValueStorage, "setItem">, record: PendingPlan) {
  storage.setItem(PENDING_PLAN_KEY, JSON.stringify(record));
}

export function clearPendingPlan(storage: Pick<KeyValueStorage, "removeItem">) {
  storage.removeItem(PENDING_PLAN_KEY);
}
