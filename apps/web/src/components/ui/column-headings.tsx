interface ColumnHeadingsProps {
  labels: readonly string[];
  /** The classes of the row of headings. */
  className?: string;
  /** The classes of every heading, or of the heading at a column index (e.g. the numeric ones right-aligned). */
  cellClassName: string | ((column: number) => string);
}

/** A table's header row from its column labels: a <th scope="col"> each. */
export function ColumnHeadings({ labels, className, cellClassName }: ColumnHeadingsProps) {
  return (
    <tr className={className}>
      {labels.map((label, column) => (
        <th key={label} scope="col" className={typeof cellClassName === 'string' ? cellClassName : cellClassName(column)}>
          {label}
        </th>
      ))}
    </tr>
  );
}
