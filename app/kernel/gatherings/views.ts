/**
 * What gathering pages receive from the server: every field is decided for the member looking
 * (what he may do, his RSVP, whether he hosts). The pages render these; they never work out a
 * permission themselves.
 */
import type { GatheringAudience, GatheringKind, GatheringPhase, GuideSource, RsvpResponse } from "./rules";

export interface GatheringPersonView {
  id: string;
  displayName: string;
  avatarUrl: string | null;
}

export interface DiscussionGuideView {
  source: GuideSource;
  openingPrayer: string;
  /** The passage's reference, its WEB text, and its place in the reader. */
  passage: { reference: string; text: string; href: string };
  questions: string[];
  closingPrayer: string;
}

/** One gathering in a list (The Pasture, My Flock). */
export interface GatheringCardView {
  roomName: string;
  title: string;
  host: GatheringPersonView;
  /** ISO instant; the page shows it in the member's own time zone (`timeZone`). */
  startsAt: string;
  /** The start as words in his time zone, written by the server: "Tuesday, December 1 at 7:00 PM". */
  startsAtLabel: string;
  timeZone: string;
  durationMinutes: number;
  audience: GatheringAudience;
  /** "All of The Pasture", the flock's name, or "Invite only". */
  audienceLabel: string;
  goingCount: number;
  capacity: number;
  phase: GatheringPhase;
  /** True while the room is open and someone is in it or the start has come ("Live now"). */
  live: boolean;
  myRsvp: RsvpResponse | null;
  isHost: boolean;
  kind: GatheringKind;
  /** Where the card leads: a study gathering's pre-join, or a prayer gathering's live page. */
  joinHref: string;
  icsHref: string;
}

/** /pasture/gathering/{roomName}/join */
export interface GatheringJoinView {
  gathering: GatheringCardView & { description: string };
  /** His display name as the room will show it. */
  displayName: string;
  /** Whether this server has a LiveKit to join; when false the page says so plainly. */
  videoConfigured: boolean;
  /** When the room opens (ISO), for the countdown before the window. */
  opensAt: string;
  /** After the end: who came and for how long (the host sees everyone; others see the count). */
  summary: GatheringSummaryView | null;
  /** The invite link to share (host only, invite-only gatherings). */
  inviteHref: string | null;
  /** The host removed him: the page says why instead of leading into the room. */
  removed: boolean;
}

/** /pasture/gathering/{roomName}: what the room needs besides its token. */
export interface GatheringRoomView {
  gathering: GatheringCardView & { description: string };
  guide: DiscussionGuideView | null;
  /** Host or co-host: may mute, remove, end for everyone. */
  canModerate: boolean;
  chat: GatheringChatMessageView[];
  me: GatheringPersonView;
  /** His way into the room, minted with the page: his token, or why he may not enter now. */
  entry: RoomEntryView;
}

export type RoomEntryView = { kind: "granted"; token: RoomTokenView } | { kind: "refused"; message: string };

export interface GatheringChatMessageView {
  id: string;
  author: GatheringPersonView;
  body: string;
  createdAt: string;
}

export interface AttendanceRowView {
  member: GatheringPersonView;
  firstJoinedAt: string;
  /** Total minutes in the room over every time he joined. */
  minutes: number;
}

export interface GatheringSummaryView {
  endedAt: string;
  attendeeCount: number;
  /** Only the host and co-hosts receive the rows. */
  attendance: AttendanceRowView[] | null;
}

/** POST /api/gatherings/{roomName}/token */
export interface RoomTokenView {
  /** The LiveKit server's WebSocket URL the browser connects to. */
  serverUrl: string;
  token: string;
  /** ISO instant after which a new token must be asked for. */
  expiresAt: string;
}
