/**
 * Copy for My Flock: the list, a flock's page, invitations, reflections, accountability, nudges,
 * and every refusal the server gives. Helpers add their strings here, grouped by screen.
 */
import { FLOCK_LIMITS } from "../flock/rules";

export const FLOCK_COPY = {
  title: "My Flock",
  errors: {
    name: `Give the flock a name of ${FLOCK_LIMITS.name.min} to ${FLOCK_LIMITS.name.max} characters.`,
    description: `Keep the description under ${FLOCK_LIMITS.description.max} characters.`,
    postingMode: "Choose who may share in the flock.",
    joinMode: "Choose how men can join.",
    notFound: "We couldn't find that flock. It may have been closed, or you are not one of its members.",
    notLeader: "Only the flock's leaders can do that.",
    inviteInvalid: "This invite is not valid. It may have expired or been withdrawn; ask a leader for a new one.",
    code: "Enter the 8-character code a leader gave you.",
    alreadyMember: "You are already in this flock.",
    lastLeader: "You are the flock's only leader. Hand leadership to a brother first, or close the flock.",
    reflectionEmpty: "Write something to share first.",
    reflectionTooLong: `Keep a reflection under ${FLOCK_LIMITS.reflection.max} characters.`,
    commentEmpty: "Write a comment first.",
    commentTooLong: `Keep a comment under ${FLOCK_LIMITS.comment.max} characters.`,
    leadersOnly: "In this flock only the leaders share; you can still comment.",
    nudgeTooLong: `Keep a nudge under ${FLOCK_LIMITS.nudge.max} characters.`,
    nudgedToday: "You've already nudged him today. Try again tomorrow.",
    notOptedIn: "He hasn't chosen to share his walk with the flock.",
  },
} as const;
