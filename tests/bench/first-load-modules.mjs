#!/usr/bin/env node
/**
 * Which source modules make up a page's first-load JavaScript, and how much each weighs.
 *
 *   node tests/bench/first-load-modules.mjs [routeId …]   (default: root routes/_index)
 *
 * Builds the client with hidden source maps (the JavaScript is byte-for-byte the normal build's;
 * the maps are deleted afterwards so the server never serves them), reads Remix's manifest for the
 * entry and the given routes' chunks (module + static imports: what the browser loads before
 * hydration), attributes each chunk's minified bytes to the sources its map names, and shares the
 * chunk's gzip (level 9) among them in proportion. Gzip does not add up across modules exactly, so
 * a module's gzip figure is an estimate; the per-chunk and total figures are exact.
 *
 * "Framework floor" is the entry's chunks (React, React DOM, Remix and entry.client), which every
 * page loads whatever it renders; "app" is everything else those routes load.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";

const ROOT = new URL("../../", import.meta.url).pathname;
const ASSETS = join(ROOT, "build/client/assets");
const VLQ_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const routeIds = process.argv.slice(2).length ? process.argv.slice(2) : ["root", "routes/_index"];

execFileSync("npx", ["remix", "vite:build", "--sourcemapClient", "hidden"], { cwd: ROOT, stdio: "ignore" });
try {
  report();
} finally {
  for (const file of readdirSync(ASSETS)) if (file.endsWith(".map")) rmSync(join(ASSETS, file));
}

function report() {
  const manifestFile = readdirSync(ASSETS).find((file) => /^manifest-.*\.js$/.test(file));
  const manifest = JSON.parse(
    readFileSync(join(ASSETS, manifestFile), "utf8").replace(/^window\.__remixManifest=/, "").replace(/;$/, "")
  );
  const floor = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const chunks = new Set(floor);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`no route "${id}" in the manifest (ids look like routes/word.$book.$chapter)`);
    for (const url of [route.module, ...(route.imports ?? [])]) chunks.add(url);
  }

  const rows = [];
  const totals = { floor: 0, app: 0 };
  for (const url of chunks) {
    const path = join(ROOT, "build/client", url);
    const code = readFileSync(path, "utf8");
    const gzip = gzipSync(code, { level: 9 }).length;
    const side = floor.has(url) ? "floor" : "app";
    totals[side] += gzip;
    for (const [source, bytes] of bytesPerSource(code, JSON.parse(readFileSync(`${path}.map`, "utf8")))) {
      rows.push({ source, bytes, gzip: (gzip * bytes) / Buffer.byteLength(code), chunk: url.replace("/assets/", ""), side });
    }
  }

  const kb = (n) => (n / 1024).toFixed(2).padStart(7);
  console.log(`First-load modules for ${routeIds.join(" + ")} (min KB, ≈gzip KB, chunk)\n`);
  for (const side of ["app", "floor"]) {
    console.log(side === "app" ? "App (over the framework floor):" : "\nFramework floor (the entry's chunks):");
    for (const row of rows.filter((r) => r.side === side).sort((a, b) => b.gzip - a.gzip)) {
      if (row.gzip < 20) continue;
      console.log(`${kb(row.bytes)} ${kb(row.gzip)}  ${row.source}  (${row.chunk})`);
    }
  }
  console.log(`\nTotal JS gzip: ${kb(totals.floor + totals.app)} KB = floor ${kb(totals.floor)} + app ${kb(totals.app)}`);
}

/** Minified bytes per source file, from the map's segments (a segment runs to the next one). */
function bytesPerSource(code, map) {
  const name = (index) => {
    const source = index === undefined ? "(no source)" : map.sources[index];
    const absolute = join(ASSETS, map.sourceRoot ?? "", source);
    const rel = relative(ROOT, absolute);
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(rel);
    return pkg ? `npm:${pkg[1]}` : rel;
  };
  const counts = new Map();
  const add = (source, bytes) => counts.set(source, (counts.get(source) ?? 0) + bytes);
  const lines = code.split("\n");
  let sourceIndex = 0;
  map.mappings.split(";").forEach((line, lineNo) => {
    const text = lines[lineNo] ?? "";
    let column = 0;
    let previous = { column: 0, source: undefined };
    for (const segment of line ? line.split(",") : []) {
      const fields = decodeVlq(segment);
      column += fields[0];
      if (fields.length > 1) sourceIndex += fields[1];
      add(name(previous.source), Buffer.byteLength(text.slice(previous.column, column)));
      previous = { column, source: fields.length > 1 ? sourceIndex : undefined };
    }
    add(name(previous.source), Buffer.byteLength(text.slice(previous.column)) + 1);
  });
  return counts;
}

function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = VLQ_DIGITS.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}
