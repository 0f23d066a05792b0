/**
 * Every query a hot page runs uses an index, so its cost follows what the member sees, not how
 * many members there are.
 *
 * The queries are not copied here: each page is requested through the whole worker (demo data from
 * the seed's factories, the demo member or the demo administrator signed in) over a D1 binding that
 * records every statement it is asked to prepare with its bound values — the drizzle builders'
 * own SQL, and better-auth's session lookup beside them. Each recorded statement is then put to
 * SQLite as `EXPLAIN QUERY PLAN` with the same values.
 *
 * The rule: no plan step may read every row or every index entry of a table that grows with
 * members or their writing: not `SCAN <table>`, and not `SCAN <table> USING [COVERING] INDEX`
 * (walking a whole index) unless the statement stops at a LIMIT (an index walked in the list's
 * order, read only until the page is full) or is a whole table's `count(*)` (SQLite counts the
 * pages of its smallest index without reading a row); nor an `AUTOMATIC` index, which SQLite builds
 * from every row on each run. Allowed are `SEARCH` (an index range or lookup), scans of subqueries
 * and constant rows, and full scans of the small tables whose size is fixed by the content or the
 * configuration, not by the number of members (FIXED_TABLES). SQLite plans without statistics
 * here, as D1 does until ANALYZE runs, so a plan on the demo data is the plan on a large database.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { flocks } from "../../worker/db/schema";
import type { Env } from "../../worker/env";
import { DEMO_ADMIN } from "../../worker/seed/admin-users";
import { DEMO_ACCOUNT } from "../../worker/seed/demo.server";
import { nextCookie, ORIGIN, request, requestWithEnv, testDb } from "./helpers";

/** Tables whose rows are content or configuration: a few dozen rows whatever the membership. */
const FIXED_TABLES = new Set(["feature_flags", "experiments", "free_limits"]);

interface Recorded {
  sql: string;
  params: unknown[];
}

/** `d1` recording each statement it prepares (with the values bound to it) into `into`. */
function recordingD1(d1: D1Database, into: Recorded[]): D1Database {
  const originals = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, property) {
        if (property === "bind") {
          return (...params: unknown[]) => {
            into.push({ sql, params });
            return wrap(target.bind(...params), sql);
          };
        }
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    originals.set(proxy, statement);
    return proxy;
  };
  return new Proxy(d1, {
    get(target, property) {
      if (property === "prepare") {
        return (sql: string) => {
          into.push({ sql, params: [] });
          return wrap(target.prepare(sql), sql);
        };
      }
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => target.batch(statements.map((statement) => originals.get(statement) ?? statement));
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The statements a signed-in page's request prepared, with their last bound values, once each. */
async function statementsOf(path: string, cookie: string): Promise<Recorded[]> {
  const recorded: Recorded[] = [];
  const response = await requestWithEnv(`${ORIGIN}${path}`, { DB: recordingD1(env.DB, recorded) } as Partial<Env>, { cookie });
  expect(response.status, path).toBe(200);
  await response.text();
  const bySql = new Map<string, Recorded>();
  for (const statement of recorded) {
    const known = bySql.get(statement.sql);
    if (!known || statement.params.length > known.params.length) bySql.set(statement.sql, statement);
  }
  return [...bySql.values()];
}

let tableNames: Set<string> | null = null;
/** The database's tables (a plan step's name that is none of them is a subquery's). */
async function storedTables(): Promise<Set<string>> {
  tableNames ??= new Set(
    (await env.DB.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").all<{ name: string }>()).results.map((row) => row.name),
  );
  return tableNames;
}

/** The plan steps of one statement that read a whole growing table or a whole index of one. */
async function fullScans({ sql, params }: Recorded): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  const tables = await storedTables();
  const stopsAtLimit = /\blimit\b/i.test(sql);
  const countsWholeTable = /^select count\(\*\) from "\w+"$/i.test(sql.trim());
  return results
    .map((row) => row.detail.trim())
    .filter((detail) => {
      if (/\bAUTOMATIC\b/.test(detail)) return true;
      const scanned = /^SCAN (\w+)(?: AS \w+)?( USING (?:COVERING )?INDEX \w+)?$/.exec(detail);
      // A name that is no table is a subquery's rows (`FROM (…) AS seen`), whose own steps are checked.
      if (scanned === null || FIXED_TABLES.has(scanned[1]!) || !tables.has(scanned[1]!)) return false;
      return scanned[2] === undefined || !(stopsAtLimit || countsWholeTable);
    });
}

async function signIn(email: string, password: string) {
  const response = await request("/api/auth/sign-in/email", { method: "POST", headers: { Origin: ORIGIN }, json: { email, password } });
  expect(response.status).toBe(200);
  return nextCookie("", response);
}

let member = "";
let admin = "";
let flockId = "";

beforeAll(async () => {
  const seeded = await requestWithEnv(`${ORIGIN}/api/dev/seed`, { ALLOW_DEMO_SEED: "true" }, { method: "POST" });
  expect(seeded.status).toBe(200);
  member = await signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  admin = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
  flockId = (await testDb().select({ id: flocks.id }).from(flocks).get())!.id;
});

describe("every query of a hot page uses an index", () => {
  const pages: [string, () => string, () => string][] = [
    ["Today", () => "/", () => member],
    ["The Pasture", () => "/pasture", () => member],
    ["My Flock", () => "/flock", () => member],
    ["a flock's page", () => `/flock/${flockId}`, () => member],
    ["Prayer", () => "/prayer", () => member],
    ["the journal", () => "/journal", () => member],
    ["insights", () => "/insights", () => member],
    ["the admin dashboard", () => "/admin/dashboard", () => admin],
  ];

  for (const [name, path, cookie] of pages) {
    it(`${name}, with the session and the member's basics`, async () => {
      const statements = await statementsOf(path(), cookie());
      expect(statements.length).toBeGreaterThan(0);
      const scanning: Record<string, string[]> = {};
      for (const statement of statements) {
        const scans = await fullScans(statement);
        if (scans.length > 0) scanning[statement.sql] = scans;
      }
      expect(scanning).toEqual({});
    });
  }
});

describe("what the recording sees", () => {
  it("the statements built once per isolate, bound on the request's own binding: the session lookup's and Today's", async () => {
    const reads = (table: string) => (statement: Recorded) => new RegExp(`from "${table}"`).test(statement.sql) && statement.params.length > 0;
    const statements = await statementsOf("/", member);
    for (const table of ["session", "profiles", "monthly_usage_limits", "devotional_progress", "gathering_attendance"]) {
      expect(statements.some(reads(table)), table).toBe(true);
    }
  });
});

describe("the rule itself", () => {
  it("catches a full scan of a growing table and lets an index search through", async () => {
    const lookup = testDb().select({ id: flocks.id }).from(flocks).where(eq(flocks.id, flockId)).toSQL();
    expect(await fullScans({ sql: lookup.sql, params: lookup.params })).toEqual([]);
    expect(await fullScans({ sql: "SELECT count(*) FROM user_activity WHERE page_route = ?", params: ["/"] })).toEqual(["SCAN user_activity"]);
    // A whole index walked to count distinct members is every page view read, however it is ordered.
    const walked = "SELECT count(DISTINCT user_id) FROM user_activity INDEXED BY user_activity_user_created_idx WHERE created_at >= ?";
    expect(await fullScans({ sql: walked, params: [0] })).toEqual(["SCAN user_activity USING COVERING INDEX user_activity_user_created_idx"]);
    const newest = "SELECT id FROM posts INDEXED BY posts_created_idx ORDER BY created_at DESC LIMIT 20";
    expect(await fullScans({ sql: newest, params: [] })).toEqual([]);
  });
});

describe("a list's first page is read in the list's order", () => {
  it("/prayer takes the Pasture's candidates by walking the listed index, not by sorting every open request", async () => {
    const statements = await statementsOf("/prayer", member);
    const praying = statements.find((statement) => /UNION ALL/.test(statement.sql) && /"expires_at" > \?/.test(statement.sql));
    expect(praying, "the praying list's statement").toBeDefined();
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${praying!.sql}`)
      .bind(...praying!.params)
      .all<{ id: number; parent: number; detail: string }>();
    const walk = results.find((row) => /prayer_requests_listed_idx/.test(row.detail) && /answered_at=\?\)/.test(row.detail));
    expect(walk?.detail, "the Pasture's open requests read from the listed index").toBeDefined();
    // The candidates' ORDER BY … LIMIT is the index's own order: no temporary tree sorts that branch's rows.
    const sortsTheBranch = results.some((row) => row.parent === walk!.parent && /USE TEMP B-TREE FOR ORDER BY/.test(row.detail));
    expect(sortsTheBranch).toBe(false);
  });
});
