/**
 * One zod schema per series form and request, shared by the page (Conform), its action and the
 * JSON API. The builder's form names session fields `sessions.N.field` and writes the questions one
 * per line; the API sends them as a list. A draft keeps whatever is typed within the limits; a
 * published series needs every session complete (the server also checks each passage in the WEB).
 */
import { SERIES_ERRORS } from "../copy/series";
import { FOCUS_AREAS } from "../focus-areas";
import { daysInOrder } from "../path/builder";
import { z } from "../zod";
import { FOLLOW_INTENTS, SERIES_LIMITS as L, SERIES_MAX_QUESTIONS, SERIES_MAX_SESSIONS, SERIES_MIN_QUESTIONS } from "./rules";

export const FollowSchema = z.object({ intent: z.enum(FOLLOW_INTENTS, { error: SERIES_ERRORS.intent }) });

export const LibraryQuerySchema = z.object({ focus: z.enum(FOCUS_AREAS, { error: SERIES_ERRORS.focusArea }).optional() });

const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, { error: message });

const question = text(L.question.max, SERIES_ERRORS.question);

/** A draft session: any field may still be empty. */
const DraftSessionSchema = z.object({
  title: text(L.sessionTitle.max, SERIES_ERRORS.sessionTitle).default(""),
  passage: text(L.passage.max, SERIES_ERRORS.passage).default(""),
  teaching: text(L.teaching.max, SERIES_ERRORS.teaching).default(""),
  questions: z.array(question, { error: SERIES_ERRORS.questions }).max(SERIES_MAX_QUESTIONS, { error: SERIES_ERRORS.questions }).default([]),
  prayer: text(L.prayer.max, SERIES_ERRORS.prayer).default(""),
  atHome: text(L.atHome.max, SERIES_ERRORS.atHome).default(""),
});

/** A published session: everything but "this week at home" is written. */
const PublishedSessionSchema = z.object({
  title: text(L.sessionTitle.max, SERIES_ERRORS.sessionTitle).min(1, { error: SERIES_ERRORS.sessionTitle }),
  passage: text(L.passage.max, SERIES_ERRORS.passage).min(3, { error: SERIES_ERRORS.passage }),
  teaching: text(L.teaching.max, SERIES_ERRORS.teaching).min(L.teaching.min, { error: SERIES_ERRORS.teaching }),
  questions: z
    .array(question.min(L.question.min, { error: SERIES_ERRORS.question }), { error: SERIES_ERRORS.questions })
    .min(SERIES_MIN_QUESTIONS, { error: SERIES_ERRORS.questions })
    .max(SERIES_MAX_QUESTIONS, { error: SERIES_ERRORS.questions }),
  prayer: text(L.prayer.max, SERIES_ERRORS.prayer).min(L.prayer.min, { error: SERIES_ERRORS.prayer }),
  atHome: text(L.atHome.max, SERIES_ERRORS.atHome).default(""),
});

const seriesFields = {
  title: z.string({ error: SERIES_ERRORS.title }).trim().min(L.title.min, { error: SERIES_ERRORS.title }).max(L.title.max, { error: SERIES_ERRORS.title }),
  description: text(L.description.max, SERIES_ERRORS.description).default(""),
  focusArea: z.enum(FOCUS_AREAS, { error: SERIES_ERRORS.focusArea }),
};

export const NewSeriesSchema = z.object(seriesFields);

export const DraftSeriesSchema = z.object({
  ...seriesFields,
  sessions: z.array(DraftSessionSchema, { error: SERIES_ERRORS.sessions }).max(SERIES_MAX_SESSIONS, { error: SERIES_ERRORS.tooManySessions }),
});

export const PublishedSeriesSchema = z.object({
  ...seriesFields,
  sessions: z
    .array(PublishedSessionSchema, { error: SERIES_ERRORS.sessions })
    .min(1, { error: SERIES_ERRORS.sessions })
    .max(SERIES_MAX_SESSIONS, { error: SERIES_ERRORS.tooManySessions }),
});

export type HostedSeriesInput = z.infer<typeof DraftSeriesSchema>;
export type HostedSessionInput = HostedSeriesInput["sessions"][number];

/** The JSON API's series: a draft, or with `publish: true` a series complete enough to publish. */
export const SeriesRequestSchema = DraftSeriesSchema.extend({ publish: z.boolean({ error: "publish must be true or false." }).default(false) }).superRefine(
  (value, context) => {
    if (!value.publish) return;
    const complete = PublishedSeriesSchema.safeParse(value);
    if (complete.success) return;
    for (const issue of complete.error.issues) context.addIssue({ code: "custom", message: issue.message, path: issue.path });
  },
);

/* ─────────── the builder's form ─────────── */

/** Questions typed one per line; blank lines are not questions. */
const linesOf = (value: unknown) =>
  typeof value === "string"
    ? value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    : value;

const formSessions = <T extends z.ZodType>(sessions: T) =>
  z.preprocess(
    (value) =>
      daysInOrder(value).map((session) =>
        session && typeof session === "object" ? { ...session, questions: linesOf((session as { questions?: unknown }).questions) } : session,
      ),
    sessions,
  );

const DraftSeriesFormSchema = DraftSeriesSchema.extend({ sessions: formSessions(DraftSeriesSchema.shape.sessions) });
const PublishedSeriesFormSchema = PublishedSeriesSchema.extend({ sessions: formSessions(PublishedSeriesSchema.shape.sessions) });
const UnknownIntentSchema = z.unknown().refine(() => false, { error: SERIES_ERRORS.builderIntent });

/** Remove session N (counted from 0), one submit button per session. */
export const REMOVE_SESSION_INTENT = /^remove-session-(\d{1,2})$/;

/**
 * The schema the builder's form is checked with, in the browser and on the server, for the button
 * that sent it: a new series; publish (every session complete); or a draft save (save, add or remove a session).
 */
export function seriesBuilderSchema(intent: unknown) {
  if (intent === "create") return NewSeriesSchema;
  if (intent === "publish") return PublishedSeriesFormSchema;
  if (intent === "save" || intent === "add-session" || (typeof intent === "string" && REMOVE_SESSION_INTENT.test(intent))) return DraftSeriesFormSchema;
  return UnknownIntentSchema;
}

export const SESSION_FIELDS = ["title", "passage", "teaching", "questions", "prayer", "atHome"] as const;

export const emptySession = (): HostedSessionInput => ({ title: "", passage: "", teaching: "", questions: [], prayer: "", atHome: "" });
