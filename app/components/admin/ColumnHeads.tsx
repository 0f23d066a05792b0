/** An admin table's header row: one column header per label, in order. */
export function ColumnHeads({ labels, cellClassName = "px-2 py-2 font-semibold" }: { labels: readonly string[]; cellClassName?: string }) {
  return (
    <thead>
      <tr className="border-b border-border">
        {labels.map((label) => (
          <th key={label} scope="col" className={cellClassName}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
