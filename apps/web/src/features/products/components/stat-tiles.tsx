/** A row of three headline numbers above a product list. */
export function StatTiles({ stats }: { stats: readonly (readonly [label: string, value: number])[] }) {
  return (
    <dl className="grid grid-cols-3 gap-3">
      {stats.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-border bg-card p-4 shadow-sm">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
