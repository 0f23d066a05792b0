#!/usr/bin/env node
/**
 * The worker as `wrangler dev` serves it — the same build, workerd, bindings, .dev.vars and local
 * state on disk — through wrangler's own API, with its DevTools inspector off. Run as a child by
 * startServer (./server.mjs) for the browser tests and the benchmarks; `npm start` keeps the CLI
 * and its DevTools.
 *
 * Why: with an inspector attached, wrangler reports each of the worker's subrequests to Node for
 * DevTools' network panel — four events apiece, its body included — and every D1 round trip and
 * Durable Object call is a subrequest. That is about 2.5 ms of CPU per round trip in two processes
 * a deployed worker does not have, and it kept every event in memory while no DevTools was attached.
 *
 * Argument: JSON { port, persistTo, vars, testScheduled, logLevel }. Prints "ready <url>" once it
 * serves; stops on SIGTERM or SIGINT.
 */
import { unstable_readConfig, unstable_startWorker } from "wrangler";

const { port, persistTo, vars = {}, testScheduled = false, logLevel = "warn" } = JSON.parse(process.argv[2] ?? "{}");
const config = unstable_readConfig({ config: "wrangler.toml" });

const worker = await unstable_startWorker({
  config: "wrangler.toml",
  bindings: Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, { type: "plain_text", value }])),
  // As the CLI decides it from the compatibility flags (without it the bundler warns of node: imports).
  build: { nodejsCompatMode: config.compatibility_flags.includes("nodejs_compat") ? "v2" : null },
  dev: {
    inspector: false,
    server: { hostname: "127.0.0.1", port },
    persist: persistTo,
    testScheduled,
    logLevel,
    watch: false,
    liveReload: false,
  },
});
await worker.ready;
console.log(`ready ${await worker.url}`);

let stopping = null;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    stopping ??= worker.dispose().finally(() => process.exit(0));
  });
}
