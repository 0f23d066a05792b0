#!/usr/bin/env node
/**
 * `npm run db:seed`: seeds the demo account (a few weeks of history, Marcus and his notifications)
 * into the local D1 through POST /api/dev/seed — the call `npm start` makes, built from the same
 * factories as the tests. Running it again changes nothing.
 *
 * If `npm start` is already serving on PORT (default 8787), that server is asked. Otherwise this
 * builds (when build/ is missing), applies the local migrations, starts the worker on a free loopback
 * port just long enough to seed, and stops it.
 */
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { buildForProduction, ensureDevVars, migrateLocal, ROOT, startServer } from "./lib/server.mjs";

const port = Number(process.env.PORT ?? 8787);

async function answersHealth(url) {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once("error", reject)
      .listen(0, "127.0.0.1", () => {
        const { port: free } = probe.address();
        probe.close(() => resolve(free));
      });
  });
}

async function seed(url) {
  const response = await fetch(`${url}/api/dev/seed`, { method: "POST", headers: { origin: url } });
  if (response.status === 404) {
    throw new Error(`the server at ${url} does not allow seeding; start it with \`npm start\` (it sets ALLOW_DEMO_SEED=true)`);
  }
  if (!response.ok) throw new Error(`POST /api/dev/seed answered ${response.status}: ${await response.text()}`);
  return response.json();
}

let server = null;
try {
  let url = `http://127.0.0.1:${port}`;
  if (await answersHealth(url)) {
    console.log(`› Seeding through the server already running at ${url}…`);
  } else {
    ensureDevVars();
    if (!existsSync(`${ROOT}build/client`)) {
      console.log("› Building for production…");
      buildForProduction();
    }
    console.log("› Applying local D1 migrations…");
    migrateLocal();
    console.log("› Starting the worker just long enough to seed…");
    server = await startServer({ port: await freePort(), vars: { ALLOW_DEMO_SEED: "true" } });
    url = server.url;
  }
  const demo = await seed(url);
  console.log(`
  ${demo.created ? "Seeded the demo account" : "The demo account was already seeded"}.
    email:    ${demo.email}
    password: ${demo.password}
`);
} catch (error) {
  console.error(`Seeding failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await server?.stop();
}
