/**
 * A hot batch whose statements are built once per isolate. drizzle builds a query's SQL text anew
 * each time it runs — walking the builder, checking every entity, joining strings — and for the
 * session lookup and Today's batch that was a visible share of a signed-in page's CPU. A batch made
 * here is built on its first use with `sql.placeholder`s where a request's values go; each
 * statement's SQL text, its parameters in order and drizzle's mapper of its rows are kept, and each
 * request binds its values and sends the same one batch (one D1 round trip, like `db.batch`).
 *
 * Only statement text is kept: every request reads its rows afresh, so nothing the database says —
 * a session revoked a moment ago — outlives the request that read it. Statements are prepared on
 * the request's own D1 binding.
 */
import { fillPlaceholders, type Placeholder, sql } from "drizzle-orm";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { PreparedQueryConfig, SQLitePreparedQuery } from "drizzle-orm/sqlite-core";
import type { Database } from "./client";

type Prepared = SQLitePreparedQuery<PreparedQueryConfig>;
export type Preparable = BatchItem<"sqlite"> & { prepare(): Prepared };

/**
 * A request's value for a placeholder. A bare placeholder binds the value as it is; one that must
 * go through its column's encoder (a Date in a timestamp column) is written `sql.param(slot, column)`.
 */
export type Bindable = string | number | boolean | null | Date;

/**
 * `build` returns the batch's statements with `slots[name]` wherever a request's value goes; the
 * result runs it with `values` for every name. The batch's shape (which statements, how many
 * values in an IN list) must not depend on the request: a second shape is a second batch.
 */
export function preparedBatch<const Names extends string, Items extends readonly [Preparable, ...Preparable[]]>(
  names: readonly Names[],
  build: (db: Database, slots: { readonly [name in Names]: Placeholder<name> }) => Items,
): (db: Database, values: { readonly [name in Names]: Bindable }) => Promise<BatchResponse<Items>> {
  let statements: Prepared[] | undefined;
  return async (db, values) => {
    if (!statements) {
      const slots = Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as { [name in Names]: Placeholder<name> };
      statements = build(db, slots).map((item) => item.prepare());
    }
    const built = statements;
    const d1 = db.$client;
    const results = await d1.batch(
      built.map((statement) => {
        const query = statement.getQuery();
        return d1.prepare(query.sql).bind(...fillPlaceholders(query.params, values));
      }),
    );
    return results.map((result, index) => built[index]!.mapResult(result, true)) as BatchResponse<Items>;
  };
}
