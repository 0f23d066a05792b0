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
    nudgeSelf: "You can't nudge yourself. Nudge a brother instead.",
    brotherNotFound: "We couldn't find that brother in this flock.",
    optIn: "Choose whether to share your walk with the flock.",
  },
  /** The accountability section of a flock's page, and the nudge it sends. */
  walk: {
    title: "Walking together",
    explain:
      "If you share your walk, your brothers here see your streak and whether you've done today's devotional and check-in. Never your mood, your notes or your journal.",
    optIn: "Share my walk with this flock",
    optOut: "Stop sharing my walk",
    optedInToast: "You're sharing your walk with this flock",
    optedOutToast: "You've stopped sharing your walk with this flock",
    sharing: "You share your walk here.",
    notSharing: "You don't share your walk here.",
    empty: "No brother shares his walk here yet. Be the first.",
    streak: (days: number) => (days === 1 ? "1-day streak" : `${days}-day streak`),
    devotional: "Devotional",
    checkIn: "Check-in",
    done: "done today",
    notYet: "not yet today",
    you: "(you)",
    nudge: "Nudge",
    nudgeLabel: (name: string) => `Nudge ${name}`,
    nudged: "Nudged today",
    nudgeMessage: "Your words (optional)",
    nudgeSend: "Send nudge",
    nudgeSentToast: (name: string) => `${name} knows you're praying for him`,
  },
  nudge: {
    content: (from: string, flock: string, message: string) => `${from} (${flock}): “${message}”`,
    pushTitle: (from: string) => `${from} is praying for you`,
  },
  /** The flock's upcoming gatherings on its page. */
  gatherings: {
    title: "Gatherings",
    empty: "No gathering planned for the flock yet.",
    plan: "Plan a gathering for the flock",
  },
} as const;
