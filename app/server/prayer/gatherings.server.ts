/**
 * /prayer/gatherings/new's server side: what he may schedule for (the flocks he leads, The Pasture
 * when he is an administrator), the form's starting values on his own clock, and the action —
 * parse with the form's schema, schedule through the domain, then back to /prayer with a toast.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { PRAYER_COPY as C } from "~/kernel/copy/prayer";
import { NewPrayerGatheringSchema } from "~/kernel/prayer/schemas";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { redirectWithToast } from "~/server/toast.server";
import { nextHourOn } from "~/server/gatherings/plan.server";
import type { MemberScope } from "../../../worker/domain/member-scope.server";
import { maySchedule, schedulePrayerGathering, schedulingChoices, type Scheduler, type SchedulingChoices } from "../../../worker/domain/prayer/gatherings.server";

export interface NewPrayerGatheringPage {
  choices: SchedulingChoices;
  /** False when he leads no flock and is no administrator: the page says who may schedule one. */
  canSchedule: boolean;
  timeZone: string;
  defaults: { date: string; time: string };
}

function schedulerOf(context: AppLoadContext, member: MemberScope): Scheduler {
  return { member, admin: context.app.user?.role === "admin" };
}

export async function newPrayerGatheringPage(context: AppLoadContext, member: MemberScope): Promise<NewPrayerGatheringPage> {
  const choices = await schedulingChoices(context.app.db, schedulerOf(context, member));
  return {
    choices,
    canSchedule: maySchedule(choices),
    timeZone: member.timeZone,
    defaults: nextHourOn(member.timeZone, member.now),
  };
}

export async function newPrayerGatheringAction(context: AppLoadContext, member: MemberScope, request: Request) {
  const submission = await parseForm(request, NewPrayerGatheringSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const scheduled = await schedulePrayerGathering(context.app.db, schedulerOf(context, member), submission.value);
  if (!scheduled.ok) return replyRefusal(submission, scheduled);
  return redirectWithToast("/prayer#prayer-gatherings", { title: C.gatherings.scheduledToast, description: C.gatherings.scheduledText, variant: "success" });
}
