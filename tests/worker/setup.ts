import { applyD1Migrations, env } from "cloudflare:test";

// Storage is isolated per test file, so migrations run once per file (idempotent across tests).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
