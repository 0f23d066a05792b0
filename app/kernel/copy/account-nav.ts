import { PRAYER_PAGE_COPY } from "./prayer-page";

/** A signed-in member's own pages, in the order the side navigation lists them beneath the main destinations. */
export const ACCOUNT_PAGES = {
  prayer: { to: "/prayer", label: PRAYER_PAGE_COPY.nav },
  journal: { to: "/journal", label: "Journal" },
  insights: { to: "/insights", label: "Insights" },
  profile: { to: "/settings", label: "Profile" },
} as const;
