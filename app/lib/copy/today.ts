/** Copy for the Today screen (spec section 2), used verbatim. */
export const TODAY = {
  title: "Today",
  subtitle: "Your daily bread from the Word",
} as const;
