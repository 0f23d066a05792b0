/**
 * Prayer's numbers and fixed values, in one place: the server enforces them and the pages show
 * them. A request is his to keep private or to share with one flock or all of The Pasture; shared
 * requests fade after a month unless he renews them, so the list others pray through stays current.
 */

export const PRAYER_CATEGORIES = ["family", "marriage", "work", "health", "faith", "other"] as const;
export type PrayerCategory = (typeof PRAYER_CATEGORIES)[number];

/** Who sees a request: only him (the default), the members of one of his flocks, or every member. */
export const PRAYER_AUDIENCES = ["private", "flock", "pasture"] as const;
export type PrayerAudience = (typeof PRAYER_AUDIENCES)[number];

export const PRAYER_LIMITS = {
  body: { max: 500 },
  testimony: { max: 500 },
  reportNote: { max: 300 },
} as const;

/** A request shared beyond himself leaves others' lists this long after it was shared or last renewed. */
export const SHARED_REQUEST_TTL_DAYS = 30;
export const SHARED_REQUEST_TTL_MS = SHARED_REQUEST_TTL_DAYS * 86_400_000;

/** One report takes a Pasture-wide request out of everyone's view until an administrator reviews it. */
export const PASTURE_REQUEST_REPORTS_TO_HIDE = 1;

/** The report kind a prayer request carries in the shared moderation queue. */
export const PRAYER_REPORT_KIND = "prayer_request";

/** The guided "Pray for all" session frames each request with ACTS. */
export const ACTS_STEPS = ["adoration", "confession", "thanksgiving", "supplication"] as const;
export type ActsStep = (typeof ACTS_STEPS)[number];

/** A prayer gathering's live queue holds at most this many requests (the audience's open ones plus those added on the spot). */
export const PRAYER_QUEUE_MAX = 100;

/** Whether a shared request is past its time at `now` (private requests never expire). */
export const isExpired = (request: { audience: PrayerAudience; expiresAt: Date | null }, now: Date) =>
  request.audience !== "private" && request.expiresAt !== null && request.expiresAt.getTime() <= now.getTime();

/** When a request shared (or renewed) at `at` leaves others' lists; null for a private one. */
export const expiryFrom = (audience: PrayerAudience, at: Date) => (audience === "private" ? null : new Date(at.getTime() + SHARED_REQUEST_TTL_MS));

export const PRAYER_HREF = "/prayer";
export const prayerRequestHref = (requestId: string) => `/prayer#request-${requestId}`;
/**
 * /prayer's list of brothers' requests first shows this many, about what a man prays through in one
 * sitting; "Show more requests" shows the rest of the list (`PRAYING_MORE_PARAM`).
 */
export const PRAYING_FIRST_PAGE = 10;
/**
 * A flock's page shows its first three open requests beside its reflections, so the side column stays
 * shorter than the page; "Show more requests" opens /prayer's whole list at the next one.
 */
export const FLOCK_PRAYER_FIRST = 3;
/** The search parameter (`?praying=all`) that shows /prayer's whole list of brothers' requests. */
export const PRAYING_MORE_PARAM = "praying";
/** /prayer with the whole list, landing on `requestId` (the first request the short list did not show). */
export const prayingMoreHref = (requestId: string) => `${PRAYER_HREF}?${PRAYING_MORE_PARAM}=all#request-${requestId}`;
/** The search parameter that opens one request's report form on a page that lists requests. */
export const REPORT_REQUEST_PARAM = "report";
export const prayerGatheringHref = (gatheringId: string) => `/prayer-gathering/${gatheringId}`;

/** The key of his daily "brothers prayed for you" notification: one row per member per local day, updated as more pray. */
export const prayedSummaryNotificationId = (memberId: string, localDate: string) => `prayed-${memberId}-${localDate}`;

/** "Pray for all" at his 1-based position in the list (the position lives in the URL, so it works without JavaScript). */
export const prayAllHref = (step = 1) => (step === 1 ? "/prayer/pray-all" : `/prayer/pray-all?step=${step}`);
/** Who a prayer gathering is for: one flock (its leaders schedule it) or all of The Pasture (an administrator does). */
export const PRAYER_GATHERING_AUDIENCES = ["flock", "pasture"] as const;
export type PrayerGatheringAudience = (typeof PRAYER_GATHERING_AUDIENCES)[number];

/** The daily prayer reminder's time until he chooses one: the evening, when the day's cares are known. */
export const DEFAULT_PRAYER_REMINDER_TIME = "21:00";
