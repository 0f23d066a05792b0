/**
 * Counting D1 round trips per request (docs/decisions/035-counting-d1-round-trips.md).
 * The Today loader's goal is at most two (docs/decisions/013-today-loader.md); the worker
 * reports every request's count in a `Server-Timing` header so the bench and anyone with devtools
 * can see it, and the worker tests count through the same wrapper.
 *
 * The drizzle client and better-auth are built once per isolate (docs/decisions/003), so the D1
 * binding they hold is wrapped once; each request's count lives in an AsyncLocalStorage store,
 * which keeps concurrent requests in one isolate apart. Cost: a Proxy per prepared statement and a
 * store lookup per round trip — microseconds against a D1 call's milliseconds.
 */
import { AsyncLocalStorage } from "node:async_hooks";

const EXECUTING = new Set<PropertyKey>(["first", "all", "run", "raw"]);

/**
 * `d1` behind a Proxy that calls `onTrip` once per round trip: each first/all/run/raw of a prepared
 * statement, each batch, each exec. Statements handed to batch are unwrapped, as D1 wants its own objects.
 */
export function countRoundTrips(d1: D1Database, onTrip: () => void): D1Database {
  const originals = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (property === "bind") return (...values: unknown[]) => wrap(target.bind(...values));
        if (EXECUTING.has(property)) {
          return (...args: unknown[]) => {
            onTrip();
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    originals.set(proxy, statement);
    return proxy;
  };
  return new Proxy(d1, {
    get(target, property) {
      if (property === "prepare") return (query: string) => wrap(target.prepare(query));
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          onTrip();
          return target.batch(statements.map((statement) => originals.get(statement) ?? statement));
        };
      }
      if (property === "exec") {
        return (query: string) => {
          onTrip();
          return target.exec(query);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** One request's D1 round trips: the session lookup's, and all of them. */
export interface RoundTripCounter {
  trips: number;
  /** Round trips of the session lookup (included in `trips`); 0 when the request had no session cookie. */
  sessionTrips: number;
}

const currentRequest = new AsyncLocalStorage<RoundTripCounter>();

/** The isolate's D1 binding, counting into whichever request is running. */
export function requestCountedD1(d1: D1Database): D1Database {
  return countRoundTrips(d1, () => {
    const counter = currentRequest.getStore();
    if (counter) counter.trips += 1;
  });
}

/** Runs one request's work with its own counter (hono middleware, worker/index.ts). */
export function countingRoundTrips<T>(counter: RoundTripCounter, work: () => T): T {
  return currentRequest.run(counter, work);
}

const plural = (count: number) => `${count} round trip${count === 1 ? "" : "s"}`;

/**
 * The `Server-Timing` value: `d1` is the request's own work (loaders, actions, API handlers) after
 * the session lookup, `d1-session` the lookup itself, which reads the member's basics in the same
 * round trip (worker/auth/session-lookup.server.ts). Both are what was counted by the time the
 * response's headers were written: a streamed page's deferred reads come later and are not in it.
 */
export function roundTripServerTiming(counter: RoundTripCounter): string {
  const own = `d1;desc="${plural(counter.trips - counter.sessionTrips)}"`;
  return counter.sessionTrips > 0 ? `d1-session;desc="${plural(counter.sessionTrips)}", ${own}` : own;
}

