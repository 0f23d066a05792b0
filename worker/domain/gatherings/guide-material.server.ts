/**
 * What a discussion guide follows when the host links one: a study-series session (a library
 * series by slug, or a hosted series he may see — published, or his own — by id) or a day of one of
 * his own plans. Anything else is not found, with the same plain message whether it does not exist
 * or belongs to another man, so nothing of another member's plan is shown or confirmed.
 */
import { and, eq } from "drizzle-orm";
import { GATHERING_GUIDE_COPY } from "../../../app/kernel/copy/gatherings";
import type { Database } from "../../db/client";
import { planDays, plans, seriesSessions, studySeries } from "../../db/schema";
import type { MemberScope } from "../member-scope.server";
import { refuse, succeed, type Outcome } from "../outcome";
import { isHostedId, libraryEntry, visibleTo } from "../series/visible.server";

/** The linked material a guide is built on. */
export interface GuideMaterial {
  /** What it is, for the model's brief. */
  kind: "series session" | "plan day";
  title: string;
  passage: string;
  /** Its own questions (a session's, or a plan day's reflection), to keep. */
  questions: string[];
  /** A session's prayer, which closes the gathering; a plan day has none fit to pray aloud. */
  closingPrayer: string | null;
}

export interface GuideLinks {
  seriesId?: string;
  sessionNumber?: number;
  planDayId?: string;
}

const sessionMissing = () => refuse(404, GATHERING_GUIDE_COPY.seriesSessionNotFound);

async function seriesSession(db: Database, member: MemberScope, seriesId: string, number: number): Promise<Outcome<{ material: GuideMaterial }>> {
  const library = libraryEntry(seriesId);
  if (library) {
    const session = library.sessions[number - 1];
    if (!session) return sessionMissing();
    return succeed({
      material: { kind: "series session", title: session.title, passage: session.passage, questions: session.questions, closingPrayer: session.prayer },
    });
  }
  if (!isHostedId(seriesId)) return sessionMissing();
  const row = await db
    .select({ title: seriesSessions.title, passage: seriesSessions.passage, questions: seriesSessions.questions, prayer: seriesSessions.prayer })
    .from(seriesSessions)
    .innerJoin(studySeries, eq(studySeries.id, seriesSessions.series_id))
    .where(and(eq(seriesSessions.series_id, seriesId), eq(seriesSessions.session_number, number), visibleTo(member.id)))
    .get();
  if (!row) return sessionMissing();
  return succeed({ material: { kind: "series session", title: row.title, passage: row.passage, questions: row.questions, closingPrayer: row.prayer } });
}

async function ownPlanDay(db: Database, member: MemberScope, planDayId: string): Promise<Outcome<{ material: GuideMaterial }>> {
  const row = await db
    .select({ title: planDays.title, passage: planDays.passage, reflection: planDays.reflection_question })
    .from(planDays)
    .innerJoin(plans, eq(plans.id, planDays.plan_id))
    .where(and(eq(planDays.id, planDayId), eq(plans.user_id, member.id)))
    .get();
  if (!row) return refuse(404, GATHERING_GUIDE_COPY.planDayNotFound);
  // A reflection-style plan day asks its question and a follow-up, one a line.
  const questions = row.reflection.split("\n").map((line) => line.trim()).filter(Boolean);
  return succeed({ material: { kind: "plan day", title: row.title, passage: row.passage, questions, closingPrayer: null } });
}

/**
 * The material the host linked, null when he linked none, or why not. Both links are checked when
 * both are given (a plan day not his is refused either way); a series session is preferred.
 */
export async function linkedMaterial(db: Database, member: MemberScope, links: GuideLinks): Promise<Outcome<{ material: GuideMaterial | null }>> {
  const day = links.planDayId ? await ownPlanDay(db, member, links.planDayId) : null;
  if (day && !day.ok) return day;
  if (links.seriesId) return seriesSession(db, member, links.seriesId, links.sessionNumber ?? 1);
  return succeed({ material: day?.material ?? null });
}
