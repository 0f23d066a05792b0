/**
 * "Plan generation (offline)": what a Premium member waits for between Generate and his plan being
 * ready — POST /api/plans, then the PlanGenerator's alarm-driven steps (outline, days, publish), as
 * seen by polling GET /api/plans/{id}/status (the pending record's question) every 25 ms. A 7-day
 * and a 21-day plan, a few of each, sequentially, with the library composer (no AI key in the
 * bench). Goal: ready within 5 s locally. A fresh member is made Premium through the test-only
 * route, so the demo account is left as it is.
 */
import { formatMs, median } from "./lib/stats.mjs";

const RUNS = 5;
const POLL_MS = 25;
const GIVE_UP_MS = 60_000;

const brief = (lengthDays) => ({
  title: `Bench plan ${lengthDays}`,
  focusArea: "Fatherhood",
  lengthDays,
  situations: ["new-father", "short-temper"],
  context: "Tired most nights and short with the kids.",
  minutesPerDay: 10,
  style: "action",
});

async function premiumMember(url) {
  const email = `bench-plans-${Date.now().toString(36)}@example.com`;
  const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password: "steadfast-Faith-7", name: "Bench Planner" }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const cookie = signUp.headers.getSetCookie().map((value) => value.split(";")[0]).join("; ");
  const premium = await fetch(`${url}/api/test/membership`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, premium: true }),
  });
  if (!premium.ok) throw new Error(`making the bench member Premium answered ${premium.status}: ${await premium.text()}`);
  return cookie;
}

async function timeToReady(url, cookie, lengthDays) {
  const started = performance.now();
  const response = await fetch(`${url}/api/plans`, {
    method: "POST",
    headers: { cookie, origin: url, "content-type": "application/json" },
    body: JSON.stringify(brief(lengthDays)),
  });
  if (response.status !== 201) throw new Error(`POST /api/plans answered ${response.status}: ${await response.text()}`);
  const { planId } = await response.json();
  for (;;) {
    const status = await (await fetch(`${url}/api/plans/${planId}/status`, { headers: { cookie } })).json();
    if (status.ready) return performance.now() - started;
    if (status.status === "failed") throw new Error(`plan ${planId} failed`);
    if (performance.now() - started > GIVE_UP_MS) throw new Error(`plan ${planId} was not ready after ${GIVE_UP_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export const planGeneration = {
  name: "Plan generation (offline)",
  async run({ url }) {
    const cookie = await premiumMember(url);
    const rows = [];
    for (const lengthDays of [7, 21]) {
      await timeToReady(url, cookie, lengthDays); // warm-up
      const samples = [];
      for (let i = 0; i < RUNS; i++) samples.push(await timeToReady(url, cookie, lengthDays));
      rows.push(
        { label: `${lengthDays}-day plan: Generate → ready, median (${RUNS} sequential; goal ≤ 5 s)`, value: formatMs(median(samples)) },
        { label: `${lengthDays}-day plan: Generate → ready, slowest`, value: formatMs(Math.max(...samples)) },
      );
    }
    return rows;
  },
};
