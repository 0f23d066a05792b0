/**
 * The realtime hubs, soaked (part of the load section): one member's socket opened and closed over and
 * over, then many members each hearing a run of notifications. PASS/FAIL lines.
 *
 * What "the Durable Object's memory does not grow" can honestly be measured as, from outside: the
 * NotificationHub keeps nothing but its hibernatable sockets (no storage, no fields), so its state is
 * the number of sockets it still holds (asked through the test routes after the cycles — every cycle's
 * socket must be gone); and the worker isolate's live JavaScript heap after a full collection, which
 * the hub shares with the worker (./lib/isolate-heap.mjs). The cycles are judged against as many plain
 * requests of the same member: a socket that left something reachable would make the cycles grow it
 * more. The workerd processes' resident memory is not the measure: it grows with any traffic, by
 * 7 to 100 MB a thousand requests depending on when V8 last collected, while the live heap stays
 * flat. Reading the heap needs DevTools, so the cycles run on a server of their own with its
 * inspector (the bench's server has none: ../../scripts/lib/serve-worker.mjs).
 *
 * SOAK_CYCLES (default 1000), SOAK_MEMBERS (default 200) and SOAK_NOTIFICATIONS (default 50) scale it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, migrateLocal, startServer } from "../../scripts/lib/server.mjs";
import { wholeNumberFromEnv } from "./lib/env-number.mjs";
import { isolateInspector } from "./lib/isolate-heap.mjs";
import { percentile } from "./lib/stats.mjs";
import { closeAll, createMembers, openSockets, postJson, webSocketClass } from "./timing-fanout.mjs";

const WARM_UPS = 100;
const SLICES_PER_KIND = 4;
/** What stays reachable moves a little with what the isolate compiles and caches: the cycles may add this much more. */
const HEAP_MARGIN_MB = 0.5;
const SENDERS = 16;
const DELIVERY_TIMEOUT_MS = 30_000;

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
 * The live heap added by `count` calls of each of two kinds, in MB. The calls go in slices ordered
 * A B B A A B B A, so the heap's early growth and any steady drift fall on both alike.
 */
async function heapGrowth(inspector, count, kinds) {
  const grew = kinds.map(() => 0);
  const seconds = kinds.map(() => 0);
  const slice = Math.ceil(count / SLICES_PER_KIND);
  let heap = await inspector.liveHeapMB();
  for (let round = 0; round < SLICES_PER_KIND * kinds.length; round++) {
    const kind = [0, 1, 1, 0][round % 4];
    const started = performance.now();
    for (let i = 0; i < slice; i++) await kinds[kind]();
    seconds[kind] += (performance.now() - started) / 1000;
    const after = await inspector.liveHeapMB();
    grew[kind] += after - heap;
    heap = after;
  }
  return { heapMB: heap, perKind: kinds.map((_, kind) => ({ grewMB: grew[kind], perSecond: (slice * SLICES_PER_KIND) / seconds[kind] })) };
}

/** A server of the bench's build with DevTools, on fresh local state, for as long as `use` runs. */
async function withInspectedServer(use) {
  const persistTo = mkdtempSync(join(tmpdir(), "shepherd-soak-"));
  migrateLocal({ persistTo });
  const server = await startServer({ port: await freePort(), persistTo, devtools: true, vars: { ENABLE_TEST_ROUTES: "true" } });
  try {
    return await use(server);
  } finally {
    await server.stop();
    rmSync(persistTo, { recursive: true, force: true });
  }
}

async function connectCycles(WebSocket, cycles) {
  return withInspectedServer(async ({ url, inspectorPort }) => {
    const inspector = await isolateInspector(inspectorPort, WebSocket);
    try {
      const [member] = await createMembers(url, 1);
      const plainRequest = async () => (await fetch(`${url}/api/notifications/unread-count`, { headers: { cookie: member.cookie } })).arrayBuffer();
      const socketCycle = () => cycle(WebSocket, url, member.cookie);
      for (let i = 0; i < WARM_UPS; i++) await socketCycle();
      for (let i = 0; i < WARM_UPS; i++) await plainRequest();
      const { heapMB, perKind: [sockets, plain] } = await heapGrowth(inspector, cycles, [socketCycle, plainRequest]);
      const open = await settledOpenCount(url, member.id);
      const mb = (value) => `${value >= 0 ? "+" : ""}${value.toFixed(2)} MB`;
      return [
        {
          check: `${cycles.toLocaleString("en-US")} connect/disconnect cycles on one member: his hub holds no socket after`,
          pass: open === 0,
          detail: `${open} open on his NotificationHub (it keeps nothing else) · ${sockets.perSecond.toFixed(0)} cycles/s`,
        },
        {
          check: `the worker's live heap grows no more with ${cycles.toLocaleString("en-US")} socket cycles than with as many plain requests`,
          pass: sockets.grewMB <= plain.grewMB + HEAP_MARGIN_MB,
          detail: `${mb(sockets.grewMB)} over the cycles, ${mb(plain.grewMB)} over ${cycles.toLocaleString("en-US")} GET /api/notifications/unread-count (margin ${HEAP_MARGIN_MB} MB; ${heapMB.toFixed(1)} MB live after a full collection)`,
        },
      ];
    } finally {
      inspector.close();
    }
  });
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

export async function runHubSoak({ url }) {
  const WebSocket = await webSocketClass();
  return [
    ...(await connectCycles(WebSocket, wholeNumberFromEnv("SOAK_CYCLES", 1000))),
    ...(await manyMembers(WebSocket, url, wholeNumberFromEnv("SOAK_MEMBERS", 200), wholeNumberFromEnv("SOAK_NOTIFICATIONS", 50))),
  ];
}
