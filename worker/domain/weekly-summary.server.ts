/**
 * The weekly summary email (email_preferences.weekly_summary): on each opted-in member's Monday, from
 * 08:00 on his own clock, one email with last week's insight — the one he wrote, or the offline one
 * composed (and stored) now. Run by the 15-minute reminder cron.
 *
 * At most once per week: a run first claims the member's Monday with a conditional UPDATE
 * (… WHERE weekly_summary_last_sent IS NULL OR weekly_summary_last_sent < monday RETURNING), so two
 * overlapping runs cannot both send. A send that fails after the claim is not retried that week.
 */
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { WEEKLY_EMAIL_COPY } from "../../app/kernel/copy/insights";
import type { InsightStats } from "../../app/kernel/insights";
import { isWeeklySummaryDue, lastWeek, mondayMorningSomewhere, periodLabel } from "../../app/kernel/insights-period";
import type { Database } from "../db/client";
import { emailPreferences, profiles, user } from "../db/schema";
import type { Env } from "../env";
import { createEmailProvider, type OutgoingEmail } from "../providers/email";
import { scheduledOrigin } from "../local-development";
import { ensureOfflineInsight } from "./insights.server";
import { clockOf, escapeHtml } from "./reminders.server";

const SCAN_PAGE = 500;
/** Claims per D1 batch. */
const CLAIM_CHUNK = 50;

interface Candidate {
  userId: string;
  email: string;
  timeZone: string | null;
  lastSent: string | null;
}

export interface WeeklySummaryRun {
  /** Members whose week this run claimed. */
  claimed: number;
  sent: number;
  failed: number;
}

/** Sends every weekly summary due at `now` (the cron's scheduled instant). Safe to run twice. */
export async function sendWeeklySummaries({ db, env }: { db: Database; env: Env }, now: Date): Promise<WeeklySummaryRun> {
  const run: WeeklySummaryRun = { claimed: 0, sent: 0, failed: 0 };
  if (!mondayMorningSomewhere(now)) return run;
  const email = createEmailProvider(env, db, scheduledOrigin(env.APP_URL));
  let after = "";
  for (;;) {
    const page = await optedIn(db, after);
    if (page.length === 0) break;
    after = page.at(-1)!.userId;
    const due = page.flatMap((candidate) => {
      const clock = clockOf(candidate.timeZone, now);
      return isWeeklySummaryDue(clock, candidate.lastSent) ? [{ ...candidate, monday: clock.date }] : [];
    });
    for (let start = 0; start < due.length; start += CLAIM_CHUNK) {
      const claimed = await claim(db, due.slice(start, start + CLAIM_CHUNK));
      run.claimed += claimed.length;
      for (const member of claimed) {
        try {
          const insight = await ensureOfflineInsight(db, member.userId, lastWeek(member.monday), member.monday, now);
          await email.send(summaryEmail(env, member, insight));
          run.sent += 1;
        } catch (error) {
          run.failed += 1;
          console.error(`[weekly-summary] email to ${member.userId} failed`, error);
        }
      }
    }
    if (page.length < SCAN_PAGE) break;
  }
  return run;
}

function optedIn(db: Database, after: string): Promise<Candidate[]> {
  return db
    .select({
      userId: emailPreferences.user_id,
      email: user.email,
      timeZone: profiles.time_zone,
      lastSent: emailPreferences.weekly_summary_last_sent,
    })
    .from(emailPreferences)
    .innerJoin(user, eq(user.id, emailPreferences.user_id))
    .leftJoin(profiles, eq(profiles.id, emailPreferences.user_id))
    .where(and(eq(emailPreferences.weekly_summary, true), gt(emailPreferences.user_id, after)))
    .orderBy(emailPreferences.user_id)
    .limit(SCAN_PAGE)
    .all();
}

type Due = Candidate & { monday: string };

/** Marks each member's week as sent; only the rows this run changed come back. */
async function claim(db: Database, due: Due[]): Promise<Due[]> {
  if (due.length === 0) return [];
  const statements = due.map((member) =>
    db
      .update(emailPreferences)
      // The claim is the cron's, not the member's: updated_at keeps the time he last saved.
      .set({ weekly_summary_last_sent: member.monday, updated_at: sql`${emailPreferences.updated_at}` })
      .where(
        and(
          eq(emailPreferences.user_id, member.userId),
          eq(emailPreferences.weekly_summary, true),
          or(isNull(emailPreferences.weekly_summary_last_sent), lt(emailPreferences.weekly_summary_last_sent, member.monday)),
        ),
      )
      .returning({ userId: emailPreferences.user_id }),
  );
  const results = await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
  return due.filter((_, index) => results[index]!.length > 0);
}

function summaryEmail(env: Env, member: Due, insight: { id: string; narrative: string; stats: Record<string, unknown> }): OutgoingEmail {
  const stats = insight.stats as unknown as InsightStats;
  const label = periodLabel(lastWeek(member.monday));
  const origin = (env.APP_URL ?? "").replace(/\/+$/, "");
  const open = `${origin}/insights/${insight.id}`;
  const settings = `${origin}/settings`;
  const numbers = WEEKLY_EMAIL_COPY.numbers(stats.completions, stats.checkIns, stats.journalEntries);
  const paragraphs = insight.narrative.split(/\n{2,}/);
  return {
    to: member.email,
    userId: member.userId,
    kind: "weekly_summary",
    subject: WEEKLY_EMAIL_COPY.subject(label),
    text: [WEEKLY_EMAIL_COPY.intro(label), "", insight.narrative, "", numbers, "", `${WEEKLY_EMAIL_COPY.cta}: ${open}`, "", `${WEEKLY_EMAIL_COPY.footer} ${settings}`].join("\n"),
    html: [
      `<p>${escapeHtml(WEEKLY_EMAIL_COPY.intro(label))}</p>`,
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p style="color:#555">${escapeHtml(numbers)}</p>`,
      `<p><a href="${escapeHtml(open)}">${WEEKLY_EMAIL_COPY.cta}</a></p>`,
      `<p style="color:#666;font-size:12px">${escapeHtml(WEEKLY_EMAIL_COPY.footer)} <a href="${escapeHtml(settings)}">${escapeHtml(settings)}</a></p>`,
    ].join("\n"),
  };
}
