import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { createAuth } from "../../worker/auth/auth.server";
import { eq } from "drizzle-orm";
import { hc, type ClientResponse } from "hono/client";
import { buildAppContext, type AppContext } from "../../worker/context";
import { createDb, type Database } from "../../worker/db/client";
import { profiles, user } from "../../worker/db/schema";
import { memberScope, type MemberScope } from "../../worker/domain/member-scope.server";
import { getProfile } from "../../worker/domain/profiles.server";
import type { Env } from "../../worker/env";
import worker from "../../worker/index";
import { createOutboxEmailProvider } from "../../worker/providers/email";
import type { PublicApi } from "../../worker/routes/public-api";
import { buildUserSeed, createUser, type UserSeed } from "../../worker/seed/factories";
import { OPENAI_FAKE_CONTROL, type ScriptedAnswer } from "../fakes/openai";

export const ORIGIN = "http://localhost";

export function testDb() {
  return createDb(env.DB);
}

/**
 * A member's scope as a request would build it (`app.member()`), from his profile as it is now in
 * D1 — so a test that changes his zone builds it again, as his next request would — at `now`.
 */
export async function memberScopeFor(userId: string, { now = new Date(), db = testDb() }: { now?: Date; db?: Database } = {}): Promise<MemberScope> {
  return memberScope(userId, await getProfile(db, userId), now);
}

/** What domain functions read from the request besides the member's scope: D1, env and a request id for logs. */
export function domainContext(db = testDb(), vars: Partial<Env> = {}): Pick<AppContext, "db" | "env" | "requestId"> {
  return { db, env: { ...env, ...vars } as Env, requestId: "test" };
}

/**
 * The whole AppContext the worker builds for a GET of `path` (Today unless told) from ORIGIN (a
 * visitor's unless `cookie` signs it in), with `vars` over the test env: for domain functions that take all of it.
 */
export function requestContext({ vars = {}, cookie, path = "/" }: { vars?: Partial<Env>; cookie?: string; path?: string } = {}): Promise<AppContext> {
  return buildAppContext({
    env: { ...env, ...vars } as Env,
    request: new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }),
    requestId: "test",
    cspNonce: "test",
    waitUntil: () => {},
    roundTrips: { trips: 0, sessionTrips: 0 },
  });
}

/** Creates a user through better-auth's real sign-up and returns its session cookie. */
export async function signUp(overrides: Partial<UserSeed> = {}) {
  const db = testDb();
  const auth = createAuth({ env, db, origin: ORIGIN, email: createOutboxEmailProvider(db) });
  return createUser({ db, auth }, buildUserSeed(overrides));
}

/**
 * An administrator suspended for a day by a direct write that leaves his session alive: every admin
 * page and action must still refuse him, whatever path suspended him.
 */
export async function signUpSuspendedAdmin() {
  const admin = await signUp({ role: "admin", emailVerified: true });
  await testDb()
    .update(profiles)
    .set({ suspended_at: new Date(), suspended_until: new Date(Date.now() + 24 * 60 * 60 * 1000), suspension_reason: "Spam" })
    .where(eq(profiles.id, admin.id));
  return admin;
}

/** What the onboarding pages leave behind for a member who signed up through the /auth form. */
export async function finishOnboarding(email: string) {
  const db = testDb();
  const member = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).get();
  if (!member) throw new Error(`No member with the email ${email}.`);
  await db.update(profiles).set({ focus: ["Work"], onboarding_completed_at: new Date() }).where(eq(profiles.id, member.id));
  return member.id;
}

export type RequestOptions = RequestInit & { cookie?: string; json?: unknown };

function requestInit(init: RequestOptions, origin = ORIGIN): RequestInit {
  const headers = new Headers(init.headers);
  // A browser names the page's origin on every request but GET and HEAD (and Remix checks a form
  // post's Origin against Host); a test that plays another site sets its own Origin.
  headers.set("Host", new URL(origin).host);
  const method = (init.method ?? "GET").toUpperCase();
  if (method !== "GET" && method !== "HEAD" && !headers.has("Origin")) headers.set("Origin", origin);
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
 * The JSON API through hono's typed client, as the browser calls it (app/browser/api-client.ts):
 * a request's input and its answer's JSON are the routes' own types. Each call goes the way
 * `request()` sends one (the page's Origin on every write, Host, no redirect following), signed in
 * with `cookie` when given, through the whole worker with `vars` over the test env when given.
 */
export function apiClient(cookie?: string, { vars, headers }: { vars?: Partial<Env>; headers?: Record<string, string> } = {}) {
  return hc<PublicApi>(`${ORIGIN}/api`, {
    headers,
    fetch: (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = input instanceof Request ? input.url : String(input);
      return vars ? requestWithEnv(url, vars, { ...init, cookie }) : SELF.fetch(url, requestInit({ ...init, cookie }));
    },
  });
}

/** A typed call's JSON when it succeeded: its answers' shapes less its refusals' `{ error }`. */
export type OkJson<R> = Exclude<R extends ClientResponse<infer T> ? T : never, { error: string }>;

/** The JSON of a typed call that must have succeeded; a refusal fails the test with its status and body. */
export async function okJson<R extends ClientResponse<unknown>>(call: R | Promise<R>): Promise<OkJson<R>> {
  const response = await call;
  const body = await response.json();
  if (!response.ok) throw new Error(`Expected a success, got ${response.status}: ${JSON.stringify(body)}`);
  return body as OkJson<R>;
}

let ipSequence = 0;

/**
 * A browser's form post (a document post, no JavaScript): urlencoded fields, its Origin, and a client
 * IP of its own, so better-auth's per-IP limits never leak between tests.
 */
export function formPost(
  fields: Record<string, string>,
  { cookie, origin = ORIGIN }: { cookie?: string; origin?: string } = {},
): RequestOptions {
  return {
    method: "POST",
    cookie,
    headers: {
      Origin: origin,
      "Content-Type": "application/x-www-form-urlencoded",
      "cf-connecting-ip": `203.0.113.${(++ipSequence % 250) + 1}`,
    },
    body: new URLSearchParams(fields).toString(),
  };
}

const ENTITIES: Record<string, string> = { "&#x27;": "'", "&quot;": '"', "&amp;": "&", "&lt;": "<", "&gt;": ">" };

/** What a person reads on a page: its text outside scripts and tags, entities decoded. */
export async function pageText(response: Response) {
  return (await response.text())
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;|&quot;|&amp;|&lt;|&gt;/g, (entity) => ENTITIES[entity]!)
    .replace(/\s+/g, " ");
}

/** The flash toast a redirect carries: Remix keeps it in a cookie as base64 of the JSON-encoded value. */
export function flashToast(response: Response): { title: string; description?: string } | null {
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith("shepherd_toast="));
  if (!set) return null;
  const bytes = Uint8Array.from(atob(decodeURIComponent(set.slice("shepherd_toast=".length).split(";")[0]!)), (char) => char.charCodeAt(0));
  return JSON.parse(JSON.parse(new TextDecoder().decode(bytes)));
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
  const providerVars = envFor(key);
  const calls = async () => (await (await fetch(`${OPENAI_FAKE_CONTROL}/__calls?key=${key}`)).json()) as Call[];
  const call = (path: string, init: RequestOptions = {}) => requestWithEnv(`${ORIGIN}${path}`, providerVars, init);
  /** The typed client (`apiClient`) for this provider's env, signed in with `cookie` when given. */
  const client = (cookie?: string) => apiClient(cookie, { vars: providerVars });
  return { key, env: { ...env, ...providerVars } as Env, calls, call, client };
}

/**
 * A request to any URL through the whole worker with these variables over the test env (a
 * provider's key, or a deployment's APP_URL); its Host is the URL's, as a browser's would be.
 */
export async function requestWithEnv(url: string, vars: Partial<Env>, init: RequestOptions = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url, requestInit(init, new URL(url).origin)), { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
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
