/**
 * A D1 binding that fails one write: the Nth INSERT, UPDATE or DELETE it is asked to run, whether
 * that statement runs alone or inside a batch. The failing statement is swapped for one that D1
 * itself refuses (a table that does not exist), so a batch fails as D1 fails it — the whole
 * transaction rolled back — and a write made outside a batch before it stays written, as it would.
 * Reads pass untouched. Tests hand it (or `downAfterWrites`) to the worker as `DB` (requestWithEnv /
 * apiClient's vars) or to a Durable Object built on it.
 */
import { env } from "cloudflare:test";

const EXECUTING = new Set<PropertyKey>(["first", "all", "run", "raw"]);
const WRITE = /^\s*(?:insert|update|delete|replace)\b/i;
const CTE_WRITE = /^\s*with\b[\s\S]*\b(?:insert|update|delete)\b/i;
export const INJECTED_FAULT_TABLE = "injected_d1_fault";

export interface D1Fault {
  binding: D1Database;
  /** The writes asked of it so far (the failed one included). */
  writes(): number;
  /** Whether the Nth write has come (and failed). */
  fired(): boolean;
}

export function failingNthWrite(d1: D1Database, n: number): D1Fault {
  let writes = 0;
  const binding = faultyD1(d1, (sql) => isWrite(sql) && ++writes === n);
  return { binding, writes: () => writes, fired: () => writes >= n };
}

/**
 * D1 that answers the first `n` writes (and the reads among them) and then goes away: every
 * statement after the Nth write fails, read or write — D1 failing right after a write committed.
 * `refused` counts the statements it failed.
 */
export function downAfterWrites(d1: D1Database, n: number): { binding: D1Database; refused(): number } {
  let writes = 0;
  let refused = 0;
  const binding = faultyD1(d1, (sql) => {
    if (writes >= n) {
      refused += 1;
      return true;
    }
    if (isWrite(sql)) writes += 1;
    return false;
  });
  return { binding, refused: () => refused };
}

const isWrite = (sql: string) => WRITE.test(sql) || CTE_WRITE.test(sql);

/** `d1` with each statement that `failsNow` picks (asked as it runs) swapped for one D1 refuses. */
function faultyD1(d1: D1Database, failsNow: (sql: string) => boolean): D1Database {
  const sqlOf = new WeakMap<object, string>();
  const originals = new WeakMap<object, D1PreparedStatement>();
  const poisoned = () => d1.prepare(`SELECT * FROM ${INJECTED_FAULT_TABLE}`);

  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, property) {
        if (property === "bind") return (...values: unknown[]) => wrap(target.bind(...values), sql);
        if (EXECUTING.has(property)) {
          return (...args: unknown[]) => {
            const runner = failsNow(sql) ? poisoned() : target;
            return (Reflect.get(runner, property, runner) as (...a: unknown[]) => unknown).apply(runner, args);
          };
        }
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    originals.set(proxy, statement);
    sqlOf.set(proxy, sql);
    return proxy;
  };

  return new Proxy(d1, {
    get(target, property) {
      if (property === "prepare") return (sql: string) => wrap(target.prepare(sql), sql);
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) =>
          target.batch(statements.map((statement) => (failsNow(sqlOf.get(statement) ?? "") ? poisoned() : (originals.get(statement) ?? statement))));
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** Tables a test's snapshot leaves out: the Bible's text (large and read-only) and SQLite's or D1's own. */
const UNWATCHED = /^(?:bible_verses|bible_headings|bible_fts.*|sqlite_.*|_cf_.*|d1_migrations)$/;

/**
 * Every row of every table (but `ignore`d ones), for "nothing of it was written": two snapshots
 * taken around a failed request must be equal.
 */
export async function snapshotD1(ignore: readonly string[] = []): Promise<Record<string, unknown[]>> {
  const { results: tables } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all<{ name: string }>();
  const watched = tables.map((t) => t.name).filter((name) => !UNWATCHED.test(name) && !ignore.includes(name));
  const reads = await env.DB.batch(watched.map((name) => env.DB.prepare(`SELECT * FROM "${name}" ORDER BY rowid`)));
  return Object.fromEntries(watched.map((name, index) => [name, reads[index]!.results]));
}
