/**
 * "Today's D1 round trips" (goal ≤ 2 in all): what the worker itself counted for one signed-in
 * GET / by the demo account (a few weeks of history), read from the response's Server-Timing header
 * (worker/db/round-trips.ts) — the session lookup, which brings the member's basics, and every
 * loader of the page after it.
 */
import { roundTripsInAll } from "./lib/round-trips.mjs";

const GOAL = 2;

export const todayRoundTrips = {
  name: "Today's D1 round trips",
  async run({ url, cookie }) {
    const response = await fetch(`${url}/`, { headers: { cookie } });
    await response.text();
    const header = response.headers.get("server-timing") ?? "";
    const inAll = roundTripsInAll(header);
    if (response.status !== 200 || inAll === null) {
      throw new Error(`GET / answered ${response.status} with Server-Timing "${header}"`);
    }
    return [{ label: `/ (signed in): D1 round trips in all, session included (goal ≤ ${GOAL})`, value: `${inAll} · ${inAll <= GOAL ? "MET" : "OVER"}` }];
  },
};
