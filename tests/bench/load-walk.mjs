/**
 * The load section of `npm run bench` (alone: BENCH_ONLY=load): many members with their own sessions
 * walk the day at random and at once — open Today, mark complete, move the slider, check in, write a
 * reflection, post and comment in The Pasture (some naming other walkers with @mentions), react,
 * pray for a request, answer a gathering, open the bell — and every request and its answer is kept.
 * Afterwards the local D1 is read (./load-checks.mjs) to prove that each accepted write is exactly one
 * row and each refused one none, and the realtime hubs are soaked (./hub-soak.mjs). PASS/FAIL lines.
 *
 * LOAD_SECONDS (default 60): how long the walk lasts. LOAD_MEMBERS (default 50): how many walk.
 * A member now and then taps twice (two identical requests at once), as a man on a slow phone does:
 * a write that must happen once has to hold under that too.
 */
import os from "node:os";
import { loadChecks } from "./load-checks.mjs";
import { runHubSoak } from "./hub-soak.mjs";
import { wholeNumberFromEnv } from "./lib/env-number.mjs";
import { workerdProcesses } from "./lib/process-cpu.mjs";
import { formatTable } from "./lib/table.mjs";
import { percentile } from "./lib/stats.mjs";
import { createMembers } from "./timing-fanout.mjs";

const TIME_ZONE = "America/Chicago";
/** How often each step of the walk is taken, relative to the others. */
const WEIGHTS = { today: 2, complete: 1, slider: 2, checkin: 1, journal: 1, post: 1, comment: 2, react: 2, pray: 2, rsvp: 1, notifications: 2 };
/** The steps a member may tap twice at once (a reaction is a toggle: two taps must be two flips). */
const DOUBLE_TAP = new Set(["complete", "checkin", "journal", "post", "comment", "react", "pray", "rsvp"]);
const DOUBLE_TAP_SHARE = 0.15;
const MENTION_SHARE = 0.4;
const THINK_MS = [50, 300];

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const chance = (share) => Math.random() < share;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function weightedStep() {
  const total = Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0);
  let roll = Math.random() * total;
  for (const [step, weight] of Object.entries(WEIGHTS)) {
    roll -= weight;
    if (roll < 0) return step;
  }
  return "today";
}

/** The walkers, their flock, the requests and the gathering, through the test routes. */
async function setUp(url, count) {
  const signedUp = await createMembers(url, count);
  const emails = signedUp.map((member) => member.email);
  const veterans = emails.filter((_, index) => index % 2 === 1);
  // Fewer places than walkers, so "This gathering is full" is met as well as the answers.
  const capacity = Math.max(2, Math.floor(count * 0.6));
  const answer = await fetch(`${url}/api/test/load-walk`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ emails, veterans, requests: Math.min(5, count), capacity }),
  });
  if (!answer.ok) throw new Error(`POST /api/test/load-walk answered ${answer.status}: ${await answer.text()}`);
  const world = await answer.json();
  world.capacity = capacity;
  world.members = world.members.map((member, index) => ({ ...member, index, cookie: signedUp[index].cookie, veteran: index % 2 === 1 }));
  const devotional = await fetch(`${url}/api/generate-daily-devotional`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url, cookie: world.members[0].cookie },
    body: JSON.stringify({ timezone: TIME_ZONE }),
  });
  if (!devotional.ok) throw new Error(`POST /api/generate-daily-devotional answered ${devotional.status}`);
  world.devotional = await devotional.json();
  world.posts = [];
  return world;
}

/** One request as the member, kept with its answer. */
async function send(url, records, member, step, method, path, body) {
  const started = performance.now();
  const record = { member: member.index, step, method, path, body, status: 0, ms: 0, answer: null, error: null };
  try {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { cookie: member.cookie, origin: url, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      redirect: "manual",
    });
    const text = await response.text();
    record.status = response.status;
    if ((response.headers.get("content-type") ?? "").includes("application/json")) record.answer = JSON.parse(text);
    else if (response.status >= 500) record.error = text.slice(0, 120);
  } catch (error) {
    record.error = String(error.message ?? error);
  }
  record.ms = performance.now() - started;
  records.push(record);
  return record;
}

let written = 0;
/** A body no one has written before, naming one or two other walkers now and then. */
function pastureText(world, member, kind) {
  written += 1;
  const mentioned = [];
  if (chance(MENTION_SHARE)) {
    const others = world.members.filter((other) => other.index !== member.index);
    mentioned.push(pick(others));
    if (chance(0.3)) mentioned.push(pick(others));
  }
  const names = mentioned.map((other) => ` @${other.username}`).join("");
  return `Load walk ${kind} ${written} from brother ${member.index}: grateful for this week.${names}`;
}

/** The request(s) of one step; a double tap sends the same request twice at once. */
function stepRequests(world, member, step) {
  const devotionalId = world.devotional.id;
  switch (step) {
    case "today":
      return ["GET", "/"];
    case "complete":
      return ["POST", "/api/progress/complete", { devotional_id: devotionalId }];
    case "slider":
      return ["POST", "/api/progress", { devotional_id: devotionalId, spiritual_connection: Math.floor(Math.random() * 101) }];
    case "checkin":
      return ["POST", "/api/checkins", { connection: Math.floor(Math.random() * 101), focus_areas: ["Prayer Life"], notes: null }];
    case "journal":
      return ["POST", "/api/journal-entries", { content: `Load walk reflection: he is faithful (${Math.random()}).`, devotional_id: devotionalId }];
    case "post":
      return ["POST", "/api/pasture/posts", { body: pastureText(world, member, "post") }];
    case "comment": {
      if (world.posts.length === 0) return stepRequests(world, member, "post");
      return ["POST", `/api/pasture/posts/${pick(world.posts)}/comments`, { body: pastureText(world, member, "comment") }];
    }
    case "react": {
      if (world.posts.length === 0) return stepRequests(world, member, "post");
      return ["POST", `/api/pasture/posts/${pick(world.posts)}/reactions`, { reaction: pick(["amen", "praying"]) }];
    }
    case "pray":
      return ["POST", `/api/prayer/requests/${pick(world.requestIds)}/prayed`];
    case "rsvp":
      return ["PUT", `/api/gatherings/${world.roomName}/rsvp`, { response: chance(0.7) ? "going" : "not_going" }];
    case "notifications":
      return ["GET", "/api/notifications"];
  }
  throw new Error(`unknown step ${step}`);
}

/** What a step is called in the records: a comment or reaction without a post to go on is a post. */
const stepOf = (path, step) => (path === "/api/pasture/posts" ? "post" : step);

async function walk(url, world, member, records, deadline) {
  while (performance.now() < deadline) {
    const chosen = weightedStep();
    const [method, path, body] = stepRequests(world, member, chosen);
    const step = stepOf(path, chosen);
    const taps = DOUBLE_TAP.has(step) && chance(DOUBLE_TAP_SHARE) ? 2 : 1;
    const answers = await Promise.all(Array.from({ length: taps }, () => send(url, records, member, step, method, path, body)));
    for (const answer of answers) if (step === "post" && answer.status === 201) world.posts.push(answer.answer.post.id);
    await sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));
  }
}

/** Per step: requests, how they were answered, throughput over the walk and latency. */
function stepTable(records, seconds) {
  const steps = [...new Set(records.map((record) => record.step))].sort();
  const rows = steps.map((step) => {
    const mine = records.filter((record) => record.step === step);
    const byStatus = {};
    for (const record of mine) byStatus[record.status] = (byStatus[record.status] ?? 0) + 1;
    const latencies = mine.map((record) => record.ms);
    return [
      step,
      String(mine.length),
      Object.entries(byStatus)
        .map(([status, n]) => `${n}×${status}`)
        .join(", "),
      (mine.length / seconds).toFixed(1),
      percentile(latencies, 50).toFixed(0),
      percentile(latencies, 99).toFixed(0),
    ];
  });
  const all = records.map((record) => record.ms);
  rows.push(["all", String(records.length), "", (records.length / seconds).toFixed(1), percentile(all, 50).toFixed(0), percentile(all, 99).toFixed(0)]);
  return formatTable(
    [
      { header: "step", align: "left" },
      { header: "requests", align: "right" },
      { header: "answers", align: "left" },
      { header: "req/s", align: "right" },
      { header: "p50 ms", align: "right" },
      { header: "p99 ms", align: "right" },
    ],
    rows,
  );
}

const verdictTable = (lines) =>
  formatTable(
    [
      { header: "check", align: "left" },
      { header: "", align: "left" },
      { header: "detail", align: "left" },
    ],
    lines.map(({ check, pass, detail }) => [check, pass ? "PASS" : "FAIL", detail]),
  );

export async function runLoad({ url, d1, serverPid, serverOutput, log }) {
  const seconds = wholeNumberFromEnv("LOAD_SECONDS", 60);
  const count = wholeNumberFromEnv("LOAD_MEMBERS", 50);
  log(`\n› Load with correctness: ${count} members walking the day for ${seconds} s…`);
  const world = await setUp(url, count);
  const records = [];
  const deadline = performance.now() + seconds * 1000;
  const workerdBefore = workerdProcesses(serverPid);
  await Promise.all(world.members.map((member) => walk(url, world, member, records, deadline)));
  const runtime = runtimeOverTheWalk(workerdBefore, serverPid);
  log(`\nThe daily walk under load (${count} members, ${seconds} s, load average ${loadAverage()})\n`);
  log(stepTable(records, seconds));
  const streaks = await Promise.all(
    world.members.map(async (member) => (await send(url, [], member, "streak", "GET", "/api/streak")).answer?.streak ?? null),
  );
  const lines = loadChecks({ world, records, streaks, d1, runtime });
  log("\nWhat D1 holds after the walk\n");
  log(verdictTable(lines));
  if (records.some((record) => /restarted mid-request/.test(record.error ?? ""))) {
    log(`\nwrangler dev's last words (${runtime}):\n${serverOutput().slice(-1500) || "(nothing)"}`);
  }
  const soak = await runHubSoak({ url });
  log(`\nThe realtime hubs, soaked (load average ${loadAverage()})\n`);
  log(verdictTable(soak));
  if ([...lines, ...soak].some((line) => !line.pass)) process.exitCode = 1;
}

/**
 * What became of the local runtime over the walk, from the workerd processes under our
 * `wrangler dev` at its start and its end: a reload replaces the worker's workerd (a new pid), the
 * same pids mean none happened, and none left means wrangler dev itself went down.
 */
function runtimeOverTheWalk(before, serverPid) {
  let after;
  try {
    after = workerdProcesses(serverPid);
  } catch {
    return `at the walk's end wrangler dev was down (workerd ${before.join(", ")} gone)`;
  }
  const same = after.length === before.length && after.every((pid) => before.includes(pid));
  return same
    ? `at the walk's end workerd had not restarted (pids ${before.join(", ")} throughout)`
    : `workerd restarted during the walk (pids ${before.join(", ")} → ${after.join(", ")})`;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
