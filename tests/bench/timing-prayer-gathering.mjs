/**
 * "Prayer gathering broadcast": from the host's "Next" leaving his socket to each of 100 sockets in
 * one live prayer gathering receiving the new current request (goal p95 ≤ 50 ms locally). The
 * gathering and its requests are seeded by POST /api/test/prayer-gatherings (a Pasture gathering,
 * so every bench member may join); the sockets are real /api/prayer/gatherings/{id}/live connections
 * (session cookie, Origin and audience checks, the Durable Object's hand-off). Each "Next" also
 * counts the request prayed for by all 100 members, as it would in a real gathering.
 */
import { formatMs, percentile } from "./lib/stats.mjs";
import { createMembers, postJson, webSocketClass } from "./timing-fanout.mjs";

const SOCKETS = 100;
const MOVES = 15;
const WARMUPS = 3;
const OPEN_WAVE = 25;
const RECEIPT_TIMEOUT_MS = 10_000;

function openSocket(WebSocket, url, gatheringId, cookie) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, "ws")}/api/prayer/gatherings/${gatheringId}/live`, { headers: { cookie, origin: url } });
    const tab = { socket, position: 0, receivedAt: new Map(), onState: null };
    socket.addEventListener("message", (event) => {
      const at = performance.now();
      const message = JSON.parse(String(event.data));
      if (message.type !== "state") return;
      if (!tab.receivedAt.has(message.state.position)) tab.receivedAt.set(message.state.position, at);
      tab.onState?.();
    });
    socket.addEventListener("open", () => resolve(tab), { once: true });
    socket.addEventListener("error", () => reject(new Error("a prayer gathering socket failed to open")), { once: true });
  });
}

/** Resolves with each tab's receipt time of `position` once all have it. */
function receiptsOf(tabs, position) {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!tabs.every((tab) => tab.receivedAt.has(position))) return;
      clearTimeout(timer);
      for (const tab of tabs) tab.onState = null;
      resolve(tabs.map((tab) => tab.receivedAt.get(position)));
    };
    const timer = setTimeout(() => {
      for (const tab of tabs) tab.onState = null;
      reject(new Error(`only ${tabs.filter((tab) => tab.receivedAt.has(position)).length} of ${tabs.length} sockets saw request ${position} within ${RECEIPT_TIMEOUT_MS} ms`));
    }, RECEIPT_TIMEOUT_MS);
    for (const tab of tabs) tab.onState = check;
    check();
  });
}

export const prayerGatheringBroadcast = {
  name: "prayer gathering broadcast",
  async run({ url }) {
    const WebSocket = await webSocketClass();
    const tabs = [];
    try {
      const members = await createMembers(url, SOCKETS);
      const requests = Array.from({ length: WARMUPS + MOVES + 1 }, (_, i) => `Bench request ${i + 1}: pray for the brothers.`);
      const { id } = await postJson(url, "/api/test/prayer-gatherings", { hostEmail: members[0].email, requests });
      for (let start = 0; start < members.length; start += OPEN_WAVE) {
        tabs.push(...(await Promise.all(members.slice(start, start + OPEN_WAVE).map((m) => openSocket(WebSocket, url, id, m.cookie)))));
      }
      const host = tabs[0];
      const samples = [];
      for (let move = 1; move <= WARMUPS + MOVES; move++) {
        const started = performance.now();
        host.socket.send(JSON.stringify({ type: "next" }));
        const received = await receiptsOf(tabs, move + 1);
        if (move > WARMUPS) samples.push(...received.map((at) => at - started));
      }
      return [
        { label: `prayer gathering "Next" → ${SOCKETS} sockets, p50 (${samples.length.toLocaleString("en-US")} receipts; goal p95 ≤ 50 ms)`, value: formatMs(percentile(samples, 50)) },
        { label: `prayer gathering "Next" → ${SOCKETS} sockets, p95`, value: formatMs(percentile(samples, 95)) },
      ];
    } finally {
      for (const { socket } of tabs) socket.close(1000);
    }
  },
};
