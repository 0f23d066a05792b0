import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { builtinModules } from "node:module";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { prepareD1Template } from "./tests/d1-template";
import { createLiveKitFake } from "./tests/fakes/livekit";
import { createOpenAiFake } from "./tests/fakes/openai";
import { routeOutbound } from "./tests/fakes/outbound";
import { createPushFake, generateVapidKeys } from "./tests/fakes/push";
import { createResendFake } from "./tests/fakes/resend";
import { createStripeFake } from "./tests/fakes/stripe";

/** A Node built-in, bare or `node:`-prefixed: workerd provides them (nodejs_compat), so bundles import them. */
const NODE_BUILTIN = new RegExp(`^(node:)?(${builtinModules.map((name) => name.replace(/[/]/g, "\\/")).join("|")})$`);

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

/** Stripe's API as the worker tests see it: every outbound fetch of the worker goes to this fake. */
const stripeFake = createStripeFake({ prices: ["price_monthly", "price_yearly"] });
/** OpenAI's Chat Completions as tests/worker/ai.test.ts scripts it (OPENAI_API_KEY stays unset here). */
const openAiFake = createOpenAiFake();
/** A Web Push service (tests/worker/reminders.test.ts); the worker signs with a fresh VAPID pair. */
const pushFake = createPushFake();
const vapid = await generateVapidKeys();
/** Resend's send-email API (tests/worker/mail-provider.test.ts); RESEND_API_KEY stays unset here. */
const resendFake = createResendFake();
/** LiveKit's RoomService Twirp API (tests/worker/gathering-room.test.ts), keyed like the worker's bindings. */
const livekitKeys = { apiKey: "APIfakekey", apiSecret: "fake-livekit-secret-at-least-32-characters" };
const livekitFake = createLiveKitFake(livekitKeys);
/** Every outbound fetch of the worker tests, by host, to the fake that speaks its protocol. */
const outbound = routeOutbound({
  "push.example.test": pushFake.fetch,
  "push-fake.test": pushFake.fetch,
  "api.stripe.com": stripeFake.fetch,
  "stripe-fake.test": stripeFake.fetch,
  "api.openai.com": openAiFake.fetch,
  "openai-fake.test": openAiFake.fetch,
  "api.resend.com": resendFake.fetch,
  "resend-fake.test": resendFake.fetch,
  "livekit-fake.test": livekitFake.fetch,
});

/**
 * Each worker test file's runtime loads the worker's whole module graph from vitest, and every module
 * travels with an inline source map holding its source a second time, all escaped into one message:
 * about 58 MB a file, most of it the maps of the pre-bundled packages and of the production build.
 * Their stack traces are read in the bundles themselves; our own modules keep their maps, so a
 * failure still points at the line of the test or source that broke. An empty `mappings` is how
 * Vite is told a module has no map, and its code must change for that map to be kept.
 */
const withoutSourceMapsForBundles: Plugin = {
  name: "shepherd:without-source-maps-for-bundles",
  enforce: "post",
  transform(code, id) {
    if (!id.includes("/node_modules/") && !id.includes("/build/server/")) return null;
    return { code: `${code}\n`, map: { mappings: "" } };
  },
};

/**
 * Three layers (docs/decisions/004-test-layers.md):
 * - unit: pure logic in node;
 * - worker: the real worker (hono + better-auth + Remix build) inside workerd with D1, R2 and
 *   Durable Objects, each file's D1 a copy of one migrated once (tests/d1-template.ts);
 * - e2e: Debian's chromium driven by playwright-core against `wrangler dev` (tests/e2e).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    // In a run vitest takes one file at a time on two cores (cores − 1). A worker test file spends much
    // of its time passing modules between vitest and its own workerd, each waiting on the other, so
    // three at once keep both cores busy: the worker project's wall time fell by about half.
    maxWorkers: 3,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "worker/**/*.test.ts", "tests/unit/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        plugins: [
          withoutSourceMapsForBundles,
          cloudflareTest(async () => ({
            main: "./worker/index.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                BETTER_AUTH_SECRET: "test-secret-that-is-long-enough-for-better-auth",
                ADMIN_EMAILS: "admin@example.com",
                STRIPE_SECRET_KEY: "sk_test_fake",
                STRIPE_WEBHOOK_SECRET: "whsec_test",
                STRIPE_PRICE_MONTHLY: "price_monthly",
                STRIPE_PRICE_YEARLY: "price_yearly",
                VAPID_PUBLIC_KEY: vapid.publicKey,
                VAPID_PRIVATE_KEY: vapid.privateKey,
                VAPID_SUBJECT: "mailto:reminders@example.org",
                LIVEKIT_URL: "ws://livekit-fake.test",
                LIVEKIT_API_KEY: livekitKeys.apiKey,
                LIVEKIT_API_SECRET: livekitKeys.apiSecret,
                // PlanGenerator steps wait an hour: tests run each alarm by hand (runDurableObjectAlarm).
                PLAN_GENERATOR_STEP_DELAY_MS: "3600000",
                // Each file's D1 is a copy of one the migrations were applied to once this run (tests/d1-template.ts).
                TEST_MIGRATION_NAMES: await prepareD1Template(fileURLToPath(new URL("./migrations", import.meta.url)), fileURLToPath(new URL("./wrangler.toml", import.meta.url))),
              },
              outboundService: outbound,
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.ts"],
          // A limit that catches a hung test, not a goal: on a busy two-core machine a test that
          // hashes passwords or sends a hundred requests can take several times its idle time.
          testTimeout: 30_000,
          setupFiles: ["./tests/worker/setup.ts"],
          deps: {
            // Each test file starts its own workerd and loads the worker's whole module graph into it,
            // one module per round trip to vitest. These packages come as a few pre-bundled files
            // instead of ~500 modules (better-auth and kysely alone were 400), about a fifth of each
            // file's start-up. Node's built-ins stay imports: workerd provides them.
            optimizer: {
              ssr: {
                enabled: true,
                esbuildOptions: {
                  // As the runtime has it (unset), so each package keeps only the branch it runs.
                  define: { "process.env.NODE_ENV": "undefined" },
                  plugins: [{ name: "workerd-builtins", setup: (build) => build.onResolve({ filter: NODE_BUILTIN }, ({ path }) => ({ path: path.startsWith("node:") ? path : `node:${path}`, external: true })) }],
                },
                include: [
                  "@remix-run/cloudflare",
                  "@remix-run/server-runtime",
                  "@remix-run/react",
                  "stripe",
                  "better-auth",
                  "better-auth/api",
                  "better-auth/plugins/two-factor",
                  "better-auth/adapters/drizzle",
                  "openai",
                  "livekit-server-sdk",
                  "drizzle-orm",
                  "drizzle-orm/sqlite-core",
                  "drizzle-orm/batch",
                  "drizzle-orm/d1",
                  "hono",
                  "hono/client",
                  "hono/factory",
                  "hono/http-exception",
                  "@hono/zod-validator",
                  "zod",
                  "@conform-to/react",
                  "@conform-to/zod/v4",
                  "react",
                  "react/jsx-runtime",
                  "react-dom/server.node",
                  "isbot",
                  "uqr",
                  "@block65/webcrypto-web-push",
                  "bible-passage-reference-parser/esm/bcv_parser.js",
                  "bible-passage-reference-parser/esm/lang/en.js",
                ],
              },
            },
          },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["./tests/e2e/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
