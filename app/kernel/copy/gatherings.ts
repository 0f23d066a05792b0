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
    cannotModerateHost: "The host cannot be muted or removed.",
  },
} as const;
