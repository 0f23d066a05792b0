/**
 * A date and time on a man's wall clock, read in his time zone as the instant it names — so "7:30 PM
 * on Tuesday" is Tuesday 7:30 PM where he lives, whatever the server's zone or the season.
 */

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(timeZone: string, instant: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock date and time name in `timeZone`. A time the clocks skip in spring
 * lands the same distance after the jump; a time they repeat in autumn is its first occurrence.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offsets half a day either side cover any change of the clocks on that date.
  const before = wall - zoneOffset(timeZone, wall - 12 * 3_600_000);
  const after = wall - zoneOffset(timeZone, wall + 12 * 3_600_000);
  const exact = [before, after].filter((instant) => instant + zoneOffset(timeZone, instant) === wall);
  // A skipped time has no exact instant: read with the offset before the jump, it lands after it.
  return new Date(exact.length > 0 ? Math.min(...exact) : before);
}

