/**
 * Support: a member writes from Settings (subject, message, the page he was on if he names it) and
 * an administrator answers in /admin/support. A ticket is open while it waits for an administrator,
 * waiting once answered (the next word is the member's), closed when done. One schema per form,
 * shared by the form and its action.
 */
import { SUPPORT_COPY as C } from "./copy/support";
import { z } from "./zod";

export const SUPPORT_STATUSES = ["open", "waiting", "closed"] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUPPORT_LIMITS = { subject: 120, message: 4000, page: 200 } as const;

/** The Settings form's intent, answered by the page's one action. */
export const SUPPORT_INTENT = "contact-support";

const text = (max: number, empty: string, tooLong: string) =>
  z
    .string({ error: empty })
    .transform((value) => value.replace(/\r\n/g, "\n").trim())
    .pipe(z.string().min(1, { error: empty }).max(max, { error: tooLong }));

export const SupportTicketSchema = z.object({
  subject: text(SUPPORT_LIMITS.subject, C.subjectEmpty, C.subjectTooLong(SUPPORT_LIMITS.subject)),
  message: text(SUPPORT_LIMITS.message, C.messageEmpty, C.messageTooLong(SUPPORT_LIMITS.message)),
  page: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.string().max(SUPPORT_LIMITS.page, { error: C.pageTooLong(SUPPORT_LIMITS.page) }).optional()),
});
export type SupportTicketInput = z.output<typeof SupportTicketSchema>;

/** An administrator's reply: his message, and whether the ticket then waits for the member or closes. */
export const SupportReplySchema = z.object({
  message: text(SUPPORT_LIMITS.message, C.messageEmpty, C.messageTooLong(SUPPORT_LIMITS.message)),
  status: z.enum(["waiting", "closed"], { error: C.unknownStatus }),
});
export type SupportReplyInput = z.output<typeof SupportReplySchema>;

/** /admin/support's list: which status to show ("all" by default) and which page of 20. */
export const SUPPORT_PAGE_SIZE = 20;
export const SupportListQuerySchema = z.object({
  status: z.enum(["all", ...SUPPORT_STATUSES], { error: C.unknownStatus }).default("all"),
  page: z.coerce.number({ error: C.badPage }).int({ error: C.badPage }).min(1, { error: C.badPage }).max(10_000, { error: C.badPage }).default(1),
});
export type SupportListQuery = z.output<typeof SupportListQuerySchema>;
