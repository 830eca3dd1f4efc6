/**
 * PostgreSQL's unique_violation (23505), found on the error or the causes the driver and the ORM wrap it in
 * (node-postgres and PGlite both report the code; Drizzle wraps it once more).
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined, depth = 0; current && depth < 4; depth++) {
    if (current.code === '23505') return true;
    current = current.cause as typeof current;
  }
  return false;
}
