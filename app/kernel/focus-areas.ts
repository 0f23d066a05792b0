/** The eight focus areas chosen at onboarding, in their fixed order. */
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
