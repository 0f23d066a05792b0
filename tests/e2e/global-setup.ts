/**
 * Starts the production build under `wrangler dev` against a throwaway local D1/R2/DO directory,
 * seeds the demo account, and hands the base URL to the e2e tests (`inject("baseURL")`).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import {
  buildForProduction,
  ensureDevVars,
  migrateLocal,
  ROOT,
  startServer,
  type RunningServer,
} from "../../scripts/lib/server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const PORT = Number(process.env.E2E_PORT ?? 8788);

/** The administrator of the e2e server (reads the email outbox on /admin/dashboard). */
export const E2E_ADMIN_EMAIL = "admin@e2e.shepherd.test";

export default async function setup(project: TestProject) {
  if (!existsSync(join(ROOT, "build/server/index.js"))) buildForProduction();
  const persistTo = mkdtempSync(join(tmpdir(), "shepherd-e2e-"));
  let server: RunningServer | undefined;
  const teardown = async () => {
    await server?.stop();
    rmSync(persistTo, { recursive: true, force: true });
  };
  try {
    ensureDevVars();
    migrateLocal({ persistTo });
    server = await startServer({
      port: PORT,
      persistTo,
      vars: { ENABLE_TEST_ROUTES: "true", ALLOW_DEMO_SEED: "true", ADMIN_EMAILS: E2E_ADMIN_EMAIL },
    });
    const seeded = await fetch(`${server.url}/api/dev/seed`, { method: "POST", headers: { origin: server.url } });
    if (!seeded.ok) throw new Error(`Seeding the demo account failed (${seeded.status}): ${await seeded.text()}`);
  } catch (error) {
    if (server) process.stderr.write(server.output());
    await teardown();
    throw error;
  }
  project.provide("baseURL", server.url);
  return teardown;
}
