/** Journal reflections: validation, and a save longer than 50 characters asks for a "victory" encouragement. */
import { JOURNAL_COPY } from "./copy/today";
import { z } from "./zod";

export const JOURNAL_MIN = 10;
export const JOURNAL_MAX = 5000;
/** A save whose trimmed content is longer than this asks for a "victory" encouragement. */
export const JOURNAL_ENCOURAGEMENT_MIN = 50;

export const JournalContentSchema = z
  .string({ error: JOURNAL_COPY.tooShort })
  .trim()
  .min(JOURNAL_MIN, { error: JOURNAL_COPY.tooShort })
  .max(JOURNAL_MAX, { error: JOURNAL_COPY.tooLong });

const contextField = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be ${max} characters or less.` })
    .optional();

/** POST /api/journal-entries: the reflection and the devotional it was written about. */
export const JournalEntrySchema = z.object({
  content: JournalContentSchema,
  devotional_title: contextField("The devotional title", 200),
  passage: contextField("The passage", 200),
  reflection: contextField("The reflection question", 2000),
  devotional_content: contextField("The devotional text", 20000),
  devotional_id: z
    .string({ error: "devotional_id must be text." })
    .trim()
    .min(1, { error: "devotional_id must not be empty." })
    .max(64, { error: "devotional_id must be 64 characters or less." })
    .optional(),
});
export type JournalEntryInput = z.infer<typeof JournalEntrySchema>;

export function triggersVictoryEncouragement(content: string): boolean {
  return content.trim().length > JOURNAL_ENCOURAGEMENT_MIN;
}

/** Today's "Gather Your Thoughts" form: the reflection and the devotional it was written about. */
export const TodayJournalFormSchema = JournalEntrySchema.extend({ intent: z.literal("journal") });

/** A free entry on the journal page. */
export const NewJournalEntryFormSchema = z.object({ intent: z.literal("create"), content: JournalContentSchema });

/** An edit of one entry on its own page. */
export const EditJournalEntryFormSchema = z.object({ intent: z.literal("update"), content: JournalContentSchema });

/** Deleting one entry from its own page (after the confirmation). */
export const DeleteJournalEntryFormSchema = z.object({ intent: z.literal("delete") });
