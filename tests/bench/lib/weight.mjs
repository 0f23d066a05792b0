/**
 * First-load weight of a page: the JavaScript and CSS a browser fetches before the page is
 * interactive, gzip level 9, as served by the running worker.
 *
 * JS: <link rel="modulepreload" href>, <script type="module" src>, static `import … from "…"` /
 * `import "…"` and `import("…")` inside inline <script type="module"> (Remix's route modules and
 * entry.client; with lazy route discovery the manifest is inlined, not an /assets/manifest-*.js
 * file), then static imports inside those files, transitively (never their dynamic imports: those
 * are lazy). CSS: <link rel="stylesheet" href>.
 *
 * The framework floor is entry.client and its static imports, transitively (React, React DOM,
 * Remix): what every page loads whatever it renders. What a page loads beyond it is the app's.
 */
import { gzipSync } from "node:zlib";

const attr = (tag, name) => {
  const match = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"));
  return match ? match[1] ?? match[2] ?? match[3] : null;
};

/** Module specifiers statically imported by a piece of (possibly minified) JS. */
function staticImports(code) {
  const found = [];
  for (const m of code.matchAll(/\bimport\s*(?:[\w*${}\s,]+?\s*from\s*)?["']([^"']+)["']/g)) found.push(m[1]);
  for (const m of code.matchAll(/\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g)) found.push(m[1]);
  return found;
}

const dynamicImports = (code) => [...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]);

export function parseFirstLoad(html) {
  const js = new Set();
  const css = new Set();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    const href = attr(tag, "href");
    if (!href) continue;
    if (rel.includes("modulepreload")) js.add(href);
    if (rel.includes("stylesheet")) css.add(href);
  }
  for (const [, openTag, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if ((attr(openTag, "type") ?? "").toLowerCase() !== "module") continue;
    const src = attr(openTag, "src");
    if (src) js.add(src);
    else for (const spec of [...staticImports(body), ...dynamicImports(body)]) js.add(spec);
  }
  return { js: [...js], css: [...css] };
}

const gzipCache = new Map();

async function fetchGzipped(absoluteUrl) {
  if (!gzipCache.has(absoluteUrl)) {
    gzipCache.set(
      absoluteUrl,
      (async () => {
        const response = await fetch(absoluteUrl);
        if (!response.ok) throw new Error(`GET ${absoluteUrl} answered ${response.status}`);
        const bytes = Buffer.from(await response.arrayBuffer());
        return { text: bytes.toString("utf8"), gzip: gzipSync(bytes, { level: 9 }).length };
      })()
    );
  }
  return gzipCache.get(absoluteUrl);
}

/**
 * Measures the page at `pageUrl` (already fetched as `html`). Returns
 * { jsBytes, floorBytes, cssBytes, files, scripts[], notes[] }; scripts are the JS files counted ({ url, gzip,
 * text }); notes name chunks found only by following imports, files on other origins (not fetched,
 * not counted) and imports that did not resolve.
 */
export async function measureFirstLoad(pageUrl, html) {
  const { js, css } = parseFirstLoad(html);
  const origin = new URL(pageUrl).origin;
  const notes = [];
  const external = new Set();
  const local = (specs, base) => {
    const urls = [];
    for (const spec of specs) {
      const url = new URL(spec, base);
      if (url.origin === origin) urls.push(url.href);
      else external.add(url.href);
    }
    return urls;
  };

  const jsUrls = new Set(local(js, pageUrl));
  const declared = new Set(jsUrls);
  const queue = [...jsUrls];
  let jsBytes = 0;
  let jsFiles = 0;
  const scripts = [];
  while (queue.length) {
    const next = queue.shift();
    let file;
    try {
      file = await fetchGzipped(next);
    } catch (error) {
      if (declared.has(next)) throw error; // the page itself points at it: a real breakage
      notes.push(`import not fetched (${error.message})`);
      continue;
    }
    jsBytes += file.gzip;
    jsFiles += 1;
    scripts.push({ url: next, gzip: file.gzip, text: file.text });
    if (!declared.has(next)) notes.push(`${new URL(next).pathname} is imported but not modulepreloaded`);
    // Bare specifiers cannot load in a browser without an import map; only follow URLs and paths.
    const specs = staticImports(file.text).filter((spec) => /^(\.{0,2}\/|https?:)/.test(spec));
    for (const dependency of local(specs, next)) {
      if (!jsUrls.has(dependency)) {
        jsUrls.add(dependency);
        queue.push(dependency);
      }
    }
  }
  const floorBytes = await staticClosureBytes(
    [...jsUrls].filter((url) => /\/entry\.client-[^/]*\.js$/.test(url)),
    (url, specs) => local(specs, url)
  );
  let cssBytes = 0;
  const cssUrls = local(css, pageUrl);
  for (const url of new Set(cssUrls)) cssBytes += (await fetchGzipped(url)).gzip;
  for (const url of external) notes.push(`${url} is on another origin (not counted)`);
  return { jsBytes, floorBytes, cssBytes, files: jsFiles + new Set(cssUrls).size, scripts, notes };
}

/** Gzip bytes of `roots` and everything they import statically (each file once). */
async function staticClosureBytes(roots, resolve) {
  const seen = new Set(roots);
  const queue = [...roots];
  let bytes = 0;
  while (queue.length) {
    const url = queue.shift();
    const file = await fetchGzipped(url);
    bytes += file.gzip;
    for (const dependency of resolve(url, staticImports(file.text).filter((spec) => /^\.{0,2}\//.test(spec)))) {
      if (!seen.has(dependency)) {
        seen.add(dependency);
        queue.push(dependency);
      }
    }
  }
  return bytes;
}
