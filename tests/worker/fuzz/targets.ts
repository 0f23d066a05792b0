/**
 * What the property-based pass aims at, read from the code rather than listed by hand: every hono
 * route of the worker (`app.routes`), every Remix route of the server build (its path, loader and
 * action), every better-auth endpoint (`auth.api`), and the query keys, form fields and intents the
 * source reads.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
// @ts-expect-error the server build exists only after `remix vite:build` (the worker tests import it).
import * as remixBuild from "../../../build/server/index.js";
import { app } from "../../../worker/index";
import type { Auth } from "../../../worker/auth/auth.server";

export type Target = { method: string; path: string; via: "hono" | "remix" | "better-auth" };

const WRITES = ["POST", "PUT", "PATCH", "DELETE"];

/** Ends the shared member's session (or account): the pass would go on as a visitor without saying so. */
const ENDS_THE_SESSION = /sign-out|revoke-|delete-user/;

const unique = (targets: Target[]) => [...new Map(targets.map((target) => [`${target.method} ${target.path}`, target])).values()];

/** Every hono route with a handler of its own (not middleware, not the catch-alls that hand on). */
export function honoTargets(): Target[] {
  return unique(
    app.routes
      .filter((route) => route.method !== "ALL" && !route.path.endsWith("*"))
      .map((route) => ({ method: route.method, path: route.path, via: "hono" as const })),
  );
}

/** Every Remix route: GET where it has a loader, POST where it has an action, by its full path. */
export function remixTargets(): Target[] {
  const routes = (remixBuild as unknown as ServerBuild).routes;
  const fullPath = (id: string): string => {
    const route = routes[id]!;
    const own = route.path ?? "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return [parent, own].filter(Boolean).join("/");
  };
  const targets: Target[] = [];
  for (const [id, route] of Object.entries(routes)) {
    const path = `/${fullPath(id)}`.replace(/\/+$/, "") || "/";
    if (ENDS_THE_SESSION.test(path)) continue;
    if (route.module.loader) targets.push({ method: "GET", path, via: "remix" });
    if (route.module.action) targets.push({ method: "POST", path, via: "remix" });
  }
  return unique(targets);
}

/** Every better-auth endpoint the server mounts at /api/auth, by its own path and methods. */
export function betterAuthTargets(auth: Auth): Target[] {
  const targets: Target[] = [];
  for (const endpoint of Object.values(auth.api) as { path?: string; options?: { method?: string | string[] } }[]) {
    if (typeof endpoint?.path !== "string" || ENDS_THE_SESSION.test(endpoint.path)) continue;
    const methods = [endpoint.options?.method ?? "GET"].flat().filter((method) => method === "GET" || WRITES.includes(method));
    for (const method of methods) targets.push({ method, path: `/api/auth${endpoint.path}`, via: "better-auth" });
  }
  return unique(targets);
}

/* ───────── names the code reads: query keys, form and JSON fields, form intents ───────── */

const sources = Object.values(
  import.meta.glob(["../../../app/**/*.{ts,tsx}", "../../../worker/**/*.ts", "!**/*.test.ts", "!**/worker/bible/**", "!**/worker/content/**"], {
    query: "?raw",
    import: "default",
    eager: true,
  }) as Record<string, string>,
).join("\n");

const harvest = (pattern: RegExp) => [...new Set([...sources.matchAll(pattern)].map((match) => match.slice(1).find(Boolean)!))].sort();

export const QUERY_KEYS = harvest(/(?:searchParams|params)\.get\("(\w+)"\)|c\.req\.query\("(\w+)"\)/g);
export const FIELD_NAMES = harvest(/name="(\w+)"|^\s+(\w+): z[.\s]|^\s+(\w+): \w+(?:Schema|Field)\b/gm);
const intentTables = [...sources.matchAll(/INTENTS = \{([^}]*)\}/g)].map((match) => match[1]).join("\n");
export const INTENTS = [
  ...new Set([...harvest(/intent"? value="([\w-]+)"|intent(?: ===|:) "([\w-]+)"/g), ...[...intentTables.matchAll(/"([\w-]+)"/g)].map((match) => match[1]!)]),
].sort();
