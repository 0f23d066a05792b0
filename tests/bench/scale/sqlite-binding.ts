/**
 * A D1Database for Node, backed by one `sqlite3` CLI process on a local D1 file, so drizzle (and
 * every factory written against it) runs unchanged outside workerd and writes millions of rows at
 * the speed of the CLI. Writes are piped without waiting for an answer (one transaction, committed
 * by close()); a statement that returns rows (a SELECT or … RETURNING) waits for its JSON answer.
 * The pipe keeps their order, so a read sees every write before it.
 *
 * Identical reads are answered once until a write touches their table: the seed factories look up
 * the same day's devotional for every member.
 */
import { spawn } from "node:child_process";

const END = "__shepherd_statement_end__";

/** A bound parameter as an SQL literal (drizzle has already turned dates, booleans and JSON into these). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "NULL";
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "boolean") return value ? "1" : "0";
  if (value instanceof ArrayBuffer) return literal(new Uint8Array(value));
  if (value instanceof Uint8Array) return `X'${Buffer.from(value).toString("hex")}'`;
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** Quoted text (left as it is) or a placeholder (replaced by the next parameter). */
const TOKEN = /'(?:[^']|'')*'|"[^"]*"|`[^`]*`|\?/g;

/** Replaces each `?` outside quotes with the next parameter. */
export function inline(sql: string, params: unknown[]): string {
  let next = 0;
  const text = sql.replace(TOKEN, (token) => {
    if (token !== "?") return token;
    if (next >= params.length) throw new Error(`more placeholders than parameters in: ${sql}`);
    return literal(params[next++]);
  });
  if (next !== params.length) throw new Error(`${params.length} parameters for ${next} placeholders in: ${sql}`);
  return text;
}

/**
 * drizzle writes the schema's "now" default into each insert as unixepoch('subsec'), which SQLite
 * learned in 3.42; the CLI this runs may be older, so it gets the same milliseconds from julianday.
 */
const SUBSEC_NOW = "(unixepoch('subsec') * 1000)";
const PORTABLE_NOW = "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)";

const returnsRows = (sql: string) => /^\s*(select|with)\b/i.test(sql) || /\breturning\b/i.test(sql);
const readTable = (sql: string) => /\bfrom\s+"([^"]+)"/i.exec(sql)?.[1] ?? null;
const writtenTable = (sql: string) => /^\s*(?:insert\s+(?:or\s+\w+\s+)?into|update|delete\s+from)\s+"([^"]+)"/i.exec(sql)?.[1] ?? null;

type Row = Record<string, unknown>;
interface Bound {
  sql: string;
  params: unknown[];
}

export function openSqliteBinding(file: string) {
  const child = spawn("sqlite3", ["-batch", file], { stdio: ["pipe", "pipe", "pipe"] });
  let stderr = "";
  let stdout = "";
  let failure: Error | null = null;
  const waiting: { resolve: (rows: Row[]) => void; reject: (error: Error) => void }[] = [];
  const cache = new Map<string, { table: string | null; rows: Row[] }>();
  let written = 0;

  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk;
    let at = stdout.indexOf(`${END}\n`);
    while (at !== -1) {
      const answer = stdout.slice(0, at).trim();
      stdout = stdout.slice(at + END.length + 1);
      waiting.shift()?.resolve(answer === "" ? [] : JSON.parse(answer));
      at = stdout.indexOf(`${END}\n`);
    }
  });
  const exited = new Promise<void>((resolve) =>
    child.once("close", (code) => {
      if (code !== 0) failure = new Error(`sqlite3 exited with ${code}: ${stderr.slice(-2000)}`);
      for (const pending of waiting.splice(0)) pending.reject(failure ?? new Error("sqlite3 closed"));
      resolve();
    })
  );

  // Bulk load: a file whose load fails is thrown away, so neither a rollback journal nor durability
  // is needed; the journal mode workerd gave the file (WAL) is restored by close().
  child.stdin.write(".bail on\n.mode json\n.output /dev/null\nPRAGMA journal_mode=OFF;\n.output stdout\n");
  child.stdin.write("PRAGMA synchronous=OFF;\nPRAGMA cache_size=-262144;\nBEGIN;\n");

  const send = (text: string): Promise<void> | null => {
    if (failure) throw failure;
    return child.stdin.write(text) ? null : new Promise<void>((resolve) => child.stdin.once("drain", () => resolve()));
  };

  async function execute(sql: string, params: unknown[]): Promise<Row[]> {
    const text = inline(sql, params).replaceAll(SUBSEC_NOW, PORTABLE_NOW);
    if (!returnsRows(sql)) {
      const table = writtenTable(sql);
      for (const [key, entry] of cache) if (entry.table === table) cache.delete(key);
      written += 1;
      await send(`${text};\n`);
      return [];
    }
    const hit = cache.get(text);
    if (hit) return hit.rows;
    const answer = new Promise<Row[]>((resolve, reject) => waiting.push({ resolve, reject }));
    await send(`${text};\n.print ${END}\n`);
    const rows = await answer;
    if (/^\s*select\b/i.test(sql)) cache.set(text, { table: readTable(sql), rows });
    return rows;
  }

  const meta = (rows: Row[]) => ({ success: true, results: rows, meta: { changes: 0, duration: 0, rows_read: 0, rows_written: 0 } });

  const prepare = (sql: string) => {
    const bound = (params: unknown[]) => ({
      sql,
      params,
      bind: (...more: unknown[]) => bound(more),
      run: async () => meta(await execute(sql, params)),
      all: async () => meta(await execute(sql, params)),
      first: async (column?: string) => {
        const [row] = await execute(sql, params);
        return row === undefined ? null : column ? row[column] : row;
      },
      raw: async () => (await execute(sql, params)).map((row) => Object.values(row)),
    });
    return bound([]);
  };

  return {
    prepare,
    batch: async (statements: Bound[]) => {
      const results = [];
      for (const statement of statements) results.push(meta(await execute(statement.sql, statement.params)));
      return results;
    },
    exec: async (sql: string) => {
      await send(`${sql};\n`);
      return { count: 1, duration: 0 };
    },
    /** Statements written so far (not counting reads). */
    get written() {
      return written;
    },
    /** Commits and waits for the CLI to finish; throws what it printed if a statement failed. */
    async close() {
      await send("COMMIT;\n.output /dev/null\nPRAGMA journal_mode=WAL;\n");
      child.stdin.end();
      await exited;
      if (failure) throw failure;
    },
  };
}
