/**
 * One zod schema per gathering form or request, shared by the pages (Conform), the Remix actions
 * and the JSON API. Messages are the copy a man sees under the field.
 */
import { GATHERINGS_COPY as C } from "../copy/gatherings";
import { z } from "../zod";
import {
  CAPACITY,
  DURATION_MINUTES,
  GATHERING_AUDIENCES,
  GATHERING_LIMITS as L,
  HOST_ACTIONS,
  INVITE_CODE_PATTERN,
  ROOM_NAME_PATTERN,
  RSVP_RESPONSES,
} from "./rules";

const optionalId = z
  .string()
  .max(64)
  .optional()
  .transform((value) => value?.trim() || undefined);

/**
 * A new gathering. Date and time are his local wall clock (the server reads them in his profile's
 * time zone); a flock audience names the flock; a guide may follow a study-series session or a day
 * of one of his plans.
 */
export const NewGatheringSchema = z.object({
  title: z.string({ error: C.errors.title }).trim().min(L.title.min, { error: C.errors.title }).max(L.title.max, { error: C.errors.title }),
  description: z.string().trim().max(L.description.max, { error: C.errors.description }).default(""),
  date: z.string({ error: C.errors.date }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: C.errors.date }),
  time: z.string({ error: C.errors.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: C.errors.time }),
  durationMinutes: z.coerce
    .number({ error: C.errors.duration })
    .int({ error: C.errors.duration })
    .min(DURATION_MINUTES.min, { error: C.errors.duration })
    .max(DURATION_MINUTES.max, { error: C.errors.duration })
    .default(DURATION_MINUTES.default),
  audience: z.enum(GATHERING_AUDIENCES, { error: C.errors.audience }),
  flockId: optionalId,
  capacity: z.coerce
    .number({ error: C.errors.capacity })
    .int({ error: C.errors.capacity })
    .min(CAPACITY.min, { error: C.errors.capacity })
    .max(CAPACITY.max, { error: C.errors.capacity })
    .default(CAPACITY.default),
  /** A study series (library slug or hosted id) and one of its sessions, to build the guide on. */
  seriesId: optionalId,
  sessionNumber: z.coerce.number().int().min(1).max(52).optional(),
  /** A day of one of his plans, to build the guide on. */
  planDayId: optionalId,
});
export type NewGathering = z.infer<typeof NewGatheringSchema>;

export const RoomNameSchema = z.object({ roomName: z.string().regex(ROOM_NAME_PATTERN, { error: C.errors.notFound }) });

/** ?invite=… on an invite-only gathering's link. */
export const InviteQuerySchema = z.object({ invite: z.string().regex(INVITE_CODE_PATTERN, { error: C.errors.badInvite }).optional() });

export const RsvpSchema = z.object({ response: z.enum(RSVP_RESPONSES, { error: C.errors.rsvp }) });

export const ChatMessageSchema = z.object({
  body: z
    .string({ error: C.errors.chatEmpty })
    .transform((value) => value.replace(/\r\n/g, "\n").trim())
    .pipe(z.string().min(1, { error: C.errors.chatEmpty }).max(L.chat.max, { error: C.errors.chatTooLong })),
});

/** A host's action on one participant (identity = the member's user id). */
export const HostActionSchema = z.object({
  action: z.enum(HOST_ACTIONS, { error: C.errors.hostAction }),
  identity: z.string().min(1).max(64),
});

/** Chat history after a message id the page already has (for a reconnecting room). */
export const ChatQuerySchema = z.object({ after: z.string().max(64).optional() });
