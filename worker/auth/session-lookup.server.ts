/**
 * Who a request belongs to, and his basics, in ONE D1 round trip. better-auth's getSession reads
 * the session, then its user (two round trips), and the member's basics would be a third; here the
 * worker checks the signed session cookie itself, exactly as better-auth does (its cookie name,
 * `__Secure-` prefix included, and its secret), and one batch reads the session joined with its user
 * together with his profile, subscription, usage and limits, keyed by the token in SQL.
 *
 * What getSession does besides, a member would notice, stays:
 * - a session used once `updateAge` has passed since its last extension is extended and its cookie
 *   re-set, with better-auth's own write (one more round trip, about once a day per device);
 * - a "don't remember me" session is never extended (it ends with the browser);
 * - a forged cookie is nobody's, without a round trip;
 * - a session that is gone or expired is handed to getSession itself, which clears the cookie and
 *   deletes the expired row — a rare request that may pay its round trips.
 * Nothing about a session's validity is kept beyond the request: a revoked session is refused at once.
 * If better-auth is ever configured to keep sessions anywhere but the database (cookie cache,
 * secondary storage, deferred refresh), every lookup goes through getSession instead.
 */
import type { BetterAuthOptions } from "better-auth";
import { eq, type Placeholder, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type Bindable, preparedBatch } from "../db/prepared-batch";
import { session, user } from "../db/schema";
import {
  memberBasicsFrom,
  memberBasicsStatements,
  monthsInAnyTimeZone,
  readMemberBasics,
  type MemberBasics,
} from "../domain/member-basics.server";
import type { Auth } from "./auth.server";
import type { AnyReadsWithSession } from "./reads-with-session";
import { signedSetCookie, signingKey, verifiedCookieValue } from "./signed-cookie";

export interface SignedInSession {
  session: { id: string; createdAt: Date };
  user: { id: string; email: string; name: string; emailVerified: boolean; role: string | undefined };
  /** His basics, read with the session. */
  basics: MemberBasics;
}

export interface SessionLookup {
  found: SignedInSession | null;
  /** Set-Cookie values for the response: an extended session's cookie, or a refused one's clearing. */
  setCookies: string[];
  /** The rows of the page's reads that rode with the session, beside a session found valid; else null. */
  pageRows: unknown[] | null;
}

const NOBODY: SessionLookup = { found: null, setCookies: [], pageRows: null };

/** True while better-auth keeps sessions only in D1, so reading the row is what getSession does. */
function sessionsLiveInTheDatabase(options: BetterAuthOptions): boolean {
  const { session: config } = options;
  return !options.secondaryStorage && !config?.cookieCache?.enabled && !config?.deferSessionRefresh && !config?.disableSessionRefresh;
}

const LOOKUP_SLOTS = ["token", "earlierMonth", "laterMonth"] as const;
type LookupSlots = { readonly [name in (typeof LOOKUP_SLOTS)[number]]: Placeholder<name> };

const userOfToken = (token: Placeholder) => sql`(select ${session.userId} from ${session} where ${session.token} = ${token})`;

/**
 * The session joined with its user, and his basics keyed by the same token in SQL. His usage rows
 * are read for both months some time zone is in; when every zone is in the same month the two are equal.
 */
function lookupStatements(db: Database, { token, earlierMonth, laterMonth }: LookupSlots) {
  return [
    // Every column under its own name: D1 answers a batch's rows as objects, so two columns named
    // alike (session.id and user.id) would collapse into one. His id is the session's user_id.
    db
      .select({
        session: { id: session.id, createdAt: session.createdAt, expiresAt: session.expiresAt },
        user: { id: session.userId, email: user.email, name: user.name, emailVerified: user.emailVerified, role: user.role },
      })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(eq(session.token, token))
      .limit(1),
    ...memberBasicsStatements(db, userOfToken(token), [earlierMonth, laterMonth]),
  ] as const;
}

/** The lookup alone, built once per isolate (the token and the months bound per request). */
const sessionAndBasics = preparedBatch(LOOKUP_SLOTS, lookupStatements);

type LookupRows = Awaited<ReturnType<typeof sessionAndBasics>>;
/** Where a page's rows begin in a batch that carries them (typed as the lookup's length, so the compiler keeps it true). */
const LOOKUP_STATEMENTS: LookupRows["length"] = 5;

/** The lookup with a page's reads after it, one batch per page's reads, built once per isolate. */
const lookupWithPageReads = new WeakMap<AnyReadsWithSession, (db: Database, values: Record<string, Bindable>) => Promise<unknown[]>>();

function sessionBasicsAndPageReads(reads: AnyReadsWithSession) {
  let batch = lookupWithPageReads.get(reads);
  if (!batch) {
    const clash = reads.slots.find((slot: string) => (LOOKUP_SLOTS as readonly string[]).includes(slot));
    if (clash) throw new Error(`A page's reads may not name a slot "${clash}": the session lookup binds it.`);
    batch = preparedBatch([...LOOKUP_SLOTS, ...reads.slots], (db, slots) => [
      ...lookupStatements(db, slots as LookupSlots),
      ...reads.statements(db, userOfToken(slots.token), slots),
    ]);
    lookupWithPageReads.set(reads, batch);
  }
  return batch;
}

/** The lookup's rows, and the page's after them when it had reads riding. */
async function readSession(db: Database, values: { token: string; earlierMonth: string; laterMonth: string }, pageReads: AnyReadsWithSession | null, now: Date) {
  if (!pageReads) return { lookup: await sessionAndBasics(db, values), pageRows: null };
  const rows = await sessionBasicsAndPageReads(pageReads)(db, { ...values, ...pageReads.values(now) });
  return { lookup: rows.slice(0, LOOKUP_STATEMENTS) as unknown as LookupRows, pageRows: rows.slice(LOOKUP_STATEMENTS) };
}

/**
 * Who the request belongs to. `pageReads`, when the page has reads riding with the session, are
 * sent in the same batch with their values taken at `now`; their rows come back only beside a
 * session this batch found valid.
 */
export async function lookUpSession(auth: Auth, db: Database, headers: Headers, now = new Date(), pageReads: AnyReadsWithSession | null = null): Promise<SessionLookup> {
  const context = await auth.$context;
  if (!sessionsLiveInTheDatabase(context.options)) return lookUpThroughBetterAuth(auth, db, headers);
  const cookies = headers.get("cookie") ?? "";
  const key = await signingKey(context.secret);
  const { sessionToken, dontRememberToken } = context.authCookies;
  const token = await verifiedCookieValue(cookies, sessionToken.name, key);
  if (!token) return NOBODY;

  const months = monthsInAnyTimeZone(now);
  const { lookup, pageRows } = await readSession(db, { token, earlierMonth: months[0]!, laterMonth: months.at(-1)! }, pageReads, now);
  const [rows, ...basicsRows] = lookup;
  const row = rows[0];
  if (!row || row.session.expiresAt < now) return lookUpThroughBetterAuth(auth, db, headers);
  const found: SignedInSession = { session: row.session, user: row.user, basics: memberBasicsFrom(basicsRows, months) };

  // better-auth's rule: extend once `updateAge` has passed since the last extension, unless he asked
  // not to be remembered.
  const { expiresIn, updateAge } = context.sessionConfig;
  const due = row.session.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now.getTime();
  if (!due || (await verifiedCookieValue(cookies, dontRememberToken.name, key))) return { found, setCookies: [], pageRows };
  const extended = await context.internalAdapter.updateSession(token, {
    expiresAt: new Date(now.getTime() + expiresIn * 1000),
    updatedAt: now,
  });
  if (!extended) return lookUpThroughBetterAuth(auth, db, headers);
  const cookie = await signedSetCookie(sessionToken.name, token, key, { ...sessionToken.attributes, maxAge: expiresIn });
  return { found, setCookies: [cookie], pageRows };
}

/** better-auth's own getSession, then his basics: the path for what the one-batch read does not decide. */
async function lookUpThroughBetterAuth(auth: Auth, db: Database, headers: Headers): Promise<SessionLookup> {
  const { headers: answered, response } = await auth.api.getSession({ headers, returnHeaders: true });
  const setCookies = answered.getSetCookie();
  if (!response) return { ...NOBODY, setCookies };
  const { session: found, user: member } = response;
  const role = (member as { role?: string }).role;
  return { found: { session: found, user: { ...member, role }, basics: await readMemberBasics(db, member.id) }, setCookies, pageRows: null };
}
