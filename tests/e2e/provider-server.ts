/**
 * A second worker for the journeys that need a provider the suite's server does not have: the
 * loopback OpenAI fake (tests/e2e/fake-openai-server.ts) and `wrangler dev` on a free port with its
 * own throwaway D1/R2, pointed at the fake by `vars`. Call inside a `describe`: it starts both
 * before the block's tests, stops them after, and opens the block's pages on that server.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { ensureDevVars, freePort, migrateLocal, startServer, type RunningServer } from "../../scripts/lib/server.mjs";
import type { test as browserTest } from "./browser";
import { startFakeOpenAi, type FakeOpenAiServer } from "./fake-openai-server";

export function useProviderServer(
  test: typeof browserTest,
  options: {
    name: string;
    fake: Parameters<typeof startFakeOpenAi>[0];
    /** The worker's variables, given the fake's base URL for the SDK (`…/v1`). */
    vars: (fakeBaseURL: string) => Record<string, string>;
  },
): { url(): string } {
  let fake: FakeOpenAiServer | undefined;
  let server: RunningServer | undefined;
  let persistTo: string | undefined;

  beforeAll(async () => {
    fake = await startFakeOpenAi(options.fake);
    persistTo = mkdtempSync(join(tmpdir(), `shepherd-e2e-${options.name}-`));
    ensureDevVars();
    migrateLocal({ persistTo });
    server = await startServer({
      port: await freePort(),
      persistTo,
      vars: { ENABLE_TEST_ROUTES: "true", ...options.vars(fake.baseURL) },
    });
  });

  afterAll(async () => {
    await server?.stop();
    await fake?.close();
    if (persistTo) rmSync(persistTo, { recursive: true, force: true });
  });

  // The suite's baseURL is file-wide; these journeys open their pages on this server instead.
  test.override("context", async ({ browser, contextOptions }, { onCleanup }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      ...contextOptions,
      baseURL: server!.url,
      extraHTTPHeaders: { "CF-Connecting-IP": `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
    });
    onCleanup(() => context.close());
    return context;
  });

  return { url: () => server!.url };
}
