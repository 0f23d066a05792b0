/**
 * Copy for Prayer: /prayer (his requests, praying for others, answered prayers, praise reports,
 * "Pray for all"), prayer gatherings and their live page, and every refusal the server gives.
 * Helpers add their strings here, grouped by screen.
 */
import { PRAYER_LIMITS, SHARED_REQUEST_TTL_DAYS, type PrayerAudience, type PrayerCategory } from "../prayer/rules";

export const PRAYER_CATEGORY_LABELS: Record<PrayerCategory, string> = {
  family: "Family",
  marriage: "Marriage",
  work: "Work",
  health: "Health",
  faith: "Faith",
  other: "Other",
};

export const PRAYER_AUDIENCE_LABELS: Record<PrayerAudience, string> = {
  private: "Only me",
  flock: "My flock",
  pasture: "The Pasture (all members)",
};

export const PRAYER_COPY = {
  title: "Prayer",
  /** Who a request is from when its author asked to stay anonymous. */
  anonymousAuthor: "A brother",
  prayed: "I prayed",
  prayedToday: "Prayed today",
  prayAll: "Pray for all",
  answered: "Answered",
  prayedCount: (count: number) => (count === 1 ? "1 prayer" : `${count} prayers`),
  /** The requester's one notification a day, its count updated as more brothers pray. */
  prayedSummary: (count: number) => (count === 1 ? "1 brother prayed for you today" : `${count} brothers prayed for you today`),
  expiresIn: `Shared requests stay up for ${SHARED_REQUEST_TTL_DAYS} days unless you renew them.`,
  errors: {
    notFound: "That prayer request is no longer here.",
    bodyEmpty: "Write what you would like prayer for.",
    bodyTooLong: `Keep a request to ${PRAYER_LIMITS.body.max} characters.`,
    testimonyTooLong: `Keep a testimony to ${PRAYER_LIMITS.testimony.max} characters.`,
    category: "Choose one of the categories, or leave it empty.",
    audience: "Choose who may see this request.",
    notInFlock: "You can only share a request with a flock you belong to.",
    notYours: "Only the brother who asked can change this request.",
    ownRequest: "This is your own request: your brothers are praying for it.",
    expired: `This request has been up for ${SHARED_REQUEST_TTL_DAYS} days. Renew it to share it again.`,
  },
} as const;
