/**
 * A gathering as a calendar file (RFC 5545): one VEVENT in UTC with the join link, lines ended by
 * CRLF and folded at 75 octets, so any calendar app can add it.
 */
import { GATHERINGS_COPY as C } from "../../../app/kernel/copy/gatherings";
import { gatheringPageHref, scheduledEnd } from "../../../app/kernel/gatherings/rules";
import type { Database } from "../../db/client";
import type { MemberScope } from "../member-scope.server";
import { succeed, type Outcome } from "../outcome";
import { findGatheringFor } from "./access.server";

/** 20261201T013000Z */
const utcStamp = (at: Date) => at.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
const escapeText = (text: string) => text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Splits a content line into 75-octet pieces, each continuation starting with a space (§3.1), never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let piece = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(piece);
      piece = "";
      octets = 0;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join("\r\n ");
}

export interface GatheringCalendarFile {
  filename: string;
  body: string;
}

/** The .ics of a gathering he may see; `origin` makes the join link absolute. */
export async function gatheringCalendar(db: Database, scope: Pick<MemberScope, "id" | "now">, roomName: string, origin: string): Promise<Outcome<GatheringCalendarFile>> {
  const found = await findGatheringFor(db, scope, roomName);
  if (!found.ok) return found;
  const g = found.gathering;
  const joinUrl = `${origin}${gatheringPageHref({ kind: g.kind, id: g.id, roomName: g.room_name })}`;
  const description = [g.description, C.calendar.joinAt(joinUrl)].filter(Boolean).join("\n\n");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Shepherd//Gatherings//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${g.room_name}@${new URL(origin).host}`,
    `DTSTAMP:${utcStamp(scope.now)}`,
    `DTSTART:${utcStamp(g.starts_at)}`,
    `DTEND:${utcStamp(scheduledEnd({ startsAt: g.starts_at, durationMinutes: g.duration_minutes, endedAt: g.ended_at }))}`,
    `SUMMARY:${escapeText(g.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${joinUrl}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return succeed({ filename: `${g.room_name}.ics`, body: `${lines.map(foldLine).join("\r\n")}\r\n` });
}
