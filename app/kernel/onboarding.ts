/** Onboarding and profile form schemas, shared by the browser and the server. */
import { z } from "./zod";
import { FOCUS_AREAS } from "./focus-areas";
import { submittedList } from "./form-values";
import { DisplayNameSchema } from "./validation";

export const CURRENT_TOPIC_SUGGESTIONS = [
  "Patience at home",
  "Leading my family spiritually",
  "Loving my wife well",
  "Praying consistently",
  "Reading the Bible daily",
  "Anger",
  "Purity",
  "Work–life balance",
  "Finding good friends",
  "Forgiveness",
  "Anxiety and worry",
  "Being present with my kids",
] as const;

export const MAX_CURRENT_TOPICS = 8;
export const MAX_TOPIC_LENGTH = 60;

export const FocusSchema = z.object({
  focus: z
    .array(z.enum(FOCUS_AREAS, { error: "Choose from the listed focus areas." }))
    .min(1, { error: "Choose at least one focus area." })
    .max(FOCUS_AREAS.length)
    .transform((values) => [...new Set(values)]),
});

export const CurrentTopicsSchema = z.object({
  currentTopics: z
    .array(
      z
        .string()
        .trim()
        .min(2, { error: "Each topic needs at least 2 characters." })
        .max(MAX_TOPIC_LENGTH, { error: `Each topic must be ${MAX_TOPIC_LENGTH} characters or less.` }),
    )
    .min(1, { error: "Choose or write at least one thing you want to grow in." })
    .max(MAX_CURRENT_TOPICS, { error: `Choose up to ${MAX_CURRENT_TOPICS}.` })
    .transform((values) => [...new Set(values)]),
});

/** The chosen topics of a submitted form, and the one typed in "Add your own" if any. */
export function topicsFromForm(form: FormData): string[] {
  return topicsFromValues({ currentTopics: form.getAll("currentTopics"), customTopic: form.get("customTopic") });
}

/** The same, from a form's values as Conform reads them (one value is a string, several a list). */
export function topicsFromValues(values: { currentTopics?: unknown; customTopic?: unknown }): string[] {
  const custom = typeof values.customTopic === "string" ? values.customTopic.trim() : "";
  return [...submittedList(values.currentTopics), ...(custom ? [custom] : [])];
}

/** The intentions step's form: the ticked suggestions and "Add your own", checked as one list. */
export const IntentionsFormSchema = z
  .object({ currentTopics: z.array(z.string()).optional(), customTopic: z.string().optional() })
  .transform((values) => ({ currentTopics: topicsFromValues(values) }))
  .pipe(CurrentTopicsSchema);

export const USERNAME_PATTERN = /^[a-z0-9_]{3,30}$/;

export const UsernameSchema = z
  .string({ error: "Choose a username." })
  .trim()
  .toLowerCase()
  .regex(USERNAME_PATTERN, { error: "Usernames are 3–30 characters: lowercase letters, numbers and underscores." });

export function isValidTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return value.length <= 64;
  } catch {
    return false;
  }
}

export const TimeZoneSchema = z
  .string({ error: "Choose your time zone." })
  .refine(isValidTimeZone, { error: "Choose a time zone from the list." });

export const ProfileDetailsSchema = z.object({
  displayName: DisplayNameSchema,
  username: UsernameSchema,
  timeZone: TimeZoneSchema,
});

/** The profile form as typed (onboarding's profile step and Profile → Your profile). */
export interface ProfileValues {
  displayName: string;
  username: string;
  timeZone: string;
}
export type ProfileField = keyof ProfileValues | "avatar";
export type ProfileFieldErrors = Partial<Record<ProfileField, string>>;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

/** What an onboarding step that saves a list of choices shows: the choices saved so far. */
export interface ChoiceStepData {
  saved: string[];
}
