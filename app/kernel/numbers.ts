/**
 * A whole number as the copy writes it, thousands grouped with commas ("5,000"): what
 * toLocaleString("en-US") gives, without building an Intl formatter. The first one a page builds
 * loads the browser's locale data, tens of milliseconds of main thread while the page loads.
 */
export function groupedCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
