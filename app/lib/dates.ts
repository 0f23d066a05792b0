/** Calendar days in a person's own time zone (architecture guide: "A user's day is their local day"). */

/** The local date ("2026-11-22") of an instant in an IANA time zone. */
export function localDate(timeZone: string, at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)!.value;
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** The usage month: the first day of the local month (spec §9 "Usage months start on the first day"). */
export function usageMonth(timeZone: string, at: Date = new Date()): string {
  return `${localDate(timeZone, at).slice(0, 7)}-01`;
}
