import { env } from "cloudflare:test";

// Each file's D1 is its own copy of a database the migrations were applied to once for this run
// (tests/d1-template.ts). A file must never run on a database missing some of them.
const applied = await env.DB.prepare("SELECT name FROM d1_migrations ORDER BY id")
  .all<{ name: string }>()
  .then(({ results }) => results.map(({ name }) => name))
  .catch((error: unknown) => [`(no d1_migrations table: ${error})`]);
if (applied.join("\n") !== env.TEST_MIGRATION_NAMES.join("\n")) {
  throw new Error(
    `This test file's D1 is not the migrated template (tests/d1-template.ts).\nExpected: ${env.TEST_MIGRATION_NAMES.join(", ")}\nFound: ${applied.join(", ")}`,
  );
}
