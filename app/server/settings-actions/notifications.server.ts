/** Profile → Daily reminder and Email: the reminder's time and channels, the optional emails. */
import { data } from "@remix-run/cloudflare";
import { fieldErrorsOf } from "~/kernel/auth-form";
import { requireMember } from "~/server/guards.server";
import { EMAIL_PREFERENCES_COPY } from "~/kernel/copy/settings";
import { REMINDER_COPY, REMINDER_INTENT, ReminderSettingsSchema, type ReminderActionData } from "~/kernel/reminders";
import { EmailPreferencesSchema, SETTINGS_INTENTS, type SettingsFormFailure } from "~/kernel/settings";
import { redirectWithToast } from "~/server/toast.server";
import { saveEmailPreferences } from "../../../worker/domain/email-preferences.server";
import { saveReminderSettings } from "../../../worker/domain/reminders.server";
import type { SettingsActionArgs } from "./types";

async function saveReminders({ app, user, form, request }: SettingsActionArgs) {
  const fail = (reminderErrors: ReminderActionData["reminderErrors"]) =>
    data({ intent: REMINDER_INTENT, reminderErrors } satisfies ReminderActionData, { status: 400 });
  const parsed = ReminderSettingsSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const reminderErrors: ReminderActionData["reminderErrors"] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "localTime" ? "localTime" : "channels";
      reminderErrors[field] ??= issue.message;
    }
    return fail(reminderErrors);
  }
  const { timeZone } = await requireMember({ app }, request);
  const saved = await saveReminderSettings(app, user.id, parsed.data, { timeZone });
  if (!saved.ok) return fail({ channels: saved.message });
  return redirectWithToast("/settings", { title: REMINDER_COPY.saved, variant: "success" });
}

async function saveEmails({ app, user, form }: SettingsActionArgs) {
  const parsed = EmailPreferencesSchema.safeParse({ weeklySummary: form.get("weeklySummary") ?? undefined });
  if (!parsed.success) {
    const body: SettingsFormFailure = { intent: SETTINGS_INTENTS.saveEmailPreferences, fieldErrors: fieldErrorsOf(parsed.error) };
    return data(body, { status: 400 });
  }
  await saveEmailPreferences(app.db, user.id, parsed.data);
  return redirectWithToast("/settings", { title: EMAIL_PREFERENCES_COPY.saved, variant: "success" });
}

export const notificationActions = {
  [REMINDER_INTENT]: saveReminders,
  [SETTINGS_INTENTS.saveEmailPreferences]: saveEmails,
};
