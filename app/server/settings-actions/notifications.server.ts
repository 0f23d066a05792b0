/** Profile → Daily reminder and Email: the reminder's time and channels, the optional emails. */
import { EMAIL_PREFERENCES_COPY } from "~/kernel/copy/settings";
import { REMINDER_COPY, REMINDER_INTENT, ReminderSettingsSchema } from "~/kernel/reminders";
import { EmailPreferencesSchema, SETTINGS_INTENTS } from "~/kernel/settings";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { requireMember } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { saveEmailPreferences } from "../../../worker/domain/email-preferences.server";
import { saveReminderSettings } from "../../../worker/domain/reminders.server";
import type { SettingsActionArgs } from "./types";

async function saveReminders({ app, user, request }: SettingsActionArgs) {
  const submission = await parseForm(request, ReminderSettingsSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const { timeZone } = await requireMember({ app }, request);
  const saved = await saveReminderSettings(app, user.id, submission.value, { timeZone });
  if (!saved.ok) return replyRefusal(submission, saved);
  return redirectWithToast("/settings", { title: REMINDER_COPY.saved, variant: "success" });
}

async function saveEmails({ app, user, request }: SettingsActionArgs) {
  const submission = await parseForm(request, EmailPreferencesSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  await saveEmailPreferences(app.db, user.id, submission.value);
  return redirectWithToast("/settings", { title: EMAIL_PREFERENCES_COPY.saved, variant: "success" });
}

export const notificationActions = {
  [REMINDER_INTENT]: saveReminders,
  [SETTINGS_INTENTS.saveEmailPreferences]: saveEmails,
};
