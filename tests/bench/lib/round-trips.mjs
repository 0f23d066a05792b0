/**
 * A response's D1 round trips in all, from its Server-Timing header (worker/db/round-trips.ts):
 * `d1-session` (the session lookup, with the member's basics) plus `d1` (everything after it);
 * null when the header names neither.
 */
export function roundTripsInAll(header) {
  const counts = [...(header ?? "").matchAll(/(?:^|,)\s*d1(?:-session)?;desc="(\d+) round trips?"/g)].map((match) => Number(match[1]));
  return counts.length === 0 ? null : counts.reduce((sum, count) => sum + count, 0);
}
