/**
 * What the live prayer gathering reads and writes in D1, for its Durable Object: the queue of the
 * audience's open requests as the host sees them (urgent first, then the least prayed-for), a
 * request a member adds on the spot (a real request of his, shared with the gathering's audience),
 * a request prayed through by everyone present (through `recordPrayed`, the one way a prayer is
 * counted), who was there, the end, and the summary afterwards.
 */
import { and, asc, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { PRAYER_COPY as C } from "../../../app/kernel/copy/prayer";
import { localDate } from "../../../app/kernel/dates";
import type { LiveRequestView } from "../../../app/kernel/prayer/live";
import { PRAYER_QUEUE_MAX } from "../../../app/kernel/prayer/rules";
import type { NewPrayerRequest } from "../../../app/kernel/prayer/schemas";
import type { Database } from "../../db/client";
import { gatherings, prayerGatheringPrayed, prayerGatheringPresence, prayerMarks, prayerRequests } from "../../db/schema";
import type { GatheringRow } from "../gatherings/access.server";
import { memberScope } from "../member-scope.server";
import type { NotificationDeps } from "../notifications.server";
import { type Outcome, refuse, succeed } from "../outcome";
import { sharedWith } from "./access.server";
import { type PrayedMark, recordPrayed } from "./prayed.server";
import { createRequest } from "./requests.server";
import { requestRowsQuery, requestView } from "./views.server";

type LiveGathering = Pick<GatheringRow, "id" | "host_id" | "audience" | "flock_id">;

/**
 * The views every page in the gathering shares. They are written for nobody in particular, so an
 * anonymous request carries no author, not even on its own author's page.
 */
const sharedScope = (now: Date) => ({ id: "", now, today: localDate("UTC", now) });

function liveView(row: Parameters<typeof requestView>[0], now: Date): LiveRequestView {
  const view = requestView(row, sharedScope(now));
  return {
    id: view.id,
    body: view.body,
    categoryLabel: view.categoryLabel,
    audienceLabel: view.audienceLabel,
    urgent: view.urgent,
    author: view.author ? { displayName: view.author.displayName, avatarUrl: view.author.avatarUrl } : null,
  };
}

/** The requests shared with exactly this gathering's audience: its flock's, or The Pasture's. */
function audienceOf(gathering: LiveGathering): SQL {
  if (gathering.audience === "flock" && gathering.flock_id) {
    return and(eq(prayerRequests.audience, "flock"), eq(prayerRequests.flock_id, gathering.flock_id))!;
  }
  if (gathering.audience === "pasture") return eq(prayerRequests.audience, "pasture");
  return sql`0`;
}

const timesPrayed = sql`(SELECT count(*) FROM ${prayerMarks} WHERE ${prayerMarks.request_id} = ${prayerRequests.id})`;

/** The queue a gathering opens with: the audience's open requests the host may see, urgent first, then the least prayed-for. */
export async function openingQueue(db: Database, gathering: LiveGathering, now: Date): Promise<LiveRequestView[]> {
  const rows = await requestRowsQuery(
    db,
    sharedScope(now),
    and(sharedWith({ id: gathering.host_id, now }), audienceOf(gathering), isNull(prayerRequests.answered_at)),
  )
    .orderBy(desc(prayerRequests.urgent), asc(timesPrayed), asc(prayerRequests.created_at))
    .limit(PRAYER_QUEUE_MAX);
  return rows.map((row) => liveView(row, now));
}

/**
 * A request a member adds during the gathering: his own request, shared with the gathering's
 * audience, so it is listed, prayed for, expires and can be reported like any other.
 */
export async function addRequestOnTheSpot(
  db: Database,
  gathering: LiveGathering,
  memberId: string,
  input: Pick<NewPrayerRequest, "body" | "category" | "anonymous" | "urgent">,
  now: Date,
): Promise<Outcome<{ request: LiveRequestView }>> {
  const audience = gathering.audience === "flock" ? "flock" : gathering.audience === "pasture" ? "pasture" : null;
  if (!audience) return refuse(403, C.errors.audience, { code: "no_audience" });
  const flockId = audience === "flock" ? (gathering.flock_id ?? undefined) : undefined;
  const created = await createRequest(db, memberScope(memberId, null, now), { ...input, audience, flockId });
  if (!created.ok) return created;
  const [row] = await requestRowsQuery(db, sharedScope(now), eq(prayerRequests.id, created.request.id));
  return succeed({ request: liveView(row!, now) });
}

/** He opened the live page: the first time counts him as there. */
export async function recordPresence(db: Database, gatheringId: string, memberId: string, now: Date): Promise<void> {
  await db.insert(prayerGatheringPresence).values({ gathering_id: gatheringId, user_id: memberId, first_seen_at: now }).onConflictDoNothing();
}

/**
 * A request prayed through: a mark for every member present (each on his own local date, once a
 * day) with each requester's notification of the day, and the gathering's record of it. Praying
 * it through again (the host went back) keeps the larger gathering.
 */
export async function recordPrayedThrough(deps: NotificationDeps, gatheringId: string, requestId: string, marks: PrayedMark[], now: Date): Promise<void> {
  await recordPrayed(deps, marks, now);
  await deps.db
    .insert(prayerGatheringPrayed)
    .values({ gathering_id: gatheringId, request_id: requestId, present_count: marks.length, prayed_at: now })
    .onConflictDoUpdate({
      target: [prayerGatheringPrayed.gathering_id, prayerGatheringPrayed.request_id],
      set: { present_count: sql`max(${prayerGatheringPrayed.present_count}, excluded.present_count)`, prayed_at: now },
    });
}

/** The gathering is over: stamped once, so every page and the summary agree from now on. */
export async function markEnded(db: Database, gatheringId: string, now: Date): Promise<void> {
  await db.update(gatherings).set({ ended_at: now }).where(and(eq(gatherings.id, gatheringId), isNull(gatherings.ended_at)));
}

export interface PrayerGatheringSummary {
  requestsPrayed: number;
  present: number;
}

/** Afterwards: how many requests were prayed through and how many brothers were there. */
export async function prayerGatheringSummary(db: Database, gatheringId: string): Promise<PrayerGatheringSummary> {
  const [[prayed], [present]] = await db.batch([
    db.select({ n: count() }).from(prayerGatheringPrayed).where(eq(prayerGatheringPrayed.gathering_id, gatheringId)),
    db.select({ n: count() }).from(prayerGatheringPresence).where(eq(prayerGatheringPresence.gathering_id, gatheringId)),
  ]);
  return { requestsPrayed: prayed?.n ?? 0, present: present?.n ?? 0 };
}
