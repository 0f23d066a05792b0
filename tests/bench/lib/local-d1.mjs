/** Reading the bench worker's local D1 directly: its SQLite file, queried with Debian's `sqlite3`. */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** The local D1's SQLite file under a --persist-to directory. */
export function d1File(state) {
  const dir = join(state, "v3/d1/miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 database under ${dir}`);
  return join(dir, file);
}

/** The rows of one read-only query, as objects. */
export function query(file, sql) {
  // The worker may be writing: wait for its lock rather than fail on it.
  const result = spawnSync("sqlite3", ["-readonly", "-json", "-cmd", ".timeout 30000", file, sql], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`sqlite3: ${result.stderr}`);
  return result.stdout.trim() ? JSON.parse(result.stdout) : [];
}
