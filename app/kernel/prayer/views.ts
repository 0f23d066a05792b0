/**
 * What prayer pages and the API receive from the server: every field is decided for the member
 * looking. An anonymous request's author is absent from the value itself (not merely hidden by the
 * page) for everyone but him.
 */
import type { GatheringCardView } from "../gatherings/views";
import type { PrayerAudience, PrayerCategory } from "./rules";

export interface PrayerPersonView {
  id: string;
  displayName: string;
  avatarUrl: string | null;
}

export interface PrayerRequestView {
  id: string;
  body: string;
  category: PrayerCategory | null;
  categoryLabel: string | null;
  audience: PrayerAudience;
  /** "Only me", the flock's name, or "The Pasture (all members)". */
  audienceLabel: string;
  flock: { id: string; name: string } | null;
  anonymous: boolean;
  /** Null when the request is anonymous and he is not its author. */
  author: PrayerPersonView | null;
  isMine: boolean;
  urgent: boolean;
  /** How many times brothers have prayed for it (each member once a day). */
  prayedCount: number;
  /** He has already said "I prayed" today. */
  prayedByMeToday: boolean;
  createdAt: string;
  /** ISO instant a shared request leaves others' lists; null for a private one. */
  expiresAt: string | null;
  /** A shared request past its time (only its author still sees it, to renew it). */
  expired: boolean;
  answeredAt: string | null;
  testimony: string | null;
  /** The author's request was reported and is out of view pending review (only he sees it, and this flag). */
  hidden: boolean;
}

/**
 * /prayer as he sees it. Each part of the page (his requests, praying for others, praise reports,
 * prayer gatherings, his reminder) adds its own field here and one line to the page's composer.
 */
export interface PrayerPageView {
  /** His requests still open (not answered), newest first; expired shared ones included, to renew. */
  mine: PrayerRequestView[];
  /** His answered requests, most recently answered first: the prayers he will want to remember. */
  answered: PrayerRequestView[];
  /** The flocks he belongs to, for the audience choice. */
  flocks: { id: string; name: string }[];
  /** Requests shared with him that he may pray for: urgent first, then the least prayed-for, then oldest. */
  praying: PrayerRequestView[];
  /** The first request of the list not shown yet, where "Show more requests" leads; null when none is left. */
  prayingMoreFrom: string | null;
  /** Answered requests shared with him that carry a testimony, most recently answered first. */
  praise: PrayerRequestView[];
  gatherings: PrayerGatheringsView;
  reminder: PrayerReminderView;
}

/** The prayer gatherings he may see that are not over, soonest first, and whether he may schedule one. */
export interface PrayerGatheringsView {
  list: GatheringCardView[];
  canSchedule: boolean;
}

/** His daily prayer reminder as saved (off at the default time until he sets it). */
export interface PrayerReminderView {
  enabled: boolean;
  localTime: string;
  timeZone: string;
}
