/**
 * "sign-in handler": POST /api/auth/sign-in/email with the demo credentials, sequentially (one
 * request in flight) after a few warm-ups:
 * - wall time, measured client-side on loopback (median and p95);
 * - server CPU per sign-in: the workerd processes' CPU time (/proc) over the samples, divided by
 *   their number — the figure a Worker's CPU limit counts — beside the same figure for GET
 *   /api/health, so the difference is what signing in itself costs (password check included).
 *
 * Sign-in is rate limited per client IP (SIGN_IN_RATE_LIMIT in worker/auth/auth.server.ts), keyed on
 * cf-connecting-ip. Locally `wrangler dev` passes a client-sent cf-connecting-ip through, so each
 * request comes "from" its own TEST-NET-2 address: the rate-limit bookkeeping still runs (and is
 * timed), it just never answers 429. On Cloudflare the edge overwrites this header.
 */
import { cpuPerCall, workerdProcesses } from "./lib/process-cpu.mjs";
import { formatMs, median, percentile } from "./lib/stats.mjs";

const WARMUPS = 3;
const SAMPLES = 40;
/** Signing in must not burn 100 ms or more of CPU (docs/decisions/029-password-hashing-cost.md). */
const CPU_GOAL_MS = 100;

export const signInHandler = {
  name: "sign-in handler",
  async run({ url, demo, serverPid }) {
    let client = 0;
    const signIn = async () => {
      client += 1;
      const started = performance.now();
      const response = await fetch(`${url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url, "cf-connecting-ip": `198.51.100.${client % 250}` },
        body: JSON.stringify({ email: demo.email, password: demo.password }),
      });
      await response.arrayBuffer();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`sign-in answered ${response.status}, expected 200`);
      return elapsed;
    };
    const health = async () => {
      const response = await fetch(`${url}/api/health`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`health answered ${response.status}`);
    };
    for (let i = 0; i < WARMUPS; i++) await signIn();

    const samples = [];
    const pids = workerdProcesses(serverPid);
    const signInCpu = await cpuPerCall(pids, SAMPLES, async () => samples.push(await signIn()));
    const healthCpu = await cpuPerCall(pids, SAMPLES, health);
    const ownCpu = signInCpu - healthCpu;
    return [
      { label: `sign-in wall time median (${SAMPLES} sequential)`, value: formatMs(median(samples)) },
      { label: `sign-in wall time p95 (${SAMPLES} sequential)`, value: formatMs(percentile(samples, 95)) },
      { label: `server CPU per sign-in (workerd, mean of ${SAMPLES})`, value: formatMs(signInCpu) },
      { label: `server CPU per health request (same way)`, value: formatMs(healthCpu) },
      {
        label: `sign-in's own CPU (difference; goal < ${CPU_GOAL_MS} ms)`,
        value: `${formatMs(ownCpu)} ${ownCpu < CPU_GOAL_MS ? "ok" : "OVER"}`,
      },
    ];
  },
};
