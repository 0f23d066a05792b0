/** A share as the admin pages print it: "12.5%", or a dash when there is nothing to divide. */
export function percent(value: number | null, digits = 1): string {
  return value === null ? "—" : `${(value * 100).toFixed(digits)}%`;
}
