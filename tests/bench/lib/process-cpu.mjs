/**
 * CPU time of the benchmarked worker, read from /proc (Linux): the workerd processes under the
 * `wrangler dev` we started. CPU, unlike wall time on loopback, is what a Worker's CPU limit counts.
 * workerd also runs local D1 and the Durable Objects, so a request's figure includes its queries.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const CLOCK_TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/** pid, parent pid, command name and utime+stime (ticks) of a process, or null if it has gone. */
function readStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name is in parentheses and may contain spaces; fields follow the last ")".
    const close = stat.lastIndexOf(")");
    const name = stat.slice(stat.indexOf("(") + 1, close);
    const fields = stat.slice(close + 2).split(" ");
    return { pid: Number(pid), parent: Number(fields[1]), name, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** The workerd processes descending from `rootPid` (the wrangler child of startServer). */
export function workerdProcesses(rootPid) {
  const all = readdirSync("/proc").filter((entry) => /^\d+$/.test(entry)).map(readStat).filter(Boolean);
  const family = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const process of all) {
      if (!family.has(process.pid) && family.has(process.parent)) {
        family.add(process.pid);
        grew = true;
      }
    }
  }
  const workerd = all.filter((process) => family.has(process.pid) && process.name === "workerd").map((p) => p.pid);
  if (workerd.length === 0) throw new Error(`no workerd process under pid ${rootPid}`);
  return workerd;
}

/** Total CPU milliseconds used so far by these processes. */
export function cpuMilliseconds(pids) {
  const ticks = pids.map(readStat).reduce((sum, stat) => sum + (stat?.ticks ?? 0), 0);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Mean CPU ms the server spends per call of `once`, over `count` sequential calls. */
export async function cpuPerCall(pids, count, once) {
  const before = cpuMilliseconds(pids);
  for (let i = 0; i < count; i++) await once(i);
  return (cpuMilliseconds(pids) - before) / count;
}
