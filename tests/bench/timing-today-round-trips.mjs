/**
 * "Today's D1 round trips" (the loader's goal is ≤ 2): what the worker itself counted for
 * one signed-in GET / by the demo account (a few weeks of history), read from the response's
 * Server-Timing header (worker/db/round-trips.ts). `d1` is the request's own work — every loader of
 * the page — and `d1-session` the session lookup before it, reported apart.
 */
const GOAL = 2;

function roundTrips(header, name) {
  const match = new RegExp(`(?:^|,)\\s*${name};desc="(\\d+) round trips?"`).exec(header);
  return match ? Number(match[1]) : null;
}

export const todayRoundTrips = {
  name: "Today's D1 round trips",
  async run({ url, cookie }) {
    const response = await fetch(`${url}/`, { headers: { cookie } });
    await response.text();
    const header = response.headers.get("server-timing") ?? "";
    const own = roundTrips(header, "d1");
    if (response.status !== 200 || own === null) {
      throw new Error(`GET / answered ${response.status} with Server-Timing "${header}"`);
    }
    const session = roundTrips(header, "d1-session") ?? 0;
    return [
      {
        label: `/ (signed in): D1 round trips of the page's loaders (goal ≤ ${GOAL})`,
        value: `${own} · ${own <= GOAL ? "MET" : "OVER"}`,
      },
      { label: "/ (signed in): D1 round trips of the session lookup (apart)", value: String(session) },
    ];
  },
};
