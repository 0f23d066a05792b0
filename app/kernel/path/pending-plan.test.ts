import { describe, expect, it } from "vitest";
import {
  clearPendingPlan,
  decidePoll,
  parsePendingPlan,
  PENDING_PLAN_KEY,
  PLAN_GIVE_UP_MS,
  PLAN_POLL_INTERVAL_MS,
  PLAN_READY_TOAST_MS,
  readPendingPlan,
  writePendingPlan,
} from "./pending-plan";

const record = { planId: "0b6f3c1e-7d7a-4a53-9f1e-2c3d4e5f6a7b", planTitle: "Patience at Home", startedAt: 1_700_000_000_000 };

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe("the pending record's timings", () => {
  it("polls every 5 s, gives up after 5 minutes, shows the ready toast for 10 s", () => {
    expect(PLAN_POLL_INTERVAL_MS).toBe(5_000);
    expect(PLAN_GIVE_UP_MS).toBe(300_000);
    expect(PLAN_READY_TOAST_MS).toBe(10_000);
  });
});

describe("the pending record in storage", () => {
  it("round-trips {planId, planTitle, startedAt} and clears", () => {
    const storage = memoryStorage();
    writePendingPlan(storage, record);
    expect(JSON.parse(storage.values.get(PENDING_PLAN_KEY)!)).toEqual(record);
    expect(readPendingPlan(storage)).toEqual(record);
    clearPendingPlan(storage);
    expect(readPendingPlan(storage)).toBeNull();
  });

  it.each([
    ["not JSON", "{plan"],
    ["no id", JSON.stringify({ planTitle: "x", startedAt: 1 })],
    ["an id that is not an id", JSON.stringify({ ...record, planId: "../../x" })],
    ["a start that is not a number", JSON.stringify({ ...record, startedAt: "yesterday" })],
    ["an absurd title", JSON.stringify({ ...record, planTitle: "x".repeat(201) })],
  ])("drops a record with %s", (_what, raw) => {
    expect(parsePendingPlan(raw)).toBeNull();
  });
});

describe("one poll's decision", () => {
  const started = record.startedAt;

  it("is ready when the plan has its days, even at the last moment", () => {
    expect(decidePoll(record, "ready", started + 1_000)).toEqual({ kind: "ready" });
    expect(decidePoll(record, "ready", started + PLAN_GIVE_UP_MS + 1)).toEqual({ kind: "ready" });
  });

  it("waits before 5 minutes and gives up at 5 minutes", () => {
    expect(decidePoll(record, "waiting", started + PLAN_GIVE_UP_MS - 1)).toEqual({ kind: "wait" });
    expect(decidePoll(record, "waiting", started + PLAN_GIVE_UP_MS)).toEqual({ kind: "give-up" });
    // A poll that failed (offline) counts as still waiting.
    expect(decidePoll(record, null, started + 10_000)).toEqual({ kind: "wait" });
    expect(decidePoll(record, null, started + PLAN_GIVE_UP_MS)).toEqual({ kind: "give-up" });
  });

  it("reports a failed plan and drops a plan the server does not know", () => {
    expect(decidePoll(record, "failed", started + 10_000)).toEqual({ kind: "failed" });
    expect(decidePoll(record, "gone", started + 10_000)).toEqual({ kind: "drop" });
  });
});
