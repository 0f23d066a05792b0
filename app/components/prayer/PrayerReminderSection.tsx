import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "@remix-run/react";
import { useId } from "react";
import { FieldError } from "~/components/ui/FieldError";
import { PRAYER_COPY } from "~/kernel/copy/prayer";
import { PrayerReminderSchema } from "~/kernel/prayer/schemas";
import type { PrayerReminderView } from "~/kernel/prayer/views";
import { REMINDER_TIMES, reminderTimeLabel } from "~/kernel/reminders";
import { SectionPlace } from "../ui/SectionPlace";

const C = PRAYER_COPY.reminder;

/**
 * His daily prayer reminder: on or off and a quarter-hour time. A real form (it works before
 * JavaScript); saved, the page comes back with a toast.
 */
export function PrayerReminderSection({ reminder }: { reminder: PrayerReminderView }) {
  const fetcher = useFetcher<SubmissionResult<string[]>>();
  const [form, fields] = useForm({
    lastResult: fetcher.data,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PrayerReminderSchema }),
  });
  const timeId = useId();
  const busy = fetcher.state !== "idle";
  const timeError = fields.localTime.errors?.[0];
  return (
    <SectionPlace id="prayer-reminder" title={C.heading}>
      <p className="text-sm text-muted">{C.intro}</p>
      <p className="text-sm font-medium">{reminder.enabled ? C.on(reminderTimeLabel(reminder.localTime)) : C.off}</p>
      <fetcher.Form method="post" action="/prayer/reminder" {...getFormProps(form)} className="space-y-4">
        <label className="flex min-h-[44px] items-center gap-3">
          <input type="checkbox" name="enabled" defaultChecked={reminder.enabled} className="h-5 w-5" />
          <span>{C.enabled}</span>
        </label>
        <div>
          <label htmlFor={timeId} className="text-sm font-medium">
            {C.time}
          </label>
          <select
            id={timeId}
            name="localTime"
            defaultValue={reminder.localTime}
            aria-invalid={timeError ? true : undefined}
            aria-describedby={timeError ? `${timeId}-zone ${timeId}-error` : `${timeId}-zone`}
            className="mt-1 block min-h-[44px] w-full rounded-lg border border-muted/50 bg-surface px-3 text-base text-fg"
          >
            {REMINDER_TIMES.map((time) => (
              <option key={time} value={time}>
                {reminderTimeLabel(time)}
              </option>
            ))}
          </select>
          <p id={`${timeId}-zone`} className="mt-1 text-sm text-muted">
            {C.timeZone(reminder.timeZone)} {C.channels}
          </p>
          <FieldError id={`${timeId}-error`} message={timeError} />
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {C.save}
        </button>
      </fetcher.Form>
    </SectionPlace>
  );
}
