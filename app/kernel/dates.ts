/** Calendar days in a person's own time zone: a user's day is his local day, not UTC's. */

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one (hot on every page). */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(timeZone: string) {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local date ("2026-11-22") of an instant in an IANA time zone. */
export function localDate(timeZone: string, at: Date = new Date()): string {
  const parts = dateFormatter(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)!.value;
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** The usage month of a local date: the first day of its month. */
export const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

/** The usage month of an instant in a time zone. */
export function usageMonth(timeZone: string, at: Date = new Date()): string {
  return monthStart(localDate(timeZone, at));
}

/** The westernmost (UTC−12) and easternmost (UTC+14) clocks: every other time zone's date lies between theirs. */
const EARLIEST_TIME_ZONE = "Etc/GMT+12";
const LATEST_TIME_ZONE = "Pacific/Kiritimati";

/**
 * The first and last dates some time zone is in at an instant (a day apart, or two for an hour or
 * two a day). A member's today lies between them whatever his zone, so his day's rows can be read
 * before his profile says which zone he is in.
 */
export function datesInAnyTimeZone(at: Date = new Date()): { earliest: string; latest: string } {
  return { earliest: localDate(EARLIEST_TIME_ZONE, at), latest: localDate(LATEST_TIME_ZONE, at) };
}

/**
 * A member's today: his zone's date, but never before `notBefore` — the day he had reached when he
 * last changed zone. So a change to a zone that is still in yesterday cannot reopen yesterday for a
 * missed streak day, nor last month for its free uses; his day simply waits for the new zone.
 */
export function memberLocalDate(zone: { timeZone: string; notBefore: string | null }, at: Date = new Date()): string {
  const date = localDate(zone.timeZone, at);
  return zone.notBefore !== null && zone.notBefore > date ? zone.notBefore : date;
}

/* Calendar arithmetic on ISO dates: no time zones inside, so a DST change cannot shift a day. */

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 for an ISO date, or null when the text is not a real calendar date. */
export function dayNumberOf(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  const check = new Date(0);
  check.setUTCFullYear(year, month - 1, day);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return Math.round(check.getTime() / DAY_MS);
}

function isoDate(dayCount: number): string {
  return new Date(dayCount * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar date `days` after (or before, when negative) an ISO date. */
export function addDays(date: string, days: number): string {
  const start = dayNumberOf(date);
  if (start === null) throw new RangeError(`Not a calendar date: ${date}`);
  return isoDate(start + days);
}
