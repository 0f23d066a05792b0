/** Dates on The Path: a member's local ISO date as a short label ("Wed, Nov 25"). */
const DAY_LABEL = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

export function formatPlanDate(isoDate: string): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isNaN(time) ? isoDate : DAY_LABEL.format(time);
}
