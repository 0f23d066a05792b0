/** The eight focus areas (spec section 2, onboarding), in the spec's order. */
export const FOCUS_AREAS = [
  "Marriage",
  "Fatherhood",
  "Work",
  "Prayer Life",
  "Bible Study",
  "Brotherhood",
  "Temptation",
  "Leadership",
] as const;
export type FocusArea = (typeof FOCUS_AREAS)[number];
