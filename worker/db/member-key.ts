import type { Placeholder, SQL } from "drizzle-orm";

/**
 * A member's id where a statement filters on it: the id itself, a placeholder bound per request (a
 * batch built once, worker/db/prepared-batch.ts), or SQL that yields it — the user of a session
 * token — so his rows can be read in the same batch as his session (worker/auth/session-lookup.server.ts).
 */
export type MemberKey = string | Placeholder | SQL;
