/**
 * The worker tests' D1, migrated once per run and copied into every test file's runtime.
 *
 * Each worker test file runs in its own workerd with its own D1. Applying the migrations there cost
 * every file the World English Bible's 31,000 verses and their full-text index again (about 1 s of
 * CPU alone, 5–7 s with three files starting at once). Instead the migrations run once, in a
 * Miniflare of their own, into a template database in a temporary directory that goes when vitest
 * exits. Before each file starts, the migration files are read again: if any changed, was added or
 * was removed (vitest's watch mode), a new template is built before that file runs, never a stale one.
 *
 * The pool gives each file's Miniflare only that worker's options, not the shared ones that set
 * where D1 keeps its files, so a copy cannot be handed to it through its options. The D1 plugin's
 * service builder is wrapped instead: when a runtime's D1 is this project's database kept in the
 * runtime's own temporary directory (as every pool runtime's is), the template is copied there
 * before D1 opens it. Each file still writes only to its own copy. tests/worker/setup.ts checks the
 * copy is there and complete, so a file never runs against an empty or half-migrated database.
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readD1Migrations, type D1Migration } from "@cloudflare/vitest-pool-workers";
import { Miniflare, PLUGINS } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

/** The bookkeeping table and its shape exactly as `applyD1Migrations` of cloudflare:test creates it. */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations (
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
	);`;

type D1Databases = ReturnType<typeof unstable_getMiniflareWorkerOptions>["workerOptions"]["d1Databases"];

/** Applies the migrations the way `applyD1Migrations` does: each one and its bookkeeping row in one batch. */
async function buildTemplate(directory: string, databases: D1Databases, migrations: D1Migration[]) {
  const mf = new Miniflare({ modules: true, script: "export default {}", d1Databases: databases, d1Persist: directory });
  try {
    const db = await mf.getD1Database("DB");
    await db.prepare(MIGRATIONS_TABLE).run();
    for (const migration of migrations) {
      const statements = migration.queries.map((query) => db.prepare(query));
      statements.push(db.prepare("INSERT INTO d1_migrations (name) VALUES (?);").bind(migration.name));
      await db.batch(statements);
    }
  } finally {
    await mf.dispose();
  }
}

/** The template the next runtime starts from, and the databases it was built for. */
let current: { directory: string; databases: string } | undefined;

/** Copies the current template into a runtime's D1 directory when the runtime keeps that database in its own temporary directory. */
function seedEphemeralD1() {
  const d1 = PLUGINS.d1;
  const getServices = d1.getServices.bind(d1);
  d1.getServices = async (options: Parameters<typeof getServices>[0]) => {
    const ephemeral = options.sharedOptions?.d1Persist === undefined && options.defaultPersistRoot === undefined;
    const target = join(options.tmpPath, "d1");
    if (current && ephemeral && JSON.stringify(options.options.d1Databases) === current.databases && !existsSync(target)) {
      cpSync(current.directory, target, { recursive: true });
    }
    return getServices(options);
  };
}

/** The migration files' names and contents, hashed: what a template was built from. */
function migrationsHash(migrationsDir: string): string {
  const hash = createHash("sha256");
  for (const name of readdirSync(migrationsDir).filter((file) => file.endsWith(".sql")).sort()) {
    hash.update(`\0${name}\0`).update(readFileSync(join(migrationsDir, name)));
  }
  return hash.digest("hex");
}

let built: { hash: string; ready: Promise<string[]> } | undefined;

/**
 * Makes the next pool runtime of the wrangler config at `configPath` start from a D1 the migrations
 * in `migrationsDir` were applied to, building it unless this run already has one for the same
 * files. Returns the migrations' names in the order they were applied.
 */
export function prepareD1Template(migrationsDir: string, configPath: string): Promise<string[]> {
  const hash = migrationsHash(migrationsDir);
  if (built?.hash === hash) return built.ready;
  const ready = (async () => {
    const migrations = await readD1Migrations(migrationsDir);
    const { d1Databases } = unstable_getMiniflareWorkerOptions(configPath).workerOptions;
    const directory = mkdtempSync(join(tmpdir(), "shepherd-d1-template-"));
    process.once("exit", () => rmSync(directory, { recursive: true, force: true }));
    await buildTemplate(directory, d1Databases, migrations);
    if (!current) seedEphemeralD1();
    current = { directory, databases: JSON.stringify(d1Databases) };
    return migrations.map(({ name }) => name);
  })();
  built = { hash, ready };
  return ready;
}
