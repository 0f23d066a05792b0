/**
 * The Pasture page's report, block and unblock intents, keyed by intent for the page's one action
 * (and unblock for Settings → Blocked members too). Each parses its form with the kernel schema the
 * page validates with, makes one domain call as the session's member, and answers a refusal in the
 * forms' one shape or redirects back with a toast.
 */
import { PASTURE_INTENTS } from "~/kernel/pasture/intents";
import { BlockSchema, ReportSchema } from "~/kernel/pasture/schemas";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { requireMember } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import type { AppContext } from "../../../worker/context";
import { blockMember, unblockMember } from "../../../worker/domain/pasture/blocks.server";
import { reportItem } from "../../../worker/domain/pasture/reports.server";

export interface PastureActionArgs {
  app: AppContext;
  request: Request;
}

async function report({ app, request }: PastureActionArgs) {
  const member = await requireMember({ app }, request);
  const submission = await parseForm(request, ReportSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const outcome = await reportItem(app, member, submission.value, { admin: app.user?.role === "admin" });
  if (!outcome.ok) return replyRefusal(submission, outcome);
  return redirectWithToast("/pasture", { title: outcome.message, variant: "success" });
}

async function block({ app, request }: PastureActionArgs) {
  const member = await requireMember({ app }, request);
  const submission = await parseForm(request, BlockSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const outcome = await blockMember(app.db, member, submission.value.memberId);
  if (!outcome.ok) return replyRefusal(submission, outcome);
  return redirectWithToast("/pasture", { title: outcome.message, variant: "success" });
}

/** Unblocking, answered back on the page it was sent from (/pasture or /settings). */
export function unblockBackTo(path: string) {
  return async ({ app, request }: PastureActionArgs) => {
    const member = await requireMember({ app }, request);
    const submission = await parseForm(request, BlockSchema);
    if (submission.status !== "success") return replyInvalid(submission);
    const outcome = await unblockMember(app.db, member, submission.value.memberId);
    if (!outcome.ok) return replyRefusal(submission, outcome);
    return redirectWithToast(path, { title: outcome.message, variant: "success" });
  };
}

export const pastureSafetyActions = {
  [PASTURE_INTENTS.report]: report,
  [PASTURE_INTENTS.block]: block,
  [PASTURE_INTENTS.unblock]: unblockBackTo("/pasture"),
};

