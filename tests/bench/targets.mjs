/**
 * What `npm run bench` loads. One line per target; later features add their pages here.
 *
 *   name         label in the tables
 *   path         request path (GET)
 *   auth         true → sent with the demo account's session cookie; "admin" → the demo
 *                administrator's
 *   expectStatus the status every response should have; anything else is "non-expected"
 *   baseline     (optional) the trivial route the others are divided by — exactly one target
 *   ratioGoal    (optional) the goal for req/s as a fraction of the baseline's (The Word's
 *                pages are judged in word-goals.mjs, with the rest of The Word's figures)
 *   roundTripGoal (optional) the most D1 round trips the page may make in all, the session
 *                lookup included, read from its Server-Timing header
 *   {demoFlock}  in a path: the demo account's seeded flock's id, read from /api/flocks once
 *                signed in (resolveDemoPaths in run.mjs)
 *
 * Every target whose response is HTML also gets its first-load JS/CSS weight in its row.
 */
export const TARGETS = [
  { name: "health", path: "/api/health", auth: false, expectStatus: 200, baseline: true },
  { name: "/ (visitor)", path: "/", auth: false, expectStatus: 200 },
  { name: "/ (signed in)", path: "/", auth: true, expectStatus: 200, ratioGoal: 0.3, roundTripGoal: 2 },
  { name: "/auth (visitor)", path: "/auth", auth: false, expectStatus: 200 },
  { name: "/terms", path: "/terms", auth: false, expectStatus: 200 },
  // The signed-in overhead alone: the session and the member's basics, one round trip.
  { name: "/terms (signed in)", path: "/terms", auth: true, expectStatus: 200, roundTripGoal: 1 },
  { name: "/privacy", path: "/privacy", auth: false, expectStatus: 200 },
  { name: "404 page", path: "/does-not-exist", auth: false, expectStatus: 404 },
  { name: "/word/John/3 (visitor)", path: "/word/John/3", auth: false, expectStatus: 200 },
  { name: "/word/Ps/119 (signed in)", path: "/word/Ps/119", auth: true, expectStatus: 200, roundTripGoal: 2 },
  { name: "/word (signed in)", path: "/word", auth: true, expectStatus: 200, roundTripGoal: 2 },
  { name: "/word/search (visitor)", path: "/word/search?q=loved+the+world", auth: false, expectStatus: 200 },
  { name: "/path (signed in)", path: "/path", auth: true, expectStatus: 200, roundTripGoal: 2 },
  { name: "/pasture (signed in)", path: "/pasture", auth: true, expectStatus: 200, roundTripGoal: 2 },
  { name: "/pasture/library (signed in)", path: "/pasture/library", auth: true, expectStatus: 200, roundTripGoal: 2 },
  // Who he is (one trip) and the list's one batch: his flocks, the invitations waiting for him, his requests.
  { name: "/flock (signed in)", path: "/flock", auth: true, expectStatus: 200, roundTripGoal: 2 },
  // Who he is (one trip) and the page's one batch, the demo flock's plan (its brothers' days, today's thread) in it.
  { name: "/flock/{id} (signed in)", path: "/flock/{demoFlock}", auth: true, expectStatus: 200, roundTripGoal: 2 },
  { name: "/prayer (signed in)", path: "/prayer", auth: true, expectStatus: 200, roundTripGoal: 2 },
  // The demo administrator: his session with his basics, and the dashboard's one batch.
  { name: "/admin/dashboard (admin)", path: "/admin/dashboard", auth: "admin", expectStatus: 200, roundTripGoal: 2 },
];

/**
 * First-load budget for the app shell (Today), checked against the target named here (gzip, level 9):
 * the JS the app adds to the framework floor (entry.client and its imports: React, React DOM, Remix).
 */
export const SHELL_BUDGET = { target: "/ (visitor)", appJsKB: 15, cssKB: 15 };
