import { sql, type SQL } from "drizzle-orm";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";

/**
 * Case-insensitive substring match of a column. `instr`, not LIKE: D1 refuses LIKE patterns over
 * 50 bytes ("LIKE or GLOB pattern too complex"), and `instr` has no wildcards, so a `%` or `_` a man
 * types is just a character. SQLite's lower() folds ASCII only (as LIKE does); both sides go
 * through it, so a word typed as written always finds itself.
 */
export const containsText = (column: AnySQLiteColumn, text: string): SQL => sql`instr(lower(${column}), lower(${text})) > 0`;
