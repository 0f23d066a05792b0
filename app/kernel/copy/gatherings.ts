/**
 * Copy for gatherings: the lists on The Pasture, the form to lead one, the pre-join, the room, and
 * every refusal the server gives. Helpers add their strings here, grouped by screen.
 */
import { CAPACITY, DURATION_MINUTES, GATHERING_LIMITS } from "../gatherings/rules";

export const GATHERINGS_COPY = {
  errors: {
    title: `Give the gathering a title of ${GATHERING_LIMITS.title.min} to ${GATHERING_LIMITS.title.max} characters.`,
    description: `Keep the description under ${GATHERING_LIMITS.description.max} characters.`,
    date: "Choose the day of the gathering.",
    time: "Choose the time it starts.",
    inPast: "Choose a start time that has not passed yet.",
    tooFarAhead: "Gatherings can be planned up to six months ahead.",
    duration: `Choose a length between ${DURATION_MINUTES.min} and ${DURATION_MINUTES.max} minutes.`,
    audience: "Choose who the gathering is for.",
    notFlockLeader: "You can only plan a gathering for a flock you lead.",
    capacity: `Choose room for ${CAPACITY.min} to ${CAPACITY.max} people.`,
    rsvp: "Choose Going or Can't make it.",
    full: "This gathering is full.",
    chatEmpty: "Write a message first.",
    chatTooLong: `Keep a chat message under ${GATHERING_LIMITS.chat.max} characters.`,
    hostAction: "Choose mute or remove.",
    notFound: "We couldn't find that gathering. It may have been cancelled, or the link is incomplete.",
    badInvite: "This invite link is not valid. Ask the host for a new one.",
    notHost: "Only the gathering's host can do that.",
    removed: "The host removed you from this gathering, so you cannot rejoin it.",
    notYetOpen: "The room opens 15 minutes before the gathering starts.",
    ended: "This gathering has ended.",
    notConfigured: "Video rooms are not configured on this server, so this gathering cannot be joined here.",
    videoUnavailable: "The video service did not answer. Try again in a moment.",
    notInRoom: "That brother is no longer in the room.",
    hostGoing: "You lead this gathering, so you are counted as going.",
    cannotModerateHost: "The host cannot be muted or removed.",
    signIn: "Please sign in to join the gathering.",
  },
  /** /pasture/gathering/new: leading a gathering. */
  plan: {
    title: "Lead a Gathering",
    intro: "Plan an hour with your brothers. A discussion guide is prepared for it, and the room opens 15 minutes before the start.",
    fields: {
      title: "Title",
      description: "Description (optional)",
      date: "Date",
      time: "Start time",
      timeHint: (timeZone: string) => `In your time zone (${timeZone}).`,
      duration: "Length (minutes)",
      audience: "Who it is for",
      capacity: "Room for (people, you included)",
      series: "Build the guide on a study series session (optional)",
      seriesName: "Study series",
      session: "Session",
      noSeries: "No series: a guide on brotherhood",
      planDay: "Or build it on a day of one of your plans (optional)",
      noPlanDay: "No plan day",
    },
    audience: {
      pasture: "All of The Pasture",
      pastureHint: "Every member can see it and join.",
      flock: "One of my flocks",
      flockHint: "Only the brothers of the flock you choose can see it.",
      flockName: "Which flock",
      invite: "Invite only",
      inviteHint: "Only men you send the link to can see it.",
    },
    sessionLabel: (session: number) => `Session ${session}`,
    planDayLabel: (plan: string, day: number, title: string) => `${plan} · Day ${day}: ${title}`,
    submit: "Plan the gathering",
    submitting: "Planning…",
    createdToast: "Gathering planned",
    createdText: "Your brothers can see it now.",
    createdInviteText: "Share its invite link from this page.",
    back: "The Pasture",
  },
  /** The gatherings on /pasture (and any list of them). */
  list: {
    lead: "Lead a gathering",
    empty: "Lead one, and your brothers will see it here.",
    youLead: "You lead this gathering.",
    hostedBy: (name: string) => `Led by ${name}`,
    duration: (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? "" : "s"}` : `${minutes} minutes`),
    going: (count: number) => `${count} going`,
    liveNow: "Live now",
    rsvpGoing: "Going",
    rsvpNotGoing: "Can't make it",
    rsvpLabel: (title: string) => `Your answer for ${title}`,
    addToCalendar: "Add to calendar",
    join: "Join",
    goingToast: "You're going",
    goingToastText: "We'll remind you 15 minutes before it starts.",
    notGoingToast: "Thanks for letting them know",
    audience: { pasture: "All of The Pasture", flock: "Your flock", invite: "Invite only" },
    unknownHost: "A brother",
  },
  /** The .ics file. */
  calendar: {
    joinAt: (url: string) => `Join the gathering: ${url}`,
  },
  /** The reminder a quarter hour before the start. */
  reminder: {
    content: (title: string) => `"${title}" starts in 15 minutes. The room is open.`,
    subject: (title: string) => `Starting soon: ${title}`,
    emailCta: "Join the gathering",
    pushTitle: "A gathering starts soon",
  },
} as const;

/** The discussion guide written for a gathering, and why the material it should follow was not found. */
export const GATHERING_GUIDE_COPY = {
  seriesSessionNotFound: "We couldn't find that study series session. Choose a session of a series in the library or one of your own.",
  planDayNotFound: "We couldn't find that plan day among your plans. Choose a day of one of your own plans.",
} as const;
