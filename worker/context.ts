/**
 * The per-request AppContext: built once by hono middleware, read by hono handlers (`c.var.app`)
 * and by Remix loaders/actions (`context.app`). Domain functions take the slice of it they read (db,
 * env, providers) and, when they need the member's day, his scope (`member()`); they never read
 * globals. See docs/decisions/003-request-context.md.
 */
import { suspensionActive } from "../app/kernel/admin/users";
import { createAuth, type Auth } from "./auth/auth.server";
import { createDb, type Database } from "./db/client";
import { requestCountedD1, type RoundTripCounter } from "./db/round-trips";
import type { Env } from "./env";
import { type PageReadWithSession, type ReadsWithSession, type ReadWithSession, readsRidingWith } from "./auth/reads-with-session";
import { lookUpSession } from "./auth/session-lookup.server";
import type { Preparable } from "./db/prepared-batch";
import { todaysReadsWithSession } from "./domain/today.server";
import type { MemberBasics } from "./domain/member-basics.server";
import { memberScope, type MemberScope } from "./domain/member-scope.server";
import { outlivedAbsoluteLifetime } from "./domain/sessions.server";
import type { Profile } from "./domain/profiles.server";
import { storedOrComposed, type DevotionalSource } from "./domain/todays-devotional.server";
import { createEmailProvider, type EmailProvider } from "./providers/email";
import { devotionalSourceFor } from "./test-faults";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** He followed the link mailed to his address (docs/decisions/021-email-verification.md). */
  emailVerified: boolean;
  role: "user" | "admin";
}

export interface Providers {
  /** Chosen once per origin by createEmailProvider (worker/providers/email.ts). */
  email: EmailProvider;
  /** Today's devotional, stored or composed now; the e2e server's requests may ask for a fault (worker/test-faults.ts). */
  devotional: DevotionalSource;
}

export interface AppContext {
  env: Env;
  db: Database;
  requestId: string;
  /** Nonce for this response's inline scripts (Content-Security-Policy). */
  cspNonce: string;
  /** The origin the browser used for this request. */
  origin: string;
  auth: Auth;
  user: SessionUser | null;
  sessionId: string | null;
  /** The signed-in user's profile, read with his session (null for visitors). */
  profile(): Promise<Profile | null>;
  /**
   * The rows of `reads` when they rode with his session for this request's page
   * (worker/auth/reads-with-session.ts), with the instant their values were taken at; else null.
   */
  readWithSession<Items extends readonly [Preparable, ...Preparable[]]>(reads: ReadsWithSession<string, Items>): ReadWithSession<Items> | null;
  /**
   * The signed-in user's profile, subscription, usage rows and the free limits, read in the same D1
   * round trip as his session: the request's starting state (null for visitors). `profile()` is read from it.
   */
  memberBasics(): Promise<MemberBasics | null>;
  /**
   * The signed-in member's id, time zone, today and usage month, built from `memberBasics()` (no
   * round trip of its own) once per request (null for visitors). Domain functions that need
   * his day take this, not the context and a user id.
   */
  member(): Promise<MemberScope | null>;
  providers: Providers;
  /** Set-Cookie values the response must carry (e.g. a session better-auth just refreshed). */
  responseCookies: string[];
  waitUntil(promise: Promise<unknown>): void;
  /** This request's D1 round trips so far (reported in Server-Timing; worker/db/round-trips.ts). */
  roundTrips: RoundTripCounter;
}

const authCache = new WeakMap<Env, Map<string, { db: Database; auth: Auth; email: EmailProvider }>>();

/**
 * One drizzle client and better-auth instance per isolate and origin (env is stable per isolate),
 * on the D1 binding that counts each request's round trips.
 */
function authFor(env: Env, origin: string) {
  let byOrigin = authCache.get(env);
  if (!byOrigin) authCache.set(env, (byOrigin = new Map()));
  let entry = byOrigin.get(origin);
  if (!entry) {
    const db = createDb(requestCountedD1(env.DB));
    const email = createEmailProvider(env, db, origin);
    entry = { db, email, auth: createAuth({ env, db, origin, email }) };
    byOrigin.set(origin, entry);
  }
  return entry;
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** The pages whose reads travel in the session lookup's batch. */
const PAGES_READ_WITH_SESSION: readonly PageReadWithSession[] = [{ path: "/", routeId: "routes/_index", reads: todaysReadsWithSession }];

export async function buildAppContext(input: {
  env: Env;
  request: Request;
  requestId: string;
  cspNonce: string;
  waitUntil(promise: Promise<unknown>): void;
  /** The counter the request runs under (`countingRoundTrips` in worker/index.ts). */
  roundTrips: RoundTripCounter;
}): Promise<AppContext> {
  const { env, request } = input;
  const origin = env.APP_URL ?? new URL(request.url).origin;
  const { db, auth, email } = authFor(env, origin);
  const context: AppContext = {
    ...input,
    db,
    origin,
    auth,
    user: null,
    sessionId: null,
    profile: () => Promise.resolve(null),
    readWithSession: () => null,
    memberBasics: () => Promise.resolve(null),
    member: () => Promise.resolve(null),
    providers: { email, devotional: devotionalSourceFor(env, request, storedOrComposed) },
    responseCookies: [],
  };
  // Only requests that carry a session cookie pay for a session lookup: one D1 round trip that
  // brings his basics too (worker/auth/session-lookup.server.ts).
  if (SESSION_COOKIE.test(request.headers.get("cookie") ?? "")) {
    // His today is worked out at the instant his session and his page's reads were read.
    const now = new Date();
    const pageReads = readsRidingWith(request, PAGES_READ_WITH_SESSION);
    const { found, setCookies, pageRows } = await lookUpSession(auth, db, request.headers, now, pageReads);
    context.roundTrips.sessionTrips = context.roundTrips.trips;
    context.responseCookies = setCookies;
    if (found && outlivedAbsoluteLifetime(found.session.createdAt)) {
      // Refused for this request and every later one, better-auth's own routes included.
      const { headers: cleared } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
      context.responseCookies = cleared.getSetCookie();
    } else if (found) {
      context.user = {
        id: found.user.id,
        email: found.user.email,
        name: found.user.name,
        emailVerified: found.user.emailVerified,
        role: isAdmin(env, found.user, found.user.role) ? "admin" : "user",
      };
      context.sessionId = found.session.id;
      const { basics } = found;
      const userId = found.user.id;
      context.memberBasics = () => Promise.resolve(basics);
      context.profile = () => Promise.resolve(basics.profile);
      let scope: Promise<MemberScope> | undefined;
      context.member = () => (scope ??= Promise.resolve(memberScope(userId, basics.profile, now)));
      context.readWithSession = (reads) => (pageRows && reads.page === pageReads?.page ? { rows: pageRows as never, at: now } : null);
      // A suspended administrator is refused by every admin guard like any member.
      if (context.user.role === "admin" && suspensionActive(basics.profile)) context.user.role = "user";
    }
  }
  return context;
}

/**
 * The role column (set by `npm run make-admin`) makes an admin; ADMIN_EMAILS does only for an address
 * its owner has verified, so signing up first with a listed address gains nothing.
 */
function isAdmin(env: Env, { email, emailVerified }: { email: string; emailVerified: boolean }, role: string | undefined) {
  if (role === "admin") return true;
  if (!emailVerified) return false;
  const admins = (env.ADMIN_EMAILS ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return admins.includes(email.toLowerCase());
}
