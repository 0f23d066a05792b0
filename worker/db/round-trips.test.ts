import { describe, expect, it } from "vitest";
import { countRoundTrips, roundTripServerTiming } from "./round-trips";

/** A stand-in D1 that records what reaches it, so the wrapper's unwrapping can be seen. */
function recordingD1() {
  const batched: unknown[][] = [];
  const created = new Set<unknown>();
  const statement = (sql: string, values: unknown[] = []): D1PreparedStatement => {
    const made = {
      sql,
      values,
      bind: (...more: unknown[]) => statement(sql, [...values, ...more]),
      first: async () => null,
      all: async () => ({ results: [], success: true, meta: {} }),
      run: async () => ({ results: [], success: true, meta: {} }),
      raw: async () => [],
    } as unknown as D1PreparedStatement;
    created.add(made);
    return made;
  };
  const d1 = {
    prepare: (sql: string) => statement(sql),
    batch: async (statements: D1PreparedStatement[]) => {
      batched.push(statements);
      return [];
    },
    exec: async () => ({ count: 0, duration: 0 }),
  } as unknown as D1Database;
  return { d1, batched, created };
}

describe("countRoundTrips", () => {
  it("counts each executed statement, each batch (once, whatever its size) and each exec", async () => {
    const { d1, batched, created } = recordingD1();
    let trips = 0;
    const db = countRoundTrips(d1, () => (trips += 1));
    const one = db.prepare("SELECT 1").bind(1);
    const two = db.prepare("SELECT 2");
    expect(trips).toBe(0);
    await one.all();
    await two.first();
    await db.prepare("UPDATE x").bind(1, 2).run();
    await db.prepare("SELECT 3").raw();
    expect(trips).toBe(4);
    await db.batch([one, two, db.prepare("SELECT 4")]);
    expect(trips).toBe(5);
    await db.exec("PRAGMA x");
    expect(trips).toBe(6);
    // D1 gets its own statement objects in a batch, bound values and all.
    const [sent] = batched;
    expect(sent!.map((statement) => (statement as unknown as { sql: string; values: unknown[] }).values)).toEqual([[1], [], []]);
    expect(sent!.every((statement) => created.has(statement))).toBe(true);
  });
});

describe("roundTripServerTiming", () => {
  it("names the session lookup apart only when there was one", () => {
    expect(roundTripServerTiming({ trips: 0, sessionTrips: 0 })).toBe('d1;desc="0 round trips"');
    expect(roundTripServerTiming({ trips: 1, sessionTrips: 0 })).toBe('d1;desc="1 round trip"');
    expect(roundTripServerTiming({ trips: 5, sessionTrips: 2 })).toBe('d1-session;desc="2 round trips", d1;desc="3 round trips"');
  });
});
