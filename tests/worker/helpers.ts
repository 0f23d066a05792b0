import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { createAuth } from "../../worker/auth/auth.server";
import { createDb } from "../../worker/db/client";
import type { Env } from "../../worker/env";
import worker from "../../worker/index";
import { createOutboxEmailProvider } from "../../worker/providers/email";
import { buildUserSeed, createUser, type UserSeed } from "../../worker/seed/factories";
import { OPENAI_FAKE_CONTROL, type ScriptedAnswer } from "../fakes/openai";

export const ORIGIN = "http://localhost";

export function testDb() {
  return createDb(env.DB);
}

/** Creates a user through better-auth's real sign-up and returns its session cookie. */
export async function signUp(overrides: Partial<UserSeed> = {}) {
  const db = testDb();
  const auth = createAuth({ env, db, origin: ORIGIN, email: createOutboxEmailProvider(db) });
  return createUser({ db, auth }, buildUserSeed(overrides));
}

export type RequestOptions = RequestInit & { cookie?: string; json?: unknown };

function requestInit(init: RequestOptions): RequestInit {
  const headers = new Headers(init.headers);
  // A browser names the page's origin on every request but GET and HEAD (and Remix checks a form
  // post's Origin against Host); a test that plays another site sets its own Origin.
  headers.set("Host", new URL(ORIGIN).host);
  const method = (init.method ?? "GET").toUpperCase();
  if (method !== "GET" && method !== "HEAD" && !headers.has("Origin")) headers.set("Origin", ORIGIN);
  if (init.cookie) headers.set("Cookie", init.cookie);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  }
  return { ...init, headers, body, redirect: "manual" };
}

export function request(path: string, init: RequestOptions = {}) {
  return SELF.fetch(`${ORIGIN}${path}`, requestInit(init));
}

/**
 * A provider test's own key in the OpenAI fake (tests/fakes/openai.ts) with `responses` queued for
 * it, the worker's env with that key switched on (`envFor`), the calls the fake received for it, and
 * `call`: a request through the whole worker (hono, better-auth, the gate) with that env. The
 * worker tests' env has no OpenAI key, so each provider test brings its own (its own answer queue).
 */
export async function fakeOpenAiProvider<Call>(responses: ScriptedAnswer[], envFor: (key: string) => Partial<Env>) {
  const key = `sk-test-${crypto.randomUUID()}`;
  const queued = await fetch(`${OPENAI_FAKE_CONTROL}/__script`, { method: "POST", body: JSON.stringify({ key, responses }) });
  if (queued.status !== 200) throw new Error(`The OpenAI fake refused the script: ${queued.status}`);
  const providerEnv: Env = { ...env, ...envFor(key) };
  const calls = async () => (await (await fetch(`${OPENAI_FAKE_CONTROL}/__calls?key=${key}`)).json()) as Call[];
  const call = async (path: string, init: RequestOptions = {}) => {
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request(`${ORIGIN}${path}`, requestInit(init)), providerEnv, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  };
  return { key, env: providerEnv, calls, call };
}

/** The cookie header after applying a response's Set-Cookie values to the one we had. */
export function nextCookie(previous: string, response: Response): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair]),
  );
  for (const setCookie of response.headers.getSetCookie()) {
    const pair = setCookie.split(";")[0]!;
    const name = pair.slice(0, pair.indexOf("="));
    if (/max-age=0/i.test(setCookie) || pair.endsWith("=")) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}
