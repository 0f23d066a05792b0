import { Hono } from "hono";
import { PRAYER_GATHERING_HEADERS as H } from "../../durable-objects/prayer-gathering";
import { PRAYER_COPY } from "../../app/kernel/copy/prayer";
import { gatheringPhase } from "../../app/kernel/gatherings/rules";
import { PrayerGatheringIdSchema } from "../../app/kernel/prayer/live";
import { findPrayerGatheringFor } from "../domain/gatherings/access.server";
import { apiError, requireApiMember, type AppBindings } from "../http";

const C = PRAYER_COPY.live;

/**
 * GET /api/prayer/gatherings/:id/live — a prayer gathering's live socket. The session, the app's
 * origin and the gathering's audience are checked here (a member outside it gets the same 404 as a
 * gathering that does not exist); only then does the socket reach the gathering's Durable Object,
 * with who he is, whether he may move the queue, and his local date.
 */
export const prayerGatheringLiveRoutes = new Hono<AppBindings>().get("/:id/live", async (c) => {
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") apiError(400, { error: C.errors.websocketOnly });
  const member = await requireApiMember(c, C.errors.signIn);
  if (c.req.header("origin") !== c.var.app.origin) apiError(403, { error: C.errors.foreignOrigin });
  const id = PrayerGatheringIdSchema.safeParse({ id: c.req.param("id") });
  if (!id.success) apiError(404, { error: C.errors.gatheringNotFound });
  const access = await findPrayerGatheringFor(c.var.app.db, member, id.data.id);
  if (!access.ok || access.removed) apiError(404, { error: C.errors.gatheringNotFound });
  const g = access.gathering;
  const phase = gatheringPhase({ startsAt: g.starts_at, durationMinutes: g.duration_minutes, endedAt: g.ended_at }, member.now);
  if (phase === "ended") apiError(409, { error: C.errors.ended });
  if (phase === "upcoming") apiError(409, { error: C.errors.notStarted });

  const headers = new Headers(c.req.raw.headers);
  headers.set(H.gathering, g.id);
  headers.set(H.member, member.id);
  headers.set(H.mayMove, access.canModerate ? "1" : "0");
  headers.set(H.localDate, member.today);
  const stub = c.env.PRAYER_GATHERING.get(c.env.PRAYER_GATHERING.idFromName(g.id));
  return stub.fetch(new Request(c.req.raw.url, { headers }));
});
