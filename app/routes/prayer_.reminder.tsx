/**
 * /prayer/reminder: where /prayer's daily prayer reminder form posts. A resource route outside
 * /prayer's layout (it has no page of its own): a saved setting goes back to /prayer with a toast, a
 * refused one answers 400 with the form's messages for the section to show.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { PRAYER_COPY } from "~/kernel/copy/prayer";
import { PrayerReminderSchema } from "~/kernel/prayer/schemas";
import { parseForm } from "~/server/form.server";
import { requireMember } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { savePrayerReminder } from "../../worker/domain/prayer/reminder.server";

export const loader = () => redirect("/prayer");

export async function action({ context, request }: ActionFunctionArgs) {
  const member = await requireMember(context, request);
  const submission = await parseForm(request, PrayerReminderSchema);
  if (submission.status !== "success") return Response.json(submission.reply(), { status: 400 });
  await savePrayerReminder(context.app.db, member, submission.value);
  return redirectWithToast("/prayer#prayer-reminder", { title: PRAYER_COPY.reminder.saved, variant: "success" });
}
