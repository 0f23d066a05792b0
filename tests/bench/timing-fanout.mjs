/**
 * "Notification fan-out": from asking the worker to insert a notification to each open WebSocket of
 * its member receiving the change (goal p95 ≤ 50 ms locally; docs/decisions/018). The insert goes
 * through the real domain path, POST /api/test/notifications → createNotification (D1 batch, then the member's
 * NotificationHub broadcast), and the sockets are real /api/realtime connections (session cookie,
 * Origin check, hub hand-off). Members are signed up by POST /api/test/members (the test factories),
 * which the bench's worker mounts with ENABLE_TEST_ROUTES=true.
 *
 * Two shapes, each after a few warm-ups:
 * - one member with 200 open sockets (200 tabs/devices): 10 notifications one after another, every
 *   socket's receipt is a sample (2,000);
 * - 200 members with one socket each (200 live hubs): one notification per member, one after
 *   another (200 samples). Each socket must receive exactly its own member's changes.
 * A sample is the wall time from just before the POST is sent to the socket's message event in this
 * Node process: an upper bound of insert → receipt (it includes the HTTP request, the row insert and
 * the wrangler dev proxy in front of the worker).
 */
import { formatMs, percentile } from "./lib/stats.mjs";

const SOCKETS = 200;
const ROUNDS_ONE_MEMBER = 10;
const WARMUPS = 3;
/** POST /api/test/members signs up at most 50 members per call. */
const MEMBERS_PER_CALL = 50;
/** Opening sockets in small waves keeps the upgrade requests from piling up on a 2-core machine. */
const OPEN_WAVE = 25;
const RECEIPT_TIMEOUT_MS = 10_000;

/**
 * Node 20 has no global WebSocket without a flag; undici's (already installed with the Remix tooling)
 * is the same implementation Node 22 exposes, and it accepts the Cookie and Origin headers a page sends.
 */
export async function webSocketClass() {
  try {
    return (await import("undici")).WebSocket;
  } catch {
    if (globalThis.WebSocket) return globalThis.WebSocket;
    throw new Error("no WebSocket client: install undici or run on Node 22+");
  }
}

export async function postJson(url, path, body) {
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

export async function createMembers(url, count) {
  const members = [];
  while (members.length < count) {
    const batch = Math.min(MEMBERS_PER_CALL, count - members.length);
    // On a loaded machine wrangler dev now and then reloads its worker and answers a POST in flight
    // with 503 "restarted mid-request"; signing up another batch is harmless, so that one is retried.
    let created;
    for (let attempt = 1; !created; attempt++) {
      try {
        ({ members: created } = await postJson(url, "/api/test/members", { count: batch }));
      } catch (error) {
        if (attempt >= 3 || !/answered 503/.test(error.message)) throw error;
      }
    }
    members.push(...created);
  }
  return members;
}

/**
 * One /api/realtime socket that notes when each notification change (by id) first arrived, and every
 * id in the order the changes arrived (a change heard twice is there twice).
 */
function openSocket(WebSocket, url, cookie) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, "ws")}/api/realtime`, { headers: { cookie, origin: url } });
    const received = new Map();
    const tab = { socket, received, arrivals: [], onChange: null };
    socket.addEventListener("message", (event) => {
      const at = performance.now();
      const message = JSON.parse(String(event.data));
      if (message.type !== "notifications_changed" || !message.id) return;
      if (!received.has(message.id)) received.set(message.id, at);
      tab.arrivals.push(message.id);
      tab.onChange?.();
    });
    socket.addEventListener("open", () => resolve(tab), { once: true });
    socket.addEventListener("error", () => reject(new Error("a /api/realtime socket failed to open")), { once: true });
  });
}

export async function openSockets(WebSocket, url, cookies) {
  const tabs = [];
  for (let start = 0; start < cookies.length; start += OPEN_WAVE) {
    tabs.push(...(await Promise.all(cookies.slice(start, start + OPEN_WAVE).map((cookie) => openSocket(WebSocket, url, cookie)))));
  }
  return tabs;
}

export function closeAll(tabs) {
  for (const { socket } of tabs) socket.close(1000);
}

/** Resolves once every tab has received the change with this id; rejects after the timeout. */
function receiptsOf(tabs, id) {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!tabs.every((tab) => tab.received.has(id))) return false;
      clearTimeout(timer);
      for (const tab of tabs) tab.onChange = null;
      resolve(tabs.map((tab) => tab.received.get(id)));
      return true;
    };
    const timer = setTimeout(() => {
      for (const tab of tabs) tab.onChange = null;
      const got = tabs.filter((tab) => tab.received.has(id)).length;
      reject(new Error(`only ${got} of ${tabs.length} sockets received notification ${id} within ${RECEIPT_TIMEOUT_MS} ms`));
    }, RECEIPT_TIMEOUT_MS);
    for (const tab of tabs) tab.onChange = check;
    check();
  });
}

/** Inserts one notification for `email` and returns each tab's insert → receipt time (ms). */
async function notifyAndTime(url, email, tabs) {
  const started = performance.now();
  const { notification } = await postJson(url, "/api/test/notifications", {
    email,
    type: "other",
    content: "Fan-out bench: a brother is praying for you.",
  });
  const receivedAt = await receiptsOf(tabs, notification.id);
  return { id: notification.id, samples: receivedAt.map((at) => at - started) };
}

const summary = (label, samples) => [
  { label: `${label}, p50 (${samples.length.toLocaleString("en-US")} receipts; goal p95 ≤ 50 ms)`, value: formatMs(percentile(samples, 50)) },
  { label: `${label}, p95`, value: formatMs(percentile(samples, 95)) },
];

export const notificationFanOut = {
  name: "notification fan-out",
  async run({ url }) {
    const WebSocket = await webSocketClass();
    const tabs = [];
    try {
      // One member, 200 sockets.
      const [member] = await createMembers(url, 1);
      const manyTabs = await openSockets(WebSocket, url, Array.from({ length: SOCKETS }, () => member.cookie));
      tabs.push(...manyTabs);
      for (let i = 0; i < WARMUPS; i++) await notifyAndTime(url, member.email, manyTabs);
      const oneMember = [];
      for (let round = 0; round < ROUNDS_ONE_MEMBER; round++) {
        oneMember.push(...(await notifyAndTime(url, member.email, manyTabs)).samples);
      }

      // 200 members, one socket each.
      const members = await createMembers(url, SOCKETS);
      const ownTabs = await openSockets(WebSocket, url, members.map((m) => m.cookie));
      tabs.push(...ownTabs);
      const sent = members.map(() => []);
      for (let i = 0; i < WARMUPS; i++) sent[i].push((await notifyAndTime(url, members[i].email, [ownTabs[i]])).id);
      const manyMembers = [];
      for (const [index, { email }] of members.entries()) {
        const { id, samples } = await notifyAndTime(url, email, [ownTabs[index]]);
        sent[index].push(id);
        manyMembers.push(...samples);
      }
      // Nobody hears another member's changes.
      for (const [index, tab] of ownTabs.entries()) {
        const heard = [...tab.received.keys()].sort();
        if (heard.join() !== [...sent[index]].sort().join()) {
          throw new Error(`member ${index + 1}'s socket received ${heard.length} changes, expected his own ${sent[index].length}`);
        }
      }

      return [
        ...summary(`fan-out insert → WebSocket, 1 member × ${SOCKETS} sockets`, oneMember),
        ...summary(`fan-out insert → WebSocket, ${SOCKETS} members × 1 socket`, manyMembers),
      ];
    } finally {
      closeAll(tabs);
    }
  },
};
