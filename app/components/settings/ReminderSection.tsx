/**
 * "Daily reminder" on the Profile page: on/off, a local time in 15-minute steps, push and/or
 * email. A real form (works before JavaScript loads, email at least); with JavaScript, saving with
 * push selected first subscribes this browser, since the permission prompt needs the click.
 */
import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { useHydrated } from "~/components/ui/useHydrated";
import { useIntentForm } from "~/components/ui/useIntentForm";
import { currentPushSubscription, subscribeToPush, unsubscribeFromPush, type PushOutcome } from "~/browser/push.client";
import {
  REMINDER_COPY,
  REMINDER_INTENT,
  REMINDER_TIMES,
  ReminderSettingsSchema,
  reminderTimeLabel,
  type ReminderSettingsView,
} from "~/kernel/reminders";

const PUSH_ERRORS: Record<Exclude<PushOutcome, "subscribed">, string> = {
  unsupported: REMINDER_COPY.pushUnsupported,
  blocked: REMINDER_COPY.pushBlocked,
  failed: REMINDER_COPY.pushFailed,
};

export function ReminderSection({
  settings,
  publicKey,
  timeZone,
}: {
  settings: ReminderSettingsView;
  publicKey: string | null;
  timeZone: string;
}) {
  const [form, fields] = useIntentForm(REMINDER_INTENT, ReminderSettingsSchema);
  const ids = { time: useId(), channels: useId(), channelsError: useId(), timeError: useId() };
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [pushError, setPushError] = useState<string | null>(null);
  const [subscribing, setSubscribing] = useState(false);
  const [deviceSubscribed, setDeviceSubscribed] = useState<boolean | null>(null);
  const busy = subscribing || (navigation.state !== "idle" && navigation.formData?.get("intent") === REMINDER_INTENT);
  const errors = { localTime: fields.localTime.errors?.[0], channels: fields.channels.errors?.[0] };
  const channelsError = pushError ?? errors.channels;

  useEffect(() => {
    if (!settings.pushConfigured || !settings.channelPush) return;
    let live = true;
    currentPushSubscription().then(
      (subscription) => live && setDeviceSubscribed(Boolean(subscription)),
      () => live && setDeviceSubscribed(false),
    );
    return () => {
      live = false;
    };
  }, [settings.pushConfigured, settings.channelPush, navigation.state]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The schema's check first: a form it refuses stays here with its messages.
    form.onSubmit(event);
    if (event.defaultPrevented) return;
    const element = event.currentTarget;
    const sent = new FormData(element);
    const wantsPush = sent.get("enabled") === "on" && sent.get("channelPush") === "on";
    setPushError(null);
    if (!wantsPush) {
      if (settings.channelPush && sent.get("channelPush") !== "on") void unsubscribeFromPush();
      return;
    }
    if (!publicKey) return;
    event.preventDefault();
    setSubscribing(true);
    subscribeToPush(publicKey).then((outcome) => {
      setSubscribing(false);
      if (outcome === "subscribed") submit(element);
      else setPushError(PUSH_ERRORS[outcome]);
    });
  }

  return (
    <section aria-labelledby="reminder-heading" className="mt-10">
      <h2 id="reminder-heading" className="scroll-mt-20 text-xl font-semibold">
        {REMINDER_COPY.heading}
      </h2>
      <div className="card mt-4">
        <p className="text-sm text-muted">{REMINDER_COPY.intro}</p>
        <Form method="post" id={form.id} className="mt-4 space-y-4" onSubmit={hydrated ? onSubmit : undefined} noValidate>
          <input type="hidden" name="intent" value={REMINDER_INTENT} />
          <label className="flex min-h-[44px] items-center gap-3">
            <input type="checkbox" name="enabled" defaultChecked={settings.enabled} className="h-5 w-5" />
            <span>{REMINDER_COPY.enabled}</span>
          </label>
          <div>
            <label htmlFor={ids.time} className="text-sm font-medium">
              {REMINDER_COPY.time}
            </label>
            <select
              id={ids.time}
              name="localTime"
              defaultValue={settings.localTime}
              aria-invalid={errors.localTime ? true : undefined}
              aria-describedby={errors.localTime ? `${ids.time}-zone ${ids.timeError}` : `${ids.time}-zone`}
              className="mt-1 block min-h-[44px] w-full rounded-lg border border-muted/50 bg-surface px-3 text-base text-fg"
            >
              {REMINDER_TIMES.map((time) => (
                <option key={time} value={time}>
                  {reminderTimeLabel(time)}
                </option>
              ))}
            </select>
            <p id={`${ids.time}-zone`} className="mt-1 text-sm text-muted">
              {REMINDER_COPY.timeZone(timeZone)}
            </p>
            {errors.localTime ? (
              <p id={ids.timeError} className="mt-1 text-sm text-danger">
                {errors.localTime}
              </p>
            ) : null}
          </div>
          <fieldset aria-describedby={channelsError ? ids.channelsError : undefined}>
            <legend className="text-sm font-medium">{REMINDER_COPY.channels}</legend>
            <label className="mt-1 flex min-h-[44px] items-center gap-3">
              <input
                type="checkbox"
                name="channelPush"
                defaultChecked={settings.pushConfigured && settings.channelPush}
                disabled={!settings.pushConfigured}
                className="h-5 w-5"
              />
              <span>{REMINDER_COPY.push}</span>
            </label>
            <label className="flex min-h-[44px] items-center gap-3">
              <input type="checkbox" name="channelEmail" defaultChecked={settings.channelEmail} className="h-5 w-5" />
              <span>{REMINDER_COPY.email}</span>
            </label>
            {!settings.pushConfigured ? (
              <p className="mt-1 text-sm text-muted">{REMINDER_COPY.pushNotConfigured}</p>
            ) : settings.channelPush && deviceSubscribed !== null ? (
              <p className="mt-1 text-sm text-muted" data-testid="push-device-status">
                {deviceSubscribed ? REMINDER_COPY.thisDeviceOn : REMINDER_COPY.thisDeviceOff}
              </p>
            ) : null}
            {channelsError ? (
              <p id={ids.channelsError} role="alert" className="mt-1 text-sm text-danger">
                {channelsError}
              </p>
            ) : null}
          </fieldset>
          <button type="submit" className="btn-primary" disabled={busy} aria-disabled={busy || undefined}>
            {busy ? "Please wait…" : REMINDER_COPY.save}
          </button>
        </Form>
      </div>
    </section>
  );
}
