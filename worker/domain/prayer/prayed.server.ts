/**
 * "I prayed", wherever it is said (his tap, "Pray for all", a prayer gathering praying through a
 * request for everyone present): one mark per member per request per his local day — a second tap
 * that day, or two at once, counts once — and then each requester's one notification of the day,
 * "3 brothers prayed for you today", written or updated in place with the new count. Who prayed is
 * never shown to him.
 */
import { and, countDistinct, eq, gte, inArray, ne } from "drizzle-orm";
import { PRAYER_COPY as C } from "../../../app/kernel/copy/prayer";
import { localDate } from "../../../app/kernel/dates";
import { PRAYER_HREF, prayedSummaryNotificationId } from "../../../app/kernel/prayer/rules";
import { notifications, prayerMarks, prayerRequests, profiles } from "../../db/schema";
import { zonedInstant } from "../gatherings/wall-clock";
import { announce, type NotificationDeps, unreadCountQuery } from "../notifications.server";

export interface PrayedMark {
  requestId: string;
  memberId: string;
  /** The praying member's local date: his once-a-day. */
  localDate: string;
}

/** D1 binds at most 100 parameters per statement; a mark binds three. */
const MARKS_PER_STATEMENT = 30;
const REQUESTS_PER_STATEMENT = 90;

/** The requester's local today and the instant it began, in his profile's time zone. */
function dayOf(timeZone: string | null, now: Date) {
  let zone = timeZone || "UTC";
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
  } catch {
    zone = "UTC";
  }
  const date = localDate(zone, now);
  return { date, start: zonedInstant(date, "00:00", zone) };
}

/**
 * Rewrites one requester's notification of the day with how many brothers have prayed for him since
 * his day began — only when that number changed, so a second "I prayed" leaves it as he last saw it,
 * and a summary that was lost (its write failed after the marks were in) is written by the next.
 */
async function summarize(deps: NotificationDeps, requesterId: string, timeZone: string | null, now: Date) {
  const { db, env } = deps;
  const day = dayOf(timeZone, now);
  const [counted] = await db
    .select({ brothers: countDistinct(prayerMarks.user_id) })
    .from(prayerMarks)
    .innerJoin(prayerRequests, eq(prayerRequests.id, prayerMarks.request_id))
    .where(and(eq(prayerRequests.user_id, requesterId), ne(prayerMarks.user_id, requesterId), gte(prayerMarks.created_at, day.start)));
  const brothers = counted?.brothers ?? 0;
  if (brothers === 0) return;
  const id = prayedSummaryNotificationId(requesterId, day.date);
  const content = C.prayedSummary(brothers);
  const [written, [unread]] = await db.batch([
    db
      .insert(notifications)
      .values({ id, user_id: requesterId, type: "other", content, link: PRAYER_HREF, read: false, created_at: now })
      .onConflictDoUpdate({ target: notifications.id, set: { content, read: false, created_at: now }, setWhere: ne(notifications.content, content) })
      .returning({ id: notifications.id }),
    unreadCountQuery(db, requesterId),
  ]);
  if (written.length === 0) return;
  await announce(env, requesterId, { unread: unread?.unread ?? 0, change: "created", id });
}

/**
 * Records the marks (those already made today are left as they are) and brings each requester's
 * notification of the day up to his count. Returns how many marks were new.
 */
export async function recordPrayed(deps: NotificationDeps, marks: PrayedMark[], now: Date): Promise<number> {
  if (marks.length === 0) return 0;
  const { db } = deps;
  const inserted: { requestId: string; memberId: string }[] = [];
  for (let start = 0; start < marks.length; start += MARKS_PER_STATEMENT) {
    const rows = await db
      .insert(prayerMarks)
      .values(marks.slice(start, start + MARKS_PER_STATEMENT).map((mark) => ({ request_id: mark.requestId, user_id: mark.memberId, local_date: mark.localDate, created_at: now })))
      .onConflictDoNothing()
      .returning({ requestId: prayerMarks.request_id, memberId: prayerMarks.user_id });
    inserted.push(...rows);
  }
  // Every requester of the marks asked for, not only of the new ones: a retry after a summary that
  // failed to be written finds his mark already in and still writes the summary.
  const requestIds = [...new Set(marks.map((mark) => mark.requestId))];
  const requesters = new Map<string, string | null>();
  for (let start = 0; start < requestIds.length; start += REQUESTS_PER_STATEMENT) {
    const rows = await db
      .selectDistinct({ id: prayerRequests.user_id, timeZone: profiles.time_zone })
      .from(prayerRequests)
      .leftJoin(profiles, eq(profiles.id, prayerRequests.user_id))
      .where(inArray(prayerRequests.id, requestIds.slice(start, start + REQUESTS_PER_STATEMENT)));
    for (const row of rows) requesters.set(row.id, row.timeZone);
  }
  const praying = new Set(marks.map((mark) => mark.memberId));
  for (const [requesterId, timeZone] of requesters) {
    // His own marks (a prayer gathering he was present at) do not make "brothers prayed for you".
    if (praying.size === 1 && praying.has(requesterId)) continue;
    // The marks are in: a summary that cannot be written now is written by the next "I prayed" for him.
    try {
      await summarize(deps, requesterId, timeZone, now);
    } catch (error) {
      console.error(`The prayed-for summary of ${requesterId} could not be written`, error);
    }
  }
  return inserted.length;
}
