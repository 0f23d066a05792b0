/**
 * The signed-in page cost's goals, from the bench's own run (every figure from the same run's
 * tables, so they move together with the machine):
 * - a signed-in /terms ÷ a visitor's /terms: what finding who he is costs (goal ≥ 0.5);
 * - a signed-in Today ÷ a visitor's Today (goal ≥ 0.45) and ÷ the health route (goal ≥ 0.12);
 * - a signed-in Today's p99 at the bench's connections (goal ≤ 400 ms);
 * - every signed-in page within its D1 round-trip goal (targets.mjs);
 * - what the app adds to the framework floor on Today (the shell budget).
 * Informative: a miss is printed, not an exit code. Two rows marked "info" are not goals: the health
 * route with his cookie (the session lookup's round trip alone) against the plain health route, and
 * signed-in Today against it, so a reader sees how much of Today's gap one local D1 round trip is.
 */
export const SPEED_GOALS = {
  signedInTermsRatio: 0.5,
  signedInTodayRatio: 0.45,
  signedInTodayToHealth: 0.12,
  signedInTodayP99Ms: 400,
};

/** The targets (targets.mjs) these goals read; `BENCH_ONLY=speed` loads only these. */
export const SPEED_TARGETS = ["health", "health (signed in)", "/ (visitor)", "/ (signed in)", "/terms", "/terms (signed in)"];

const verdict = (met) => (met ? "PASS" : "OVER");

/**
 * measured: Map(target → autocannon result); roundTrips: Map(target → count or null);
 * appJsKB / appJsGoalKB: the shell budget's figure and goal.
 */
export function speedGoals({ targets, measured, roundTrips, appJsKB, appJsGoalKB }) {
  const named = (name) => {
    const target = targets.find((candidate) => candidate.name === name);
    if (!target) throw new Error(`speed goals: no bench target named "${name}"`);
    return measured.get(target);
  };
  const rps = (name) => named(name).requests.average;
  const baseline = targets.find((target) => target.baseline);
  const ratioRow = (label, numerator, denominator, goal) => {
    const ratio = rps(numerator) / rps(denominator);
    return [`${label} ≥ ${goal}`, `${Math.round(rps(numerator))} ÷ ${Math.round(rps(denominator))} = ${ratio.toFixed(2)}`, verdict(ratio >= goal)];
  };
  const infoRow = (label, numerator, denominator) => [
    label,
    `${Math.round(rps(numerator))} ÷ ${Math.round(rps(denominator))} = ${(rps(numerator) / rps(denominator)).toFixed(2)}`,
    "info",
  ];
  const todayP99 = named("/ (signed in)").latency.p99;
  const overTrips = targets.filter(
    (target) => target.auth && target.roundTripGoal && !(roundTrips.get(target) <= target.roundTripGoal)
  );
  const judged = targets.filter((target) => target.auth && target.roundTripGoal);
  return [
    ratioRow("signed-in /terms ÷ visitor /terms", "/terms (signed in)", "/terms", SPEED_GOALS.signedInTermsRatio),
    ratioRow("signed-in Today ÷ visitor Today", "/ (signed in)", "/ (visitor)", SPEED_GOALS.signedInTodayRatio),
    ratioRow(`signed-in Today ÷ ${baseline.name}`, "/ (signed in)", baseline.name, SPEED_GOALS.signedInTodayToHealth),
    infoRow("health with his cookie ÷ health", "health (signed in)", baseline.name),
    infoRow("signed-in Today ÷ health with his cookie", "/ (signed in)", "health (signed in)"),
    [`signed-in Today p99 ≤ ${SPEED_GOALS.signedInTodayP99Ms} ms`, `${Math.round(todayP99)} ms`, verdict(todayP99 <= SPEED_GOALS.signedInTodayP99Ms)],
    [
      "signed-in pages within their D1 round-trip goals",
      overTrips.length === 0
        ? `${judged.length} of ${judged.length}`
        : overTrips.map((target) => `${target.name}: ${roundTrips.get(target) ?? "—"} > ${target.roundTripGoal}`).join("; "),
      verdict(overTrips.length === 0),
    ],
    [`app JS over the framework floor on Today ≤ ${appJsGoalKB} KB`, `${appJsKB.toFixed(1)} KB`, verdict(appJsKB <= appJsGoalKB)],
  ];
}
