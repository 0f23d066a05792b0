/**
 * The worker tests' D1, migrated once and copied into every test file's runtime.
 *
 * Each worker test file runs in its own workerd with its own D1. Applying the migrations there cost
 * every file the World English Bible's 31,000 verses and their full-text index again (about 1 s of
 * CPU alone, 5–7 s with three files starting at once). Instead the migrations run once, in a
 * Miniflare of their own, into a template database kept under node_modules/.cache and named by a
 * hash of every migration file and of Miniflare's version: a changed, added or removed migration
 * names a template that does not exist yet, so it is built before any file runs, never stale.
 *
 * The pool gives each file's Miniflare only that worker's options, not the shared ones that set
 * where D1 keeps its files, so a copy cannot be handed to it through its options. The D1 plugin's
 * service builder is wrapped instead: when a runtime's D1 is this project's database kept in the
 * runtime's own temporary directory (as every pool runtime's is), the template is copied there
 * before D1 opens it. Each file still writes only to its own copy. tests/worker/setup.ts checks the
 * copy is there and complete, so a file never runs against an empty or half-migrated database.
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
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

export interface D1Template {
  /** What each file's D1 must list in d1_migrations, in order. */
  migrationNames: string[];
}

/** A name that changes whenever a migration file or the storage format could. */
function templateKey(migrations: D1Migration[]): string {
  const hash = createHash("sha256");
  hash.update(createRequire(import.meta.url)("miniflare/package.json").version);
  for (const { name, queries } of migrations) hash.update(`\0${name}\0${queries.join("\0")}`);
  return hash.digest("hex").slice(0, 16);
}

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

/** Copies `template` into a runtime's D1 directory when the runtime keeps `databases` in its own temporary directory. */
function seedEphemeralD1(template: string, databases: D1Databases) {
  const d1 = PLUGINS.d1;
  const getServices = d1.getServices.bind(d1);
  const wanted = JSON.stringify(databases);
  d1.getServices = async (options) => {
    const ephemeral = options.sharedOptions?.d1Persist === undefined && options.defaultPersistRoot === undefined;
    const target = join(options.tmpPath, "d1");
    if (ephemeral && JSON.stringify(options.options.d1Databases) === wanted && !existsSync(target)) {
      cpSync(template, target, { recursive: true });
    }
    return getServices(options);
  };
}

let prepared: Promise<D1Template> | undefined;

/**
 * Builds the template for `migrationsDir` unless it exists, and makes every later pool runtime of
 * the wrangler config at `configPath` start from a copy of it. Once per vitest process.
 */
export function prepareD1Template(migrationsDir: string, configPath: string): Promise<D1Template> {
  prepared ??= (async () => {
    const migrations = await readD1Migrations(migrationsDir);
    const { d1Databases } = unstable_getMiniflareWorkerOptions(configPath).workerOptions;
    const root = join(dirname(configPath), "node_modules/.cache/d1-template");
    const template = join(root, templateKey(migrations));
    if (!existsSync(template)) {
      const building = `${root}.building-${process.pid}`;
      rmSync(building, { recursive: true, force: true });
      await buildTemplate(building, d1Databases, migrations);
      // A template is only ever read for the migrations it was built from: older ones go.
      rmSync(root, { recursive: true, force: true });
      mkdirSync(root, { recursive: true });
      renameSync(building, template);
    }
    seedEphemeralD1(template, d1Databases);
    return { migrationNames: migrations.map(({ name }) => name) };
  })();
  return prepared;
}
