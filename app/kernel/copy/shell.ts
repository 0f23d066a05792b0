/** Copy for the shared chrome: fixed wording, keep it word for word. */
export const APP_NAME = "Shepherd";
export const TAGLINE = "lead with love, guide with grace";

/** The search-result summary of every page that has none of its own. */
export const SITE_DESCRIPTION = `${APP_NAME} — ${TAGLINE}. A daily devotional for Christian men and fathers.`;

/** The header gains a border and shadow after scrolling more than this many pixels. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;

/** The main navigation's name: the phone's tab bar and the wide window's side navigation (one shows at a time). */
export const MAIN_NAV_LABEL = "Main";

export const TABS = [
  { to: "/", label: "Today" },
  { to: "/path", label: "The Path" },
  { to: "/word", label: "The Word" },
  { to: "/pasture", label: "The Pasture" },
  { to: "/flock", label: "My Flock" },
] as const;

export const ERROR_FALLBACK = {
  title: "Something went wrong",
  text: "We encountered an unexpected error. Don't worry, your data is safe.",
  tryAgain: "Try Again",
  goHome: "Go Home",
  footer: "If this problem persists, please contact support.",
} as const;

/** The answer to a browser that reports more render errors than the server takes in a while. */
export const CLIENT_ERROR_COPY = {
  tooMany: "Too many error reports from this browser. The ones already sent are enough; please try again in a few minutes.",
} as const;

export const NOT_FOUND = {
  title: "Page not found",
  text: "We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.",
  goHome: "Go Home",
} as const;

/** The spinner shown while a navigation's loader (and the onboarding check) runs. */
export const NAVIGATION_PENDING = { label: "Loading...", delayMs: 300 } as const;

/** The generic fallback: a failure that brings no message of its own. */
export const GENERIC_ERROR = {
  title: "An unexpected error occurred",
  description: "Something went wrong. Please try again.",
} as const;

/** The plain answer of a deployment that was not told its public address (APP_URL). */
export const SERVER_NOT_CONFIGURED = "Shepherd is not configured yet: its public address (APP_URL) is not set. Please try again later.";
