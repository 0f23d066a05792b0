/**
 * Plain-text aligned table. `columns`: [{ header, align: "left" | "right" }]; rows: arrays of strings.
 */
export function formatTable(columns, rows) {
  const widths = columns.map((column, i) =>
    Math.max(column.header.length, ...rows.map((row) => String(row[i]).length))
  );
  const cell = (value, i) =>
    columns[i].align === "right" ? String(value).padStart(widths[i]) : String(value).padEnd(widths[i]);
  const line = (cells) => cells.map(cell).join(" | ").trimEnd();
  return [line(columns.map((c) => c.header)), widths.map((w) => "-".repeat(w)).join("-+-"), ...rows.map(line)].join(
    "\n"
  );
}
