/**
 * /pasture/gathering/new's server side: whether he may lead (the gate's `gathering_content`), the
 * form's starting values on his own clock, the library's series to build a guide on, and the action
 * — parse with the form's schema, plan through the domain, then on to the gathering's join page.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { GATHERINGS_COPY as C } from "~/kernel/copy/gatherings";
import { NewGatheringSchema } from "~/kernel/gatherings/schemas";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { redirectWithToast } from "~/server/toast.server";
import { librarySeries } from "../../../worker/content/series";
import type { MemberScope } from "../../../worker/domain/member-scope.server";
import { flocksLedBy } from "../../../worker/domain/flock/gatherings.server";
import { leadingRefusal, planDayChoices, planGathering, type PlanDayChoice } from "../../../worker/domain/gatherings/plan.server";

export interface SeriesChoice {
  id: string;
  title: string;
  sessionCount: number;
}

export interface NewGatheringPage {
  /** The gate's message when he may not lead gatherings (the page shows the upgrade prompt). */
  denied: string | null;
  /** The refusal is the gatherings kill switch, not his membership: no upgrade would help. */
  paused: boolean;
  timeZone: string;
  /** The next full hour on his clock, as the date and time inputs write them. */
  defaults: { date: string; time: string };
  series: SeriesChoice[];
  /** Days of the plans he made, when he has any. */
  planDays: PlanDayChoice[];
  /** The flocks he leads or co-leads: a gathering may be for one of them. */
  flocks: { id: string; name: string }[];
}

/** The next full hour on his clock, as the date and time inputs write them. */
export function nextHourOn(timeZone: string, now: Date) {
  const next = new Date(Math.ceil((now.getTime() + 1) / 3_600_000) * 3_600_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" })
      .formatToParts(next)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

export async function newGatheringPage(context: AppLoadContext, member: MemberScope): Promise<NewGatheringPage> {
  const denied = await leadingRefusal(context.app, member);
  const [days, flocks] = denied ? [[], []] : await Promise.all([planDayChoices(context.app.db, member.id), flocksLedBy(context.app.db, member.id)]);
  return {
    denied: denied?.message ?? null,
    paused: denied?.code === "paused",
    timeZone: member.timeZone,
    defaults: nextHourOn(member.timeZone, member.now),
    series: denied
      ? []
      : librarySeries.map((series) => ({ id: series.slug, title: series.title, sessionCount: series.sessions.length })),
    planDays: days,
    flocks,
  };
}

export async function newGatheringAction(context: AppLoadContext, member: MemberScope, request: Request) {
  const submission = await parseForm(request, NewGatheringSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const planned = await planGathering(context.app, member, submission.value);
  if (!planned.ok) return replyRefusal(submission, planned);
  return redirectWithToast(planned.joinHref, {
    title: C.plan.createdToast,
    description: planned.inviteHref ? C.plan.createdInviteText : C.plan.createdText,
    variant: "success",
  });
}
