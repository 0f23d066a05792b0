/**
 * Notifications, client-safe: copy, limits, the bell
 * label, where a notification leads (docs/decisions/030-where-other-notifications-lead.md) and
 * @mention parsing (docs/decisions/031-mentions.md).
 */
import { GENERIC_ERROR } from "./copy/shell";
import { groupedCount } from "./numbers";

/** The dropdown lists the latest 20. */
export const NOTIFICATION_LIST_LIMIT = 20;
/** The bell shows the count up to this, then "9+". */
export const BELL_CAP = 9;
/** The panel is exactly this tall; its list scrolls. */
export const NOTIFICATION_PANEL_HEIGHT_PX = 400;

/** The dropdown's fixed copy, word for word. */
export const NOTIFICATIONS_COPY = {
  title: "Notifications",
  markAllRead: "Mark all read",
  empty: "No notifications yet",
  loading: "Loading notifications...",
  deleteLabel: "Delete notification",
  unread: "Unread",
  notFound: "That notification was not found.",
  /** Who a notification comes from when no member mentioned anyone (type "other"). */
  fromShepherd: "Shepherd",
  /** The generic fallback, for a request that failed. */
  errorTitle: GENERIC_ERROR.title,
  errorText: GENERIC_ERROR.description,
} as const;

export const NOTIFICATION_TYPE_VALUES = ["mention_post", "mention_comment", "mention_reflection", "other"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPE_VALUES)[number];

export interface NotificationMentioner {
  id: string;
  display_name: string | null;
  username: string | null;
  avatar_url: string | null;
}

/** One row of GET /api/notifications, as the browser receives it (instants as ISO strings). */
export interface NotificationItem {
  id: string;
  type: NotificationType;
  content: string;
  link: string | null;
  read: boolean;
  created_at: string;
  mentioner: NotificationMentioner | null;
}

/** What the NotificationHub pushes to every open socket of the member after a change is committed. */
export interface NotificationsChangedMessage {
  type: "notifications_changed";
  unread: number;
  change: "created" | "read" | "deleted";
  id?: string;
}

export function isNotificationsChanged(value: unknown): value is NotificationsChangedMessage {
  if (typeof value !== "object" || value === null) return false;
  const message = value as Record<string, unknown>;
  return message.type === "notifications_changed" && typeof message.unread === "number";
}

/** Realtime reconnect delays: 1 s doubling to at most 30 s (decision 009). */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * The delay before reconnect attempt n (from 0): 1 s, 2 s, 4 s … capped at 30 s, each spread by
 * ±25 % (kept within 1–30 s) so a restarted server is not hit by every page at the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const backoff = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.min(Math.max(attempt, 0), 16));
  const jittered = backoff * (0.75 + random() * 0.5);
  return Math.round(Math.min(RECONNECT_MAX_MS, Math.max(RECONNECT_BASE_MS, jittered)));
}

/** The bell's badge: nothing for 0, the number up to 9, "9+" above. */
export function bellLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return "";
  return count > BELL_CAP ? `${BELL_CAP}+` : String(Math.floor(count));
}

/** The bell's accessible name: "Notifications", plus the unread count when there is one. */
export function bellAccessibleName(count: number): string {
  const label = bellLabel(count);
  return label ? `${NOTIFICATIONS_COPY.title}, ${label} unread` : NOTIFICATIONS_COPY.title;
}

const PASTURE_LINK = /^\/pasture(?:[?#]|$)/;
const FLOCK_LINK = /^\/flock(?:[/?#]|$)/;
const SAME_SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;
const PROBE_ORIGIN = "https://shepherd.invalid";

/**
 * A path on this site ("/journal", "/path/abc?day=2#top"), never "//evil.example", "/\\evil",
 * "https://…", "javascript:…" or anything with spaces or control characters.
 */
export function isSameSitePath(link: string): boolean {
  if (!SAME_SITE_PATH.test(link)) return false;
  try {
    return new URL(link, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * Where clicking a notification leads (docs/decisions/030-where-other-notifications-lead.md):
 * mentions in posts and comments go to The Pasture, at the post when the mention names it, mentions in
 * reflections to My Flock, at the reflection when the mention names it, and
 * "other" to its own link when that is a path on this site. null: stay where you are.
 */
export function destinationFor(notification: Pick<NotificationItem, "type" | "link">): string | null {
  switch (notification.type) {
    case "mention_post":
    case "mention_comment":
      // The post's anchor (/pasture#post-…) when the mention carries one; never somewhere else.
      return notification.link && isSameSitePath(notification.link) && PASTURE_LINK.test(notification.link) ? notification.link : "/pasture";
    case "mention_reflection":
      // The reflection on its flock's page (/flock/{id}#reflection-…) when the mention carries it.
      return notification.link && isSameSitePath(notification.link) && FLOCK_LINK.test(notification.link) ? notification.link : "/flock";
    default:
      return notification.link && isSameSitePath(notification.link) ? notification.link : null;
  }
}

/**
 * `@username` mentions: 3–30 of [a-z0-9_] (any case; returned lowercase, unique, in order of first
 * appearance). Not a mention when the "@" follows a letter, digit or "_" (a@b.com), "." "+" "-"
 * (the rest of an email's local part), "/" (a URL such as medium.com/@name) or another "@"; nor
 * when the name runs on into more name characters (too long), an "@" (name@host), or a "." or "-"
 * followed by more letters (@example.com, @brother-in-law). Trailing punctuation is ignored.
 */
const MENTION = /(?<![\p{L}\p{N}_.+\-/@])@([A-Za-z0-9_]{3,30})(?![\p{L}\p{N}_@]|[.\-][\p{L}\p{N}_])/gu;

/** A post or reflection never notifies more than this many people (the rest are ignored). */
export const MAX_MENTIONS_PER_TEXT = 50;

export function parseMentions(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(MENTION)) {
    found.add(match[1]!.toLowerCase());
    if (found.size >= MAX_MENTIONS_PER_TEXT) break;
  }
  return [...found];
}

const UNITS: [unit: string, seconds: number, lastOne: string | null][] = [
  ["year", 365 * 24 * 3600, "last year"],
  ["month", 30 * 24 * 3600, "last month"],
  ["week", 7 * 24 * 3600, "last week"],
  ["day", 24 * 3600, "yesterday"],
  ["hour", 3600, null],
  ["minute", 60, null],
];

/**
 * "just now", "5 minutes ago", "yesterday", "3 weeks ago" — how long ago `at` was, seen from `now`.
 * Written out as Intl.RelativeTimeFormat("en", { numeric: "auto" }) writes it, without building
 * one: a feed renders these while it hydrates, and the first Intl formatter loads the browser's
 * locale data on the main thread.
 */
export function relativeTime(at: Date | string, now: Date = new Date()): string {
  const elapsed = Math.round((now.getTime() - new Date(at).getTime()) / 1000);
  if (!Number.isFinite(elapsed)) return "";
  // A server clock slightly ahead of this one must not read "in 2 minutes".
  const seconds = Math.max(elapsed, 0);
  for (const [unit, size, lastOne] of UNITS) {
    if (seconds < size) continue;
    const count = Math.trunc(seconds / size);
    if (count === 1 && lastOne) return lastOne;
    return `${groupedCount(count)} ${unit}${count === 1 ? "" : "s"} ago`;
  }
  return "just now";
}

/** The name a row shows for who it comes from. */
export function mentionerName(mentioner: NotificationMentioner | null): string {
  if (!mentioner) return NOTIFICATIONS_COPY.fromShepherd;
  return mentioner.display_name || (mentioner.username ? `@${mentioner.username}` : NOTIFICATIONS_COPY.fromShepherd);
}
