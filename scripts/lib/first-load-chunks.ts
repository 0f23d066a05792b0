import type { GetManualChunk, ManualChunkMeta } from "rollup";

/**
 * Rollup's manualChunks for the browser build. Every page loads the framework entry and the root
 * route, so everything they import statically loads on every page anyway; rollup still cuts it
 * into a chunk per set of importing routes (a dozen small files on each page), and each file is
 * gzipped alone. Here the entry's imports (React, React DOM, Remix: the framework floor) make one
 * "framework" chunk and the app modules the root route imports make one "shell" chunk: fewer files,
 * better compression, and nothing a page did not already load. Both must be named: a manual
 * chunk takes in its unassigned dependencies, so the shell alone would swallow the floor.
 */
export const firstLoadChunks: GetManualChunk = (id, meta) => {
  const { framework, shell } = chunkSets(meta);
  if (framework.has(id)) return "framework";
  if (shell.has(id)) return "shell";
  return undefined;
};

let cached: { getModuleInfo: ManualChunkMeta["getModuleInfo"]; framework: Set<string>; shell: Set<string> } | null = null;

function chunkSets(meta: ManualChunkMeta) {
  if (cached?.getModuleInfo === meta.getModuleInfo) return cached;
  const entries = [...meta.getModuleIds()].filter((id) => meta.getModuleInfo(id)?.isEntry);
  const clientEntry = entries.filter((id) => /\/app\/entry\.client\.tsx$/.test(id));
  const rootRoute = entries.filter((id) => /\/app\/root\.tsx\?/.test(id));
  const framework = without(staticClosure(meta, clientEntry), entries);
  // root.tsx itself stays in the root route's chunk: it awaits member-only modules before hydration,
  // and those import the shell, which must therefore not wait on it.
  const rootModules = rootRoute.map((id) => id.replace(/\?.*$/, ""));
  const shell = without(staticClosure(meta, rootRoute), [...entries, ...framework, ...rootModules]);
  cached = { getModuleInfo: meta.getModuleInfo, framework, shell };
  return cached;
}

const without = (ids: Set<string>, excluded: Iterable<string>) => {
  const out = new Set(ids);
  for (const id of excluded) out.delete(id);
  return out;
};

/** The modules `from` import statically, transitively (dynamic imports load later: not followed). */
function staticClosure(meta: ManualChunkMeta, from: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}
