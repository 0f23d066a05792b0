/**
 * INSERT … SELECT … FROM (VALUES …) WHERE <condition>: rows that are written only while the
 * condition holds when the statement runs. In a `db.batch()` this lets every write of a change
 * depend on the same check, so a refused change leaves nothing behind. Columns left out get their
 * defaults, as drizzle's own `values()` gives them.
 */
import { getTableColumns, is, SQL, sql, type SQLChunk } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "./client";

function valueFor(column: SQLiteColumn, value: unknown): SQLChunk {
  if (value !== undefined) return sql.param(value, column);
  if (column.defaultFn) {
    const made = column.defaultFn();
    return is(made, SQL) ? made : sql.param(made, column);
  }
  if (column.default !== undefined && column.default !== null) return is(column.default, SQL) ? column.default : sql.param(column.default, column);
  return sql`null`;
}

export function insertWhere<T extends SQLiteTable>(db: Database, table: T, rows: readonly T["$inferInsert"][], condition: SQL) {
  const columns = Object.entries(getTableColumns(table)) as [string, SQLiteColumn][];
  const tuples = rows.map((row) => {
    const values = row as Record<string, unknown>;
    return sql`(${sql.join(
      columns.map(([key, column]) => valueFor(column, values[key])),
      sql`, `,
    )})`;
  });
  return db.insert(table).select(sql`SELECT * FROM (VALUES ${sql.join(tuples, sql`, `)}) WHERE ${condition}`);
}
