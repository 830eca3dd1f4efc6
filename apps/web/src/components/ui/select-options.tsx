/** The <option>s of a select, one per value, each shown by its label. */
export function SelectOptions<T extends string>({ values, label }: { values: readonly T[]; label: (value: T) => string }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
