/** A form field that may hold several values (one is read as a string, several as a list), as a list of strings. */
export function submittedList(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}
