/**
 * The realtime hubs, soaked (part of the load section): one member's socket opened and closed over and
 * over, then many members each hearing a run of notifications. PASS/FAIL lines.
 *
 * What "the Durable Object's memory does not grow" can honestly be measured as, from outside: the
 * NotificationHub keeps nothing but its hibernatable sockets (no storage, no fields), so its state is
 * the number of sockets it still holds (asked through the test routes after the cycles — every cycle's
 * socket must be gone); and the resident memory of the local workerd processes. That memory grows with
 * any traffic (V8's heap and the allocator keep what they took; workerd also runs D1, every object and
 * wrangler's proxy), so the cycles are judged against as many plain requests of the same member: a
 * socket that left something behind would make the cycles grow it more.
 *
 * SOAK_CYCLES (default 1000), SOAK_MEMBERS (default 200) and SOAK_NOTIFICATIONS (default 50) scale it.
 */
import { readFileSync } from "node:fs";
import { wholeNumberFromEnv } from "./lib/env-number.mjs";
import { workerdProcesses } from "./lib/process-cpu.mjs";
import { percentile } from "./lib/stats.mjs";
import { closeAll, createMembers, openSockets, postJson, webSocketClass } from "./timing-fanout.mjs";

const WARM_UPS = 100;
const SLICES_PER_KIND = 4;
/** Resident memory is noisy (GC timing, D1's page cache): the cycles may add this much more than plain requests. */
const RSS_MARGIN_MB = 8;
const SENDERS = 16;
const DELIVERY_TIMEOUT_MS = 30_000;

/** Resident memory of the processes, in MB (VmRSS from /proc). */
function residentMB(pids) {
  let kb = 0;
  for (const pid of pids) {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((l) => l.startsWith("VmRSS:"));
    kb += Number(line?.match(/\d+/)?.[0] ?? 0);
  }
  return kb / 1024;
}

/** Opens a socket, proves the hub took it (ping → pong), closes it and waits for the close. */
function cycle(WebSocket, url, cookie) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, "ws")}/api/realtime`, { headers: { cookie, origin: url } });
    const timer = setTimeout(() => reject(new Error("a connect/disconnect cycle took over 10 s")), 10_000);
    socket.addEventListener("open", () => socket.send("ping"), { once: true });
    socket.addEventListener("message", (event) => {
      if (JSON.parse(String(event.data)).type === "pong") socket.close(1000);
    });
    socket.addEventListener("close", () => {
      clearTimeout(timer);
      resolve();
    });
    socket.addEventListener("error", () => reject(new Error("a soak socket failed")), { once: true });
  });
}

async function openOnHub(url, memberId) {
  const answer = await fetch(`${url}/api/test/hub-sockets?id=${encodeURIComponent(memberId)}`);
  if (!answer.ok) throw new Error(`GET /api/test/hub-sockets answered ${answer.status}`);
  return (await answer.json()).open;
}

/**
 * Asks the hub until it holds no socket (a close completes on the hub just after the client's), or
 * until its count has stopped falling for many answers in a row: a socket the hub truly keeps
 * shows as a count that no longer moves, however busy the machine, not as a deadline passed.
 */
async function settledOpenCount(url, memberId) {
  const UNCHANGED_ANSWERS = 200;
  let open = await openOnHub(url, memberId);
  for (let unchanged = 0; open > 0 && unchanged < UNCHANGED_ANSWERS; ) {
    const now = await openOnHub(url, memberId);
    unchanged = now < open ? 0 : unchanged + 1;
    open = now;
  }
  return open;
}

/**
 * workerd's resident memory added by `count` calls of each of two kinds, in MB. The calls go in
 * slices ordered A B B A A B B A, so the heap's early growth and any steady drift fall on both alike.
 */
async function residentGrowth(pids, count, kinds) {
  const grew = kinds.map(() => 0);
  const seconds = kinds.map(() => 0);
  const slice = Math.ceil(count / SLICES_PER_KIND);
  for (let round = 0; round < SLICES_PER_KIND * kinds.length; round++) {
    const kind = [0, 1, 1, 0][round % 4];
    const before = residentMB(pids);
    const started = performance.now();
    for (let i = 0; i < slice; i++) await kinds[kind]();
    seconds[kind] += (performance.now() - started) / 1000;
    grew[kind] += residentMB(pids) - before;
  }
  return kinds.map((_, kind) => ({ grewMB: grew[kind], perSecond: (slice * SLICES_PER_KIND) / seconds[kind] }));
}

async function connectCycles(WebSocket, url, serverPid, cycles) {
  const pids = workerdProcesses(serverPid);
  const [member] = await createMembers(url, 1);
  const plainRequest = async () => (await fetch(`${url}/api/notifications/unread-count`, { headers: { cookie: member.cookie } })).arrayBuffer();
  const socketCycle = () => cycle(WebSocket, url, member.cookie);
  for (let i = 0; i < WARM_UPS; i++) await socketCycle();
  for (let i = 0; i < WARM_UPS; i++) await plainRequest();
  const [sockets, plain] = await residentGrowth(pids, cycles, [socketCycle, plainRequest]);
  const open = await settledOpenCount(url, member.id);
  const mb = (value) => `${value >= 0 ? "+" : ""}${value.toFixed(1)} MB`;
  return [
    {
      check: `${cycles.toLocaleString("en-US")} connect/disconnect cycles on one member: his hub holds no socket after`,
      pass: open === 0,
      detail: `${open} open on his NotificationHub (it keeps nothing else) · ${sockets.perSecond.toFixed(0)} cycles/s`,
    },
    {
      check: `workerd's memory grows no more with ${cycles.toLocaleString("en-US")} socket cycles than with as many plain requests`,
      pass: sockets.grewMB <= plain.grewMB + RSS_MARGIN_MB,
      detail: `RSS ${mb(sockets.grewMB)} over the cycles, ${mb(plain.grewMB)} over ${cycles.toLocaleString("en-US")} GET /api/notifications/unread-count (margin ${RSS_MARGIN_MB} MB; ${residentMB(pids).toFixed(0)} MB now)`,
    },
  ];
}

/** Each member's notifications, sent one after another (members in parallel); the ids in sent order. */
async function sendAll(url, members, perMember) {
  const sent = members.map(() => []);
  const startedAt = new Map();
  let next = 0;
  const sender = async () => {
    while (next < members.length) {
      const index = next++;
      for (let n = 0; n < perMember; n++) {
        const started = performance.now();
        const { notification } = await postJson(url, "/api/test/notifications", { email: members[index].email, type: "other", content: `Soak ${n + 1}: a brother is praying for you.` });
        startedAt.set(notification.id, started);
        sent[index].push(notification.id);
      }
    }
  };
  await Promise.all(Array.from({ length: SENDERS }, sender));
  return { sent, startedAt };
}

function waitForAll(tabs, sent) {
  const until = Date.now() + DELIVERY_TIMEOUT_MS;
  return new Promise((resolve) => {
    const check = () => {
      if (tabs.every((tab, index) => tab.received.size >= sent[index].length) || Date.now() > until) return resolve();
      setTimeout(check, 50);
    };
    check();
  });
}

async function manyMembers(WebSocket, url, count, perMember) {
  const members = await createMembers(url, count);
  const tabs = await openSockets(WebSocket, url, members.map((m) => m.cookie));
  try {
    const started = performance.now();
    const { sent, startedAt } = await sendAll(url, members, perMember);
    const seconds = (performance.now() - started) / 1000;
    await waitForAll(tabs, sent);
    let missing = 0;
    let doubled = 0;
    let outOfOrder = 0;
    let foreign = 0;
    const latencies = [];
    for (const [index, tab] of tabs.entries()) {
      const mine = new Set(sent[index]);
      const heard = tab.arrivals.filter((id) => mine.has(id));
      foreign += tab.arrivals.length - heard.length;
      missing += sent[index].filter((id) => !tab.received.has(id)).length;
      doubled += heard.length - new Set(heard).size;
      if (heard.join() !== sent[index].filter((id) => tab.received.has(id)).join()) outOfOrder += 1;
      for (const id of sent[index]) if (tab.received.has(id)) latencies.push(tab.received.get(id) - startedAt.get(id));
    }
    const total = count * perMember;
    return [
      {
        check: `${count} members × ${perMember} notifications: each delivered once, in order, to its member only`,
        pass: missing + doubled + outOfOrder + foreign === 0,
        detail: `${total.toLocaleString("en-US")} sent at ${(total / seconds).toFixed(0)}/s · ${missing} missing, ${doubled} doubled, ${outOfOrder} members out of order, ${foreign} heard by another · insert → receipt p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`,
      },
    ];
  } finally {
    closeAll(tabs);
  }
}

export async function runHubSoak({ url, serverPid }) {
  const WebSocket = await webSocketClass();
  return [
    ...(await connectCycles(WebSocket, url, serverPid, wholeNumberFromEnv("SOAK_CYCLES", 1000))),
    ...(await manyMembers(WebSocket, url, wholeNumberFromEnv("SOAK_MEMBERS", 200), wholeNumberFromEnv("SOAK_NOTIFICATIONS", 50))),
  ];
}
