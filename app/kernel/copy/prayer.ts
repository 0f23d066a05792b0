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
  /** The live prayer gathering (/prayer-gathering/{id}). */
  live: {
    prayingNow: (count: number) => `${count} praying now`,
    amen: "Amen",
    amens: (count: number) => (count === 1 ? "1 Amen" : `${count} Amens`),
    amenSaid: "Amen said",
    next: "Next",
    back: "Back",
    end: "End the gathering",
    endConfirm: "End this prayer gathering for everyone?",
    position: (at: number, total: number) => `Request ${at} of ${total}`,
    comingUp: "Coming up",
    nothingComing: "Nothing else in the queue. Add a request below.",
    emptyQueue: "No open requests yet. Add one below and pray together.",
    allPrayed: "Every request has been prayed for. Add another, or the host can end the gathering.",
    waitingForHost: "The host moves to the next request.",
    addTitle: "Add a request",
    addLabel: "What would you like prayer for?",
    addAnonymous: "Post anonymously",
    addSubmit: "Add to the queue",
    added: "Added to the queue.",
    anonymousAuthor: "A brother",
    urgent: "Urgent",
    connecting: "Connecting…",
    reconnecting: "The connection dropped. Reconnecting…",
    beginsAt: (label: string) => `Begins ${label}`,
    beforeStart: "The live prayer queue opens when the gathering begins.",
    summaryTitle: "Prayed together",
    summary: (requests: number, present: number) =>
      `${requests === 1 ? "1 request" : `${requests} requests`} prayed for · ${present === 1 ? "1 brother" : `${present} brothers`} there`,
    summaryEmpty: "No requests were prayed through in this gathering.",
    joinVideo: "Join the voice/video room",
    videoNotConfigured: "Video is not set up on this server. The prayer queue works on its own.",
    backToPrayer: "Back to Prayer",
    errors: {
      badMessage: "That message was not understood.",
      hostOnly: "Only the host moves through the requests.",
      notCurrent: "That request has moved on.",
      queueFull: "The queue is full.",
      notLive: "This prayer gathering is not live right now.",
      ended: "This prayer gathering has ended.",
      notStarted: "This prayer gathering has not begun yet.",
      websocketOnly: "This address only accepts WebSocket connections.",
      foreignOrigin: "Connections are only accepted from this app's own pages.",
      signIn: "Please sign in to join the prayer gathering.",
      gatheringNotFound: "That prayer gathering was not found.",
    },
  },
  /** Praying for others: the list on /prayer and a flock's page, and "I prayed" wherever it is said. */
  praying: {
    intro: "Requests your brothers have shared with you, those most in need of prayer first.",
    empty: "No requests to pray for right now. When a brother in your flocks or The Pasture asks for prayer, it will be here.",
    prayedLabel: (who: string) => `I prayed for ${who}'s request`,
    prayedToast: "Thank you for praying.",
    prayedToastText: "He will hear that a brother prayed for him today.",
    alreadyToast: "You have prayed for this today.",
    flockEmpty: "No open requests in this flock. Ask your brothers to pray with you.",
    flockAsk: "Share a prayer request",
  },
  /** Praise reports: answered prayers shared with him, with the brother's testimony. */
  praise: {
    empty: "When a brother's prayer is answered and he tells how, his praise report will be here.",
  },
  /** "Pray for all": a guided session through the list, one request at a time, framed by ACTS. */
  prayAllSession: {
    title: "Pray for all",
    intro: "Take each request in turn. Pause on each line, then pray for your brother.",
    progress: (at: number, of: number) => `${at} of ${of}`,
    next: "Next",
    prayedAndNext: "I prayed",
    acts: {
      adoration: { label: "Adoration", line: "Praise God for who He is: faithful, near, and able." },
      confession: { label: "Confession", line: "Confess what stands between you and Him, and receive His mercy." },
      thanksgiving: { label: "Thanksgiving", line: "Thank Him for this brother and for what He has already done." },
      supplication: { label: "Supplication", line: "Ask Him to meet your brother here:" },
    },
    empty: "There is no one to pray for right now. Come back when your brothers share a request.",
    finishedTitle: "Amen",
    finished: (prayed: number) => (prayed === 1 ? "You prayed for 1 request today." : `You prayed for ${prayed} requests today.`),
    finishedText: "Each brother you prayed for will hear that someone prayed for him today.",
    again: "Start again",
    back: "Back to Prayer",
  },
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

/** His own requests on /prayer: the form, his list, "Answered", and what the server answers him. */
export const PRAYER_REQUESTS_COPY = {
  mineTitle: "Your requests",
  newTitle: "Ask for prayer",
  bodyLabel: "What would you like prayer for?",
  bodyHint: `Up to ${PRAYER_LIMITS.body.max} characters.`,
  categoryLabel: "Category (optional)",
  noCategory: "No category",
  audienceLegend: "Who may see it",
  flockLabel: "Which flock",
  anonymousLabel: "Share anonymously",
  anonymousHint: "Your name is left off for everyone but you. Only for a flock or The Pasture.",
  urgentLabel: "Urgent",
  send: "Ask for prayer",
  empty: "You have no open requests. Write one above: keep it between you and God, or let your brothers carry it with you.",
  answeredTitle: "Answered",
  answeredEmpty: "When God answers one of your requests, mark it answered and it will be kept here to remember.",
  answeredOn: (date: string) => `Answered ${date}`,
  testimonyHeading: "Testimony",
  edit: "Edit",
  editTitle: "Edit request",
  save: "Save",
  cancel: "Cancel",
  delete: "Delete",
  deleteConfirm: "Delete this request? The prayers counted for it go with it.",
  renew: "Renew",
  expiredNote: "No longer shown to your brothers. Renew it to share it for another 30 days.",
  markAnswered: "Mark answered",
  testimonyLabel: "Testimony (optional)",
  testimonyHint: "How did God answer? Those who saw the request read it as a praise report.",
  underReview: "This request was reported and is out of view while it is reviewed.",
  urgent: "Urgent",
  fromAnonymous: "Shared anonymously",
  report: "Report",
  toasts: {
    created: "Your request is saved.",
    saved: "Your request is updated.",
    deleted: "The request is deleted.",
    renewed: "Renewed: your brothers will see it for another 30 days.",
    answered: "Praise God! It is kept under Answered.",
    reported: "Thank you. The request was reported to the administrators.",
    reportedHidden: "Thank you. The request is out of view until an administrator reviews it.",
    errorTitle: "That did not go through",
  },
  errors: {
    renewPrivate: "Only a request shared with your brothers can be renewed.",
    cannotReportOwn: "You cannot report your own request.",
    alreadyReported: "You have already reported this request.",
  },
} as const;

/** /prayer's layout: the places each part of the page fills, and the way in from Today and the header. */
export const PRAYER_PAGE_COPY = {
  intro: "Carry your burdens to God, and your brothers' with them.",
  sections: {
    praying: "Praying for others",
    praise: "Praise reports",
    gatherings: "Prayer gatherings",
    gatheringsSoon: "Prayer gatherings for your flocks and The Pasture will be listed here.",
    reminder: "Daily reminder",
    reminderSoon: "A daily prayer reminder at a time you choose will be set here.",
  },
  todayLink: "Open your prayer list",
  nav: "Prayer",
} as const;
