/** Profile → Contact support: a new ticket from the session's member, answered back on /settings. */
import { SUPPORT_COPY } from "~/kernel/copy/support";
import { SUPPORT_INTENT, SupportTicketSchema } from "~/kernel/support";
import { parseForm, replyInvalid } from "~/server/form.server";
import { requireMember } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { openTicket } from "../../../worker/domain/support/tickets.server";
import type { SettingsActionArgs } from "./types";

async function contactSupport({ app, request }: SettingsActionArgs) {
  const member = await requireMember({ app }, request);
  const submission = await parseForm(request, SupportTicketSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  await openTicket(app.db, member, submission.value);
  return redirectWithToast("/settings#support-heading", { title: SUPPORT_COPY.sent, description: SUPPORT_COPY.sentText, variant: "success" });
}

export const supportActions = {
  [SUPPORT_INTENT]: contactSupport,
};
