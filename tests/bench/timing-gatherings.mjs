/**
 * Gathering rooms against the real local LiveKit server (`npm run livekit:install`), in the seeded
 * gathering that is live on The Pasture:
 * - "token issue": POST /api/gatherings/:roomName/token as the signed-in demo member, sequentially
 *   after warm-ups; median and p95 of the wall time on loopback.
 * - "join-to-first-remote-video": the demo member and Caleb, each in his own Chromium context with
 *   a fake camera and microphone, open the room page at the same moment; for each, the time from
 *   navigation to the first video of the other man playing (a `video` inside a participant tile
 *   LiveKit marks `data-lk-local-participant="false"`, with readyState ≥ 2). Goal ≤ 3 s for both.
 *   Each man's steps on the way (HTML, token, the room's chunk, signalling, camera, peer
 *   connection, remote track) are printed too, to show where the time goes.
 */
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, FAKE_MEDIA_ARGS } from "../../scripts/lib/chromium.mjs";
import { formatMs, median, percentile } from "./lib/stats.mjs";

const TOKEN_WARMUPS = 5;
const TOKEN_SAMPLES = 200;
const JOIN_GOAL_MS = 3_000;
const JOIN_DEADLINE_MS = 30_000;

/** A second seeded brother (worker/seed/pasture-demo.ts), RSVP'd going to the live gathering. */
const SECOND_MEMBER = { email: "caleb@shepherd.local", password: "bear-one-another-62" };

function requireLiveKit(livekit) {
  if (!livekit) throw new Error("no local LiveKit server: run `npm run livekit:install` (or set LIVEKIT_SERVER_BIN)");
}

/** The room name of the seeded gathering that is live now, as the demo member's list shows it. */
async function liveRoom(url, cookie) {
  const response = await fetch(`${url}/api/gatherings`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET /api/gatherings answered ${response.status}`);
  const { gatherings } = await response.json();
  const live = gatherings.find((g) => g.phase === "live");
  if (!live) throw new Error("the demo seed has no live gathering on the demo member's list");
  return live.roomName;
}

async function signIn(url, { email, password }) {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    // Its own address, so the per-IP sign-in limit never meets the other timings' sign-ins.
    headers: { "content-type": "application/json", origin: url, "cf-connecting-ip": "198.51.100.251" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} answered ${response.status}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
  if (!cookie) throw new Error(`sign-in as ${email} set no session cookie`);
  return cookie.split(";")[0];
}

export const tokenIssue = {
  name: "gathering token issue",
  async run({ url, cookie, livekit }) {
    requireLiveKit(livekit);
    const roomName = await liveRoom(url, cookie);
    const issue = async () => {
      const started = performance.now();
      const response = await fetch(`${url}/api/gatherings/${roomName}/token`, { method: "POST", headers: { cookie, origin: url } });
      const body = await response.json();
      const elapsed = performance.now() - started;
      if (response.status !== 200 || typeof body.token !== "string") {
        throw new Error(`POST /api/gatherings/${roomName}/token answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
      }
      return elapsed;
    };
    for (let i = 0; i < TOKEN_WARMUPS; i++) await issue();
    const samples = [];
    for (let i = 0; i < TOKEN_SAMPLES; i++) samples.push(await issue());
    return [
      { label: `token issue median (${TOKEN_SAMPLES} sequential)`, value: formatMs(median(samples)) },
      { label: `token issue p95 (${TOKEN_SAMPLES} sequential)`, value: formatMs(percentile(samples, 95)) },
    ];
  },
};

/**
 * Records, in the page's own clock (0 = navigation start), when each step of joining happened — the
 * signalling socket opened, the camera answered, the first remote video track arrived, the receiving
 * connection connected, the remote video element appeared — and when a remote participant's video first plays. Runs before the page's scripts.
 */
function watchJoin() {
  const marks = {};
  window.__joinMarks = marks;
  const mark = (name) => {
    marks[name] ??= performance.now();
  };
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(...args) {
      super(...args);
      if (String(args[0]).includes("/rtc")) this.addEventListener("open", () => mark("signalOpen"));
    }
  };
  const NativePeer = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends NativePeer {
    constructor(...args) {
      super(...args);
      // The connection remote tracks arrive on is the receiving one.
      let receiving = false;
      this.addEventListener("track", (event) => {
        receiving = true;
        if (event.track.kind === "video") mark("remoteTrack");
      });
      this.addEventListener("connectionstatechange", () => receiving && this.connectionState === "connected" && mark("receiverConnected"));
    }
  };
  const media = navigator.mediaDevices;
  const getUserMedia = media.getUserMedia.bind(media);
  media.getUserMedia = (...args) => getUserMedia(...args).finally(() => mark("camera"));
  const REMOTE = '[data-lk-local-participant="false"] video';
  const playing = () => {
    const videos = [...document.querySelectorAll(REMOTE)];
    if (videos.length > 0) mark("remoteVideoElement");
    if (videos.some((video) => video.readyState >= 2)) mark("remoteVideo");
  };
  document.addEventListener("playing", playing, true);
  document.addEventListener("loadeddata", playing, true);
  document.addEventListener("DOMContentLoaded", () => new MutationObserver(playing).observe(document.body, { childList: true, subtree: true }));
}

/** Every step's time, once the remote video plays: the marks above plus the page's own resource timings. */
async function joinPhases(page) {
  const deadline = Date.now() + JOIN_DEADLINE_MS;
  while (Date.now() < deadline) {
    // page.evaluate, not waitForFunction: the latter evals inside the page, which the CSP blocks.
    const phases = await page.evaluate(() => {
      const marks = window.__joinMarks;
      if (marks?.remoteVideo === undefined) return null;
      const [navigation] = performance.getEntriesByType("navigation");
      const resources = performance.getEntriesByType("resource");
      const entry = (test) => resources.find((each) => test(each.name));
      const token = entry((name) => name.endsWith("/token"));
      const roomChunk = entry((name) => /\/LiveRoom-[^/]*\.js$/.test(name));
      return {
        html: navigation.responseEnd,
        domContentLoaded: navigation.domContentLoadedEventEnd,
        tokenAsked: token?.startTime,
        token: token?.responseEnd,
        roomChunkAsked: roomChunk?.startTime,
        roomChunk: roomChunk?.responseEnd,
        ...marks,
      };
    });
    if (phases) return phases;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no remote video played within ${JOIN_DEADLINE_MS / 1000} s on ${page.url()}`);
}

/** The steps in the order a join takes them, as the table names them. */
const PHASES = [
  ["html", "HTML received"],
  ["domContentLoaded", "DOMContentLoaded"],
  ["tokenAsked", "room token asked"],
  ["token", "room token received"],
  ["roomChunkAsked", "room's JS asked"],
  ["roomChunk", "room's JS received"],
  ["signalOpen", "LiveKit signalling socket open"],
  ["camera", "camera answered"],
  ["remoteTrack", "first remote video track"],
  ["receiverConnected", "receiving connection up"],
  ["remoteVideoElement", "remote video element"],
  ["remoteVideo", "first remote video playing"],
];

const describePhases = (phases) =>
  PHASES.map(([key, label]) => `${label} ${phases[key] === undefined ? "—" : Math.round(phases[key])}`).join(" · ");

export const joinToFirstRemoteVideo = {
  name: "join-to-first-remote-video",
  async run({ url, cookie, livekit }) {
    requireLiveKit(livekit);
    const roomName = await liveRoom(url, cookie);
    const cookies = [cookie, await signIn(url, SECOND_MEMBER)];
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      headless: true,
      args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS],
    });
    try {
      const { hostname } = new URL(url);
      const pages = await Promise.all(
        cookies.map(async (pair) => {
          const context = await browser.newContext({ permissions: ["camera", "microphone"] });
          const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
          await context.addCookies([{ name, value, domain: hostname, path: "/" }]);
          await context.addInitScript(watchJoin);
          return context.newPage();
        }),
      );
      const path = `/pasture/gathering/${roomName}`;
      await Promise.all(pages.map((page) => page.goto(`${url}${path}`)));
      const phases = await Promise.all(pages.map(joinPhases));
      const [first, second] = phases.map((each) => each.remoteVideo);
      const slower = Math.max(first, second);
      return [
        { label: "join-to-first-remote-video, demo member", value: formatMs(first) },
        { label: "join-to-first-remote-video, second member", value: formatMs(second) },
        { label: "  demo member's steps (ms)", value: describePhases(phases[0]) },
        { label: "  second member's steps (ms)", value: describePhases(phases[1]) },
        {
          label: `join-to-first-remote-video, both (goal ≤ ${JOIN_GOAL_MS / 1000} s)`,
          value: `${formatMs(slower)} ${slower <= JOIN_GOAL_MS ? "ok" : "OVER"}`,
        },
      ];
    } finally {
      await browser.close();
    }
  },
};
