/**
 * "sign-in handler": wall time of POST /api/auth/sign-in/email with the demo credentials, measured
 * client-side on loopback, sequentially (one request in flight), after a few warm-ups.
 *
 * better-auth limits /sign-in/* to 3 requests per 10 s per client IP (its default special rule),
 * keyed on cf-connecting-ip. Locally `wrangler dev` passes a client-sent cf-connecting-ip through, so
 * each request comes "from" its own TEST-NET-2 address: the rate-limit bookkeeping still runs (and
 * is timed), it just never answers 429. On Cloudflare the edge overwrites this header.
 */
import { median, percentile, formatMs } from "./lib/stats.mjs";

const WARMUPS = 3;
const SAMPLES = 30;

export const signInHandler = {
  name: "sign-in handler",
  async run({ url, demo }) {
    let client = 0;
    const signIn = async () => {
      client += 1;
      const started = performance.now();
      const response = await fetch(`${url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url, "cf-connecting-ip": `198.51.100.${client}` },
        body: JSON.stringify({ email: demo.email, password: demo.password }),
      });
      await response.arrayBuffer();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`sign-in answered ${response.status}, expected 200`);
      return elapsed;
    };
    for (let i = 0; i < WARMUPS; i++) await signIn();
    const samples = [];
    for (let i = 0; i < SAMPLES; i++) samples.push(await signIn());
    return [
      { label: `sign-in handler median (${SAMPLES} sequential)`, value: formatMs(median(samples)) },
      { label: `sign-in handler p95 (${SAMPLES} sequential)`, value: formatMs(percentile(samples, 95)) },
    ];
  },
};
