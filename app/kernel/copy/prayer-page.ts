/**
 * /prayer's layout: the places each part of the page fills, and the way in from Today and the header.
 * Kept apart from the prayer list's copy (prayer.ts): the header and Today show two of these lines,
 * and a module loads whole, so the list's copy would otherwise load with every page.
 */
export const PRAYER_PAGE_COPY = {
  intro: "Carry your burdens to God, and your brothers' with them.",
  sections: {
    praying: "Praying for others",
    praise: "Praise reports",
    gatherings: "Prayer gatherings",
    reminder: "Daily reminder",
  },
  todayLink: "Open your prayer list",
  nav: "Prayer",
} as const;
