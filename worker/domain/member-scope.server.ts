/**
 * Who the signed-in member is and which day it is for him, worked out once per request and handed
 * to the domain: his id, his time zone, his today and the month his free uses count in.
 */
import { localDate, memberLocalDate, monthStart } from "../../app/kernel/dates";
import type { Profile } from "./profiles.server";

export interface MemberScope {
  id: string;
  /** His IANA time zone; UTC until he has a profile that names one. */
  timeZone: string;
  /** His local date, never before the day he had reached when he last changed zone (memberLocalDate). */
  today: string;
  /** The first day of his today's month, so a zone change cannot take him back into last month's free uses. */
  usageMonth: string;
  /** The instant his today was read at; a write stamped in the same request uses it too. */
  now: Date;
}

export function memberScope(
  id: string,
  profile: Pick<Profile, "time_zone" | "today_not_before"> | null,
  now = new Date(),
): MemberScope {
  const timeZone = profile?.time_zone ?? "UTC";
  const today = memberLocalDate({ timeZone, notBefore: profile?.today_not_before ?? null }, now);
  return { id, timeZone, today, usageMonth: monthStart(today), now };
}

/** The day a page shows: the member's today, or the UTC date for a visitor. */
export function dayShownTo(member: MemberScope | null, now = new Date()): string {
  return member?.today ?? localDate("UTC", now);
}
