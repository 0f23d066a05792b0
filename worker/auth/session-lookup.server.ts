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
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { preparedBatch } from "../db/prepared-batch";
import { session, user } from "../db/schema";
import {
  memberBasicsFrom,
  memberBasicsStatements,
  monthsInAnyTimeZone,
  readMemberBasics,
  type MemberBasics,
} from "../domain/member-basics.server";
import type { Auth } from "./auth.server";
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
}

const NOBODY: SessionLookup = { found: null, setCookies: [] };

/** True while better-auth keeps sessions only in D1, so reading the row is what getSession does. */
function sessionsLiveInTheDatabase(options: BetterAuthOptions): boolean {
  const { session: config } = options;
  return !options.secondaryStorage && !config?.cookieCache?.enabled && !config?.deferSessionRefresh && !config?.disableSessionRefresh;
}

/**
 * The session joined with its user, and his basics keyed by the same token in SQL, as one batch
 * built once per isolate (the token and the months bound per request). His usage rows are read for
 * both months some time zone is in; when every zone is in the same month the two are equal.
 */
const sessionAndBasics = preparedBatch(["token", "earlierMonth", "laterMonth"], (db, { token, earlierMonth, laterMonth }) => {
  const userOfToken = sql`(select ${session.userId} from ${session} where ${session.token} = ${token})`;
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
    ...memberBasicsStatements(db, userOfToken, [earlierMonth, laterMonth]),
  ] as const;
});

export async function lookUpSession(auth: Auth, db: Database, headers: Headers, now = new Date()): Promise<SessionLookup> {
  const context = await auth.$context;
  if (!sessionsLiveInTheDatabase(context.options)) return lookUpThroughBetterAuth(auth, db, headers);
  const cookies = headers.get("cookie") ?? "";
  const key = await signingKey(context.secret);
  const { sessionToken, dontRememberToken } = context.authCookies;
  const token = await verifiedCookieValue(cookies, sessionToken.name, key);
  if (!token) return NOBODY;

  const months = monthsInAnyTimeZone(now);
  const [rows, ...basicsRows] = await sessionAndBasics(db, { token, earlierMonth: months[0]!, laterMonth: months.at(-1)! });
  const row = rows[0];
  if (!row || row.session.expiresAt < now) return lookUpThroughBetterAuth(auth, db, headers);
  const found: SignedInSession = { session: row.session, user: row.user, basics: memberBasicsFrom(basicsRows, months) };

  // better-auth's rule: extend once `updateAge` has passed since the last extension, unless he asked
  // not to be remembered.
  const { expiresIn, updateAge } = context.sessionConfig;
  const due = row.session.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now.getTime();
  if (!due || (await verifiedCookieValue(cookies, dontRememberToken.name, key))) return { found, setCookies: [] };
  const extended = await context.internalAdapter.updateSession(token, {
    expiresAt: new Date(now.getTime() + expiresIn * 1000),
    updatedAt: now,
  });
  if (!extended) return lookUpThroughBetterAuth(auth, db, headers);
  const cookie = await signedSetCookie(sessionToken.name, token, key, { ...sessionToken.attributes, maxAge: expiresIn });
  return { found, setCookies: [cookie] };
}

/** better-auth's own getSession, then his basics: the path for what the one-batch read does not decide. */
async function lookUpThroughBetterAuth(auth: Auth, db: Database, headers: Headers): Promise<SessionLookup> {
  const { headers: answered, response } = await auth.api.getSession({ headers, returnHeaders: true });
  const setCookies = answered.getSetCookie();
  if (!response) return { ...NOBODY, setCookies };
  const { session: found, user: member } = response;
  const role = (member as { role?: string }).role;
  return { found: { session: found, user: { ...member, role }, basics: await readMemberBasics(db, member.id) }, setCookies };
}
