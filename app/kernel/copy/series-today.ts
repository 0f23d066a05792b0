/**
 * Today's "your series this week" card. Kept apart from the library's copy (series.ts): a module
 * loads whole, and Today's first load needs only these two lines.
 */
export const TODAY_SERIES_COPY = {
  heading: "Your series this week",
  session: (number: number, count: number, title: string) => `Session ${number} of ${count}: ${title}`,
} as const;
