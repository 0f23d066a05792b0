/**
 * Reporting a prayer request he may see, as a post is reported in The Pasture: one of the same
 * reasons, once per member per request, never his own, the report in the admins' queue
 * (`content_reports`, with the flock for a flock's request). A request read by all of The Pasture
 * leaves everyone's view (but its author's) at the first report, until an administrator reviews it:
 * a man's plea is more exposed than a post, so the bar is lower. A flock's request stays up; its
 * report waits in the queue.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { PRAYER_REQUESTS_COPY as R } from "../../../app/kernel/copy/prayer";
import { PRAYER_REPORT_KIND } from "../../../app/kernel/prayer/rules";
import type { ReportReason } from "../../../app/kernel/pasture/rules";
import type { Database } from "../../db/client";
import { contentReports, prayerRequests } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { type Outcome, refuse, succeed } from "../outcome";
import { suspendedMemberRefusal } from "../pasture/write-guard.server";
import { findRequestFor } from "./access.server";

export interface PrayerReportInput {
  requestId: string;
  reason: ReportReason;
  note?: string;
}

export async function reportRequest(db: Database, scope: MemberScope, input: PrayerReportInput): Promise<Outcome<{ hidden: boolean; message: string }>> {
  const suspended = await suspendedMemberRefusal(db, scope);
  if (suspended) return suspended;
  const found = await findRequestFor(db, scope, input.requestId);
  if (!found.ok) return found;
  if (found.isOwner) return refuse(400, R.errors.cannotReportOwn, { code: "own" });
  const request = found.request;
  const hides = request.audience === "pasture";
  // Hidden only by his report just written (still open): a repeated report that the unique index
  // kept out cannot hide again a request an administrator has restored.
  const hisOpenReport = sql`EXISTS (SELECT 1 FROM ${contentReports} WHERE ${contentReports.item_kind} = ${PRAYER_REPORT_KIND} AND ${contentReports.item_id} = ${request.id} AND ${contentReports.reporter_id} = ${scope.id} AND ${contentReports.resolved_at} IS NULL)`;
  const [added] = await db.batch([
    db
      .insert(contentReports)
      .values({
        item_kind: PRAYER_REPORT_KIND,
        item_id: request.id,
        reporter_id: scope.id,
        reason: input.reason,
        note: input.note ?? null,
        flock_id: request.audience === "flock" ? request.flock_id : null,
        created_at: scope.now,
      })
      .onConflictDoNothing()
      .returning({ id: contentReports.id }),
    db
      .update(prayerRequests)
      .set({ hidden_at: scope.now })
      .where(and(eq(prayerRequests.id, request.id), eq(prayerRequests.audience, "pasture"), isNull(prayerRequests.hidden_at), hisOpenReport)),
  ]);
  if (added.length === 0) return refuse(409, R.errors.alreadyReported, { code: "already_reported" });
  return succeed({ hidden: hides, message: hides ? R.toasts.reportedHidden : R.toasts.reported });
}
