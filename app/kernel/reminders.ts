/**
 * Daily reminders, client-safe: the settings form's schema,
 * the member's local clock, the "due once per local day" rule and the copy.
 */
import { z } from "./zod";

/** The cron runs every 15 minutes ("*\/15 * * * *"), so reminder times come in the same steps. */
export const REMINDER_STEP_MINUTES = 15;
export const DEFAULT_REMINDER_TIME = "07:00";

export const REMINDER_COPY = {
  heading: "Daily reminder",
  intro: "A nudge each day when your devotional is ready, at the time you choose.",
  /** The push notification's title and the email's subject. */
  title: "Your daily bread is ready",
  enabled: "Send me a daily reminder",
  time: "Reminder time",
  timeZone: (zone: string) => `Times are in your time zone, ${zone}.`,
  channels: "Send it by",
  push: "Push notification",
  email: "Email",
  save: "Save reminder",
  saved: "Reminder saved",
  pushNotConfigured: "Push notifications are not configured on this server. Email reminders still work.",
  pushSubscriptionNotFound: "That push subscription was not found.",
  pushUnsupported: "This browser can't receive push notifications. Email reminders still work.",
  pushBlocked:
    "Notifications are blocked for Shepherd in this browser. Allow them in your browser's site settings, or choose email.",
  pushFailed: "We couldn't turn on push notifications in this browser. Please try again, or choose email.",
  thisDeviceOn: "This device receives your push reminders.",
  thisDeviceOff: "This device doesn't receive push reminders yet. Save with Push notification selected to turn it on.",
  chooseChannel: "Choose push, email or both.",
  invalidTime: "Choose a time on the quarter hour, from 00:00 to 23:45.",
  emailIntro: (title: string) => `Today's devotional: ${title}`,
  emailCta: "Open Shepherd",
} as const;

/** Every allowed reminder time, "00:00" … "23:45". */
export const REMINDER_TIMES: readonly string[] = Array.from({ length: (24 * 60) / REMINDER_STEP_MINUTES }, (_, index) => {
  const minutes = index * REMINDER_STEP_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});

/** "07:00" → "7:00 AM", "00:15" → "12:15 AM", "13:30" → "1:30 PM". */
export function reminderTimeLabel(time: string): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

const QUARTER_HOUR = /^(?:[01]\d|2[0-3]):(?:00|15|30|45)$/;

export const ReminderTimeSchema = z.string({ error: REMINDER_COPY.invalidTime }).regex(QUARTER_HOUR, { error: REMINDER_COPY.invalidTime });

/** An HTML checkbox: present ("on") when ticked, absent when not. */
const Checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

/** The "Daily reminder" form on /settings; the server parses the same schema. */
export const ReminderSettingsSchema = z
  .object({
    enabled: Checkbox,
    localTime: ReminderTimeSchema,
    channelPush: Checkbox,
    channelEmail: Checkbox,
  })
  .refine((value) => !value.enabled || value.channelPush || value.channelEmail, {
    error: REMINDER_COPY.chooseChannel,
    path: ["channels"],
  });

export type ReminderSettingsInput = z.infer<typeof ReminderSettingsSchema>;

export interface ReminderSettingsView extends ReminderSettingsInput {
  /** Whether this server has VAPID keys (push works only then). */
  pushConfigured: boolean;
}

export const DEFAULT_REMINDER_SETTINGS: ReminderSettingsInput = {
  enabled: false,
  localTime: DEFAULT_REMINDER_TIME,
  channelPush: false,
  channelEmail: true,
};

/** Bytes in a base64url string (padding allowed), or null when it is not base64url. */
export function base64UrlByteLength(value: string): number | null {
  const unpadded = value.replace(/={1,2}$/, "");
  if (!/^[A-Za-z0-9_-]*$/.test(unpadded) || unpadded.length % 4 === 1) return null;
  return Math.floor((unpadded.length * 3) / 4);
}

const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
};

export const PUSH_ENDPOINT_MAX = 1000;

/** The body of POST /api/push-subscriptions: a browser's PushSubscription.toJSON(). */
export const PushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: "endpoint must be the push service's https URL." })
    .max(PUSH_ENDPOINT_MAX, { error: `endpoint must be ${PUSH_ENDPOINT_MAX} characters or less.` })
    .refine(isHttpsUrl, { error: "endpoint must be the push service's https URL." }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // RFC 8291: p256dh is an uncompressed P-256 point (65 bytes), auth a 16-byte secret.
      p256dh: z
        .string({ error: "keys.p256dh must be base64url." })
        .max(100)
        .refine((value) => base64UrlByteLength(value) === 65, { error: "keys.p256dh must be a base64url P-256 public key." }),
      auth: z
        .string({ error: "keys.auth must be base64url." })
        .max(40)
        .refine((value) => base64UrlByteLength(value) === 16, { error: "keys.auth must be a base64url 16-byte secret." }),
    },
    { error: "keys with p256dh and auth are required." },
  ),
});

export const PushUnsubscribeSchema = z.object({ endpoint: PushSubscriptionSchema.shape.endpoint });

/** The member's wall clock at an instant: local date "2026-03-08" and time "07:00" (24-hour). */
export function localClock(timeZone: string, at: Date): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)!.value;
  return { date: `${get("year")}-${get("month")}-${get("day")}`, time: `${get("hour")}:${get("minute")}` };
}

/**
 * Has the reminder time been reached on the member's clock? "HH:MM" strings compare in time order.
 * "Reached" (not "equal") lets a late or missed cron run catch up, and sends a 02:30 reminder at
 * 03:00 on the spring-forward day when 02:30 never happens.
 */
export function isDue(localTime: string, nowLocalHHMM: string): boolean {
  return nowLocalHHMM >= localTime;
}

/**
 * Due once per local day: the time is reached today and no reminder went out for today or a later
 * local day (ISO dates compare in calendar order), so a member who moves west across a date line
 * is not reminded twice for the same day.
 */
export function isReminderDue(
  setting: { enabled: boolean; localTime: string; lastSentDate: string | null },
  now: { date: string; time: string },
): boolean {
  if (!setting.enabled) return false;
  if (setting.lastSentDate !== null && setting.lastSentDate >= now.date) return false;
  return isDue(setting.localTime, now.time);
}

/** What the push notification carries; public/sw.js shows it. */
export interface ReminderPushPayload {
  title: string;
  body: string;
  url: string;
}

export function reminderPushPayload(devotionalTitle: string): ReminderPushPayload {
  return { title: REMINDER_COPY.title, body: devotionalTitle, url: "/" };
}

export const REMINDER_INTENT = "save-reminders";
