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
    gatheringAudience: "Choose who the prayer gathering is for.",
    notFlockLeader: "You can only schedule a prayer gathering for a flock you lead.",
    notAdmin: "Only an administrator can schedule a prayer gathering for all of The Pasture.",
  },
  /** Prayer gatherings: the section on /prayer, the form to schedule one, and the label on any gathering card. */
  gatherings: {
    heading: "Prayer gatherings",
    label: "Prayer gathering",
    empty: "No prayer gatherings are planned yet.",
    emptyLeader: "Schedule one, and your brothers will see it here.",
    schedule: "Schedule a prayer gathering",
    intro: "Gather your brothers to pray together, live: you move through their requests one at a time, and everyone present prays for each.",
    cannotSchedule:
      "Prayer gatherings are scheduled by a flock's leader or co-leader for their flock, and by an administrator for all of The Pasture. Ask your flock's leader to schedule one.",
    fields: {
      title: "Title",
      date: "Date",
      time: "Start time",
      timeHint: (timeZone: string) => `In your time zone (${timeZone}).`,
      duration: "Length (minutes)",
      audience: "Who it is for",
      flockName: "Which flock",
    },
    audience: {
      flock: "One of my flocks",
      flockHint: "Only the brothers of the flock you choose can see it.",
      pasture: "All of The Pasture",
      pastureHint: "Every member can see it and come.",
    },
    submit: "Schedule the prayer gathering",
    submitting: "Scheduling…",
    scheduledToast: "Prayer gathering scheduled",
    scheduledText: "Your brothers can see it on their Prayer page now.",
    back: "Prayer",
  },
  /** The daily prayer reminder: its settings on /prayer and what it sends. */
  reminder: {
    heading: "Daily prayer reminder",
    intro: "A nudge each day to pray for your brothers, at the time you choose.",
    enabled: "Remind me to pray each day",
    time: "Reminder time",
    timeZone: (zone: string) => `Times are in your time zone, ${zone}.`,
    channels: "It arrives in your notifications, and by push or email when your daily reminder sends by them.",
    save: "Save prayer reminder",
    saved: "Prayer reminder saved",
    on: (time: string) => `On, each day at ${time}.`,
    off: "Off.",
    notification: "Time to pray. Your brothers' requests are waiting for you.",
    pushTitle: "Time to pray",
    pushBody: "Your brothers' requests are waiting for you.",
    emailCta: "Open Prayer",
    emailFooter: "You get this email because you turned on a daily prayer reminder. Turn it off on your Prayer page:",
  },
} as const;
