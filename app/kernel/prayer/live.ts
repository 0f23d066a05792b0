/**
 * The live prayer gathering's wire contract, declared once: what a page may send over its socket
 * (each message parsed with `LiveClientMessageSchema`; anything else is answered with an error and
 * changes nothing) and what the gathering's Durable Object sends back. Imported by the object, the
 * worker and the browser.
 */
import { PRAYER_COPY as C } from "../copy/prayer";
import type { GatheringCardView } from "../gatherings/views";
import { z } from "../zod";
import { PRAYER_CATEGORIES, PRAYER_LIMITS } from "./rules";

const requestId = z.string().min(1).max(64);

/** A request added on the spot: the same body and category rules as any request; its audience is the gathering's. */
export const LiveAddRequestSchema = z.object({
  type: z.literal("add"),
  body: z
    .string({ error: C.errors.bodyEmpty })
    .transform((value) => value.replace(/\r\n/g, "\n").trim())
    .pipe(z.string().min(1, { error: C.errors.bodyEmpty }).max(PRAYER_LIMITS.body.max, { error: C.errors.bodyTooLong })),
  category: z.enum(PRAYER_CATEGORIES, { error: C.errors.category }).nullable().optional(),
  anonymous: z.boolean().optional(),
  urgent: z.boolean().optional(),
});

export const LiveClientMessageSchema = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("next") }),
    z.object({ type: z.literal("back") }),
    z.object({ type: z.literal("end") }),
    /** Names the request he says Amen to, so a tap that crosses the host's "Next" is not counted for the next one. */
    z.object({ type: z.literal("amen"), requestId }),
    LiveAddRequestSchema,
  ],
  { error: C.live.errors.badMessage },
);
export type LiveClientMessage = z.infer<typeof LiveClientMessageSchema>;

/** One request as everyone in the gathering sees it: an anonymous request carries no author at all. */
export interface LiveRequestView {
  id: string;
  body: string;
  categoryLabel: string | null;
  audienceLabel: string;
  urgent: boolean;
  author: { displayName: string; avatarUrl: string | null } | null;
}

/** What every page shows at once; the same value goes to every socket. */
export interface LiveStateView {
  /** The request being prayed for; null before the first or after the last. */
  current: LiveRequestView | null;
  /** 1-based place of the current request; 0 when the queue is empty. */
  position: number;
  total: number;
  /** The next few requests. */
  upcoming: LiveRequestView[];
  /** Distinct members with the page open. */
  prayingNow: number;
  /** Amens for the current request (once per member). */
  amens: number;
  ended: boolean;
}

export type LiveServerMessage =
  | { type: "state"; state: LiveStateView }
  | { type: "error"; message: string }
  /** The gathering is over (ended by the host or its time ran out); the page loads its summary. */
  | { type: "ended" };

/** How many coming requests the page lists. */
export const LIVE_UPCOMING_SHOWN = 3;

export const prayerGatheringLiveHref = (gatheringId: string) => `/api/prayer/gatherings/${gatheringId}/live`;

/** The `{id}` of /prayer-gathering/{id} and its socket: anything else is "not found" without a database read. */
export const PrayerGatheringIdSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** Where the page stands: before the start (when it begins, RSVP), live (the queue), after (the summary). */
export type PrayerGatheringPagePhase = "before" | "live" | "after";

/** /prayer-gathering/{id} as the server writes it for the member looking. */
export interface PrayerGatheringPageView {
  id: string;
  gathering: GatheringCardView;
  phase: PrayerGatheringPagePhase;
  /** Host or co-host: "Next", "Back" and the end are theirs. */
  mayMove: boolean;
  /** The LiveKit room's pre-join, when this server has video; null when it does not. */
  videoHref: string | null;
  /** After the end: requests prayed through and brothers present, from D1. */
  summary: { requestsPrayed: number; present: number } | null;
}
