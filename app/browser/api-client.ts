/**
 * The JSON API as the browser calls it: hono's typed client over the worker's page-facing routes
 * (worker/routes/public-api.ts). A request's body, query and path are the routes' own zod input
 * types and an answer's JSON is what the route returns, so a caller that sends the wrong shape does
 * not compile. Only the type crosses from the worker (`import type`, erased from the bundle); it
 * resolves to the worker project's emitted declarations, through tsconfig.app.json's reference.
 */
import type { ClientResponse, hc } from "hono/client";
import type { PublicApi } from "../../worker/routes/public-api";

type Client = ReturnType<typeof hc<PublicApi>>;

let loading: Promise<Client> | undefined;
let loaded: Client | undefined;

/**
 * Every call is made after a page is up (a click, an effect), so hono's client is fetched with the
 * first call rather than with every page's first load. A path such as `apiClient.flocks[":flockId"]`
 * is recorded; calling its method makes the same call on the real client — at once when it is
 * loaded (so a request sent as the page leaves, with keepalive, still goes out in the same task),
 * else once it has loaded.
 */
function lazyPath(path: string[]): unknown {
  const call = (client: Client, args: unknown[]) => {
    const method = path.reduce<unknown>((target, key) => (target as Record<string, unknown>)[key], client);
    return (method as (...callArgs: unknown[]) => unknown)(...args);
  };
  return new Proxy(() => undefined, {
    // "then": a path is never a promise, so awaiting one (or returning it from an async function) stays inert.
    get: (_, key) => (typeof key !== "string" || key === "then" ? undefined : lazyPath([...path, key])),
    apply: (_, __, args: unknown[]) => {
      if (loaded) return call(loaded, args);
      loading ??= import("hono/client").then(({ hc: create }) => {
        loaded = create<PublicApi>("/api");
        return loaded;
      });
      return loading.then((client) => call(client, args));
    },
  });
}

export const apiClient = lazyPath([]) as Client;

/** A call's outcome: its JSON when it succeeded; else its status (0: no answer) and the server's message and title. */
export type ApiAnswer<T> = { ok: true; data: T } | { ok: false; status: number; error: string | null; title: string | null };

/** A typed call's JSON (each of its answers'), less the `{ error }` shapes of its refusals. */
type Success<R> = Exclude<R extends ClientResponse<infer T> ? T : never, { error: string }>;

/** Waits for a typed call and reads its answer; never throws (a network failure is status 0). */
export async function answerOf<R extends ClientResponse<unknown>>(call: Promise<R>): Promise<ApiAnswer<Success<R>>> {
  let response: R;
  try {
    response = await call;
  } catch {
    return { ok: false, status: 0, error: null, title: null };
  }
  const payload = (await response.json().catch(() => null)) as { error?: unknown; title?: unknown } | null;
  if (response.ok) return { ok: true, data: payload as Success<R> };
  return {
    ok: false,
    status: response.status,
    error: typeof payload?.error === "string" ? payload.error : null,
    title: typeof payload?.title === "string" ? payload.title : null,
  };
}
