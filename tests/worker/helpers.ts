import { env, SELF } from "cloudflare:test";
import { createAuth } from "../../worker/auth/auth.server";
import { createDb } from "../../worker/db/client";
import { createOutboxEmailProvider } from "../../worker/providers/email";
import { buildUserSeed, createUser, type UserSeed } from "../../worker/seed/factories";

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

export function request(path: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  // Remix checks a form post's Origin against Host, as a browser's request would carry both.
  headers.set("Host", new URL(ORIGIN).host);
  if (init.cookie) headers.set("Cookie", init.cookie);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  }
  return SELF.fetch(`${ORIGIN}${path}`, { ...init, headers, body, redirect: "manual" });
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
