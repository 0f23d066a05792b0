/**
 * Runs autocannon (v8) as a separate process — the load generator must not share the event loop
 * with anything else in this script — and returns its --json result.
 */
import { spawn } from "node:child_process";

const AUTOCANNON = new URL("../../../node_modules/.bin/autocannon", import.meta.url).pathname;

/** Children still running, so SIGINT can stop them. */
export const runningChildren = new Set();

export function autocannon({ url, seconds, connections = 32, headers = {} }) {
  const args = ["--json", "-c", String(connections), "-d", String(seconds)];
  for (const [key, value] of Object.entries(headers)) args.push("-H", `${key}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(AUTOCANNON, args, { stdio: ["ignore", "pipe", "pipe"] });
    runningChildren.add(child);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", (error) => {
      runningChildren.delete(child);
      reject(error);
    });
    child.on("close", (code, signal) => {
      runningChildren.delete(child);
      if (code !== 0) return reject(new Error(`autocannon exited with ${code ?? signal}:\n${stderr}`));
      try {
        resolve(JSON.parse(stdout.slice(stdout.indexOf("{"))));
      } catch (error) {
        reject(new Error(`autocannon printed no JSON result: ${error.message}\n${stdout}\n${stderr}`));
      }
    });
  });
}

/** Responses that were not `expectStatus`, plus connection errors and timeouts. */
export function nonExpected(result, expectStatus) {
  let count = (result.errors ?? 0) + (result.timeouts ?? 0);
  const byStatus = {};
  for (const [status, { count: n }] of Object.entries(result.statusCodeStats ?? {})) {
    if (Number(status) !== expectStatus) {
      count += n;
      byStatus[status] = n;
    }
  }
  return { count, byStatus, errors: result.errors ?? 0, timeouts: result.timeouts ?? 0 };
}

/**
 * Combines equal-length slices of one target into the fields the tables read. req/s: mean of the
 * slices; p50/p99: request-weighted mean of the slices' percentiles (an approximation — autocannon's
 * JSON carries percentiles, not histograms); counts: summed.
 */
export function mergeResults(results) {
  if (results.length === 1) return results[0];
  const weight = (r) => r.latency.totalCount ?? r.requests.total ?? 0;
  const totalWeight = results.reduce((sum, r) => sum + weight(r), 0) || 1;
  const weighted = (key) => results.reduce((sum, r) => sum + r.latency[key] * weight(r), 0) / totalWeight;
  const statusCodeStats = {};
  for (const r of results) {
    for (const [status, { count }] of Object.entries(r.statusCodeStats ?? {})) {
      statusCodeStats[status] = { count: (statusCodeStats[status]?.count ?? 0) + count };
    }
  }
  const sum = (key) => results.reduce((acc, r) => acc + (r[key] ?? 0), 0);
  return {
    requests: { average: results.reduce((acc, r) => acc + r.requests.average, 0) / results.length },
    latency: { p50: weighted("p50"), p99: weighted("p99") },
    errors: sum("errors"),
    timeouts: sum("timeouts"),
    statusCodeStats,
  };
}
