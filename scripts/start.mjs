#!/usr/bin/env node
/**
 * `npm start`: production build → local D1 migrations → wrangler dev on http://localhost:8787 →
 * demo seed → prints the demo sign-in. All local: no Cloudflare account, no API keys.
 */
import { buildForProduction, ensureDevVars, migrateLocal, startServer } from "./lib/server.mjs";

const port = Number(process.env.PORT ?? 8787);

ensureDevVars();
console.log("› Building for production…");
buildForProduction();
console.log("› Applying local D1 migrations…");
migrateLocal();
console.log("› Starting the worker…");
const server = await startServer({ port, vars: { ALLOW_DEMO_SEED: "true" }, inherit: true });

const seeded = await fetch(`${server.url}/api/dev/seed`, { method: "POST", headers: { origin: server.url } });
if (!seeded.ok) {
  console.error(`Seeding the demo account failed (${seeded.status}): ${await seeded.text()}`);
  process.exitCode = 1;
} else {
  const demo = await seeded.json();
  console.log(`
  Shepherd is running at http://localhost:${port}

  Demo sign-in (a few weeks of history already there):
    email:    ${demo.email}
    password: ${demo.password}

  Press Ctrl+C to stop.
`);
}

const shutdown = () => server.stop().then(() => process.exit(0));
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
