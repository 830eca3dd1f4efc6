/** A record's text fields as a form's starting values: '' where the record has none, or there is no record yet. */
export function textValues<R extends object, K extends keyof R & string>(
  record: R | null,
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, (record?.[key] as string | null | undefined) ?? ''])) as Record<K, string>;
}
