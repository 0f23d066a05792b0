/**
 * The local LiveKit server (the real one, built from its Go module by `npm run livekit:install`):
 * where its binary is, and how `npm start`, the e2e suite and the benchmarks run it on loopback with
 * webhooks pointed at the local worker.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const ROOT = new URL("../../", import.meta.url).pathname;

/** The release `npm run livekit:install` builds; a later tag must be checked for `replace` directives first. */
export const LIVEKIT_VERSION = "v1.13.5";

/** Where `npm run livekit:install` puts the binary (git-ignored). */
export const LOCAL_LIVEKIT_BIN = join(ROOT, ".livekit/bin/server");

/**
 * Development credentials for the local server only. The secret is long because LiveKit (outside
 * --dev) logs an error for secrets under 32 characters; nothing outside this machine ever sees it.
 */
export const DEV_API_KEY = "devkey";
export const DEV_API_SECRET = "shepherd-local-livekit-development-secret";

/** LIVEKIT_SERVER_BIN when set, else the project-local build; null when neither exists. */
export function findLiveKitBinary() {
  const chosen = process.env.LIVEKIT_SERVER_BIN;
  if (chosen) return existsSync(chosen) ? chosen : null;
  return existsSync(LOCAL_LIVEKIT_BIN) ? LOCAL_LIVEKIT_BIN : null;
}

function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once("error", () =>
        reject(new Error(`Port ${port} is already in use; stop whatever is listening there or choose other LiveKit ports.`)),
      )
      .once("listening", () => probe.close(resolve))
      .listen(port, "127.0.0.1");
  });
}

function configYaml({ port, rtcTcpPort, rtcUdpPort, webhookUrl, apiKey, apiSecret }) {
  const lines = [
    `port: ${port}`,
    "bind_addresses:",
    "  - 127.0.0.1",
    "rtc:",
    `  tcp_port: ${rtcTcpPort}`,
    `  udp_port: ${rtcUdpPort}`,
    "  node_ip: 127.0.0.1",
    "  use_external_ip: false",
    // Browsers on this machine reach the server over loopback only.
    "  enable_loopback_candidate: true",
    "keys:",
    `  ${apiKey}: ${JSON.stringify(apiSecret)}`,
    "logging:",
    "  level: warn",
  ];
  if (webhookUrl) lines.push("webhook:", `  api_key: ${apiKey}`, "  urls:", `    - ${JSON.stringify(webhookUrl)}`);
  return `${lines.join("\n")}\n`;
}

/**
 * Starts the LiveKit server on 127.0.0.1 and resolves once its HTTP port answers 200.
 * Returns { url, apiKey, apiSecret, stop(), output() }. The server dies with this process.
 */
export async function startLiveKit({
  port = 7880,
  rtcTcpPort = port + 1,
  rtcUdpPort = port + 2,
  webhookUrl,
  apiKey = DEV_API_KEY,
  apiSecret = DEV_API_SECRET,
  binary = findLiveKitBinary(),
  inherit = false,
} = {}) {
  if (!binary) throw new Error("The LiveKit server is not installed: run `npm run livekit:install` (needs Go ≥ 1.26).");
  await assertPortFree(port);
  await assertPortFree(rtcTcpPort);
  const dir = mkdtempSync(join(tmpdir(), "shepherd-livekit-"));
  const configPath = join(dir, "livekit.yaml");
  writeFileSync(configPath, configYaml({ port, rtcTcpPort, rtcUdpPort, webhookUrl, apiKey, apiSecret }));

  const child = spawn(binary, ["--dev", "--config", configPath], {
    stdio: inherit ? ["ignore", "inherit", "inherit"] : ["ignore", "pipe", "pipe"],
  });
  let output = "";
  if (!inherit) {
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
  }
  // Never outlive the process that started it, however that process ends.
  const killNow = () => child.exitCode === null && child.kill("SIGKILL");
  process.once("exit", killNow);
  const stop = () =>
    new Promise((resolve) => {
      process.off("exit", killNow);
      const done = () => {
        rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once("exit", done);
      child.kill("SIGTERM");
    });

  const httpUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The LiveKit server exited early (code ${child.exitCode}):\n${output}`);
    }
    try {
      const response = await fetch(`${httpUrl}/`);
      if (response.status === 200 && child.exitCode === null) {
        return { url: `ws://127.0.0.1:${port}`, httpUrl, apiKey, apiSecret, stop, output: () => output };
      }
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await stop();
  throw new Error(`The LiveKit server did not answer on ${httpUrl} within 30 s:\n${output}`);
}
