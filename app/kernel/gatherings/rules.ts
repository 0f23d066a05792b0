/**
 * Gatherings' numbers and fixed values, in one place: the server enforces them and the pages show
 * them. A gathering is a scheduled live video room a Premium member leads; its room opens a quarter
 * of an hour before the start, like a church's doors before a meeting.
 */

import { prayerGatheringHref } from "../prayer/rules";

/** Who may see and join a gathering: every member, the members of one flock, or whoever has its invite link. */
export const GATHERING_AUDIENCES = ["pasture", "flock", "invite"] as const;
export type GatheringAudience = (typeof GATHERING_AUDIENCES)[number];

/**
 * A study gathering (a Premium member's, with a discussion guide) or a prayer gathering (a flock's
 * leader's, or an administrator's for The Pasture), which adds a live prayer queue to the same
 * schedule, RSVP, reminder and video room.
 */
export const GATHERING_KINDS = ["study", "prayer"] as const;
export type GatheringKind = (typeof GATHERING_KINDS)[number];

/** The room opens (tokens are issued, the pre-join leads in) this long before the start. */
export const JOIN_WINDOW_MS = 15 * 60 * 1000;
/** The in-app reminder is sent this long before the start. */
export const REMINDER_LEAD_MS = 15 * 60 * 1000;
/** A room token lives five minutes: enough to connect, short enough that a removed man's copy is useless. */
export const ROOM_TOKEN_TTL_SECONDS = 5 * 60;

export const DURATION_MINUTES = { min: 15, max: 180, default: 60 } as const;
export const CAPACITY = { min: 2, max: 50, default: 12 } as const;
/** A gathering can be planned up to this far ahead. */
export const MAX_DAYS_AHEAD = 180;

export const GATHERING_LIMITS = {
  title: { min: 3, max: 80 },
  description: { max: 600 },
  chat: { max: 500 },
} as const;

/** A discussion guide: an opening prayer, one passage, four to six questions, a closing prayer. */
export const GUIDE_MIN_QUESTIONS = 4;
export const GUIDE_MAX_QUESTIONS = 6;
export const GUIDE_SOURCES = ["ai", "offline"] as const;
export type GuideSource = (typeof GUIDE_SOURCES)[number];

export const RSVP_RESPONSES = ["going", "not_going"] as const;
export type RsvpResponse = (typeof RSVP_RESPONSES)[number];

/** A member's standing in one gathering besides its host. */
export const GATHERING_ROLES = ["guest", "cohost"] as const;
export type GatheringRole = (typeof GATHERING_ROLES)[number];

/** What a host may do to another participant in the room. */
export const HOST_ACTIONS = ["mute", "remove"] as const;
export type HostAction = (typeof HOST_ACTIONS)[number];

/** The LiveKit data-channel topic on which stored chat messages are announced to the room. */
export const CHAT_TOPIC = "shepherd-chat";

/** Room names are the URL's {roomName}: "g-" and ten lowercase letters or digits, unguessable enough for an invite link. */
export const ROOM_NAME_PATTERN = /^g-[a-z0-9]{10}$/;
/** Invite codes carried by invite-only links (?invite=…). */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const gatheringJoinHref = (roomName: string) => `/pasture/gathering/${roomName}/join`;
export const gatheringRoomHref = (roomName: string) => `/pasture/gathering/${roomName}`;
/** Where a gathering's card, reminder and calendar entry lead: a prayer gathering's live page, or a study gathering's pre-join. */
export const gatheringPageHref = (g: { kind: GatheringKind; id: string; roomName: string }) =>
  g.kind === "prayer" ? prayerGatheringHref(g.id) : gatheringJoinHref(g.roomName);
export const gatheringIcsHref = (roomName: string) => `/api/gatherings/${roomName}/calendar.ics`;

export type GatheringPhase = "upcoming" | "open" | "live" | "ended";

export interface GatheringTimes {
  startsAt: Date;
  durationMinutes: number;
  endedAt: Date | null;
}

export const scheduledEnd = (g: GatheringTimes) => new Date(g.startsAt.getTime() + g.durationMinutes * 60_000);

/**
 * Where a gathering stands at `now`: "upcoming" before its window, "open" in the quarter hour
 * before the start (the room can be joined), "live" from the start to its scheduled end, and
 * "ended" once the host ended it or its time is over.
 */
export function gatheringPhase(g: GatheringTimes, now: Date): GatheringPhase {
  if (g.endedAt && g.endedAt.getTime() <= now.getTime()) return "ended";
  const t = now.getTime();
  if (t >= scheduledEnd(g).getTime()) return "ended";
  if (t >= g.startsAt.getTime()) return "live";
  if (t >= g.startsAt.getTime() - JOIN_WINDOW_MS) return "open";
  return "upcoming";
}

/** Whether the room may be joined (a token issued) at `now`. */
export const roomIsOpen = (g: GatheringTimes, now: Date) => {
  const phase = gatheringPhase(g, now);
  return phase === "open" || phase === "live";
};
