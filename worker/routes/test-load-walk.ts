import { eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { profiles, user } from "../db/schema";
import { hubFor } from "../domain/member-sockets.server";
import { apiError, jsonBody, queryOf, type AppBindings } from "../http";
import { seedFlock, seedFlockMember } from "../seed/flocks";
import { seedGathering, seedGatheringMember } from "../seed/gatherings";
import { seedPrayerRequest } from "../seed/prayer";

/**
 * The load bench's set-up and its one look inside a Durable Object (test routes only, like the rest
 * of /api/test): the walk's members in one flock, some of them past their first day in The Pasture
 * (so the everyday pace is exercised, not only the first day's allowance), Pasture prayer requests to
 * pray for and a Pasture gathering with fewer places than members; and how many sockets a member's
 * NotificationHub still holds, to show that connect/disconnect cycles leave nothing behind.
 */
const LoadWalkSchema = z.object({
  emails: z.array(z.string().email()).min(2).max(200),
  /** Members whose account is backdated a month: past The Pasture's first-day allowance. */
  veterans: z.array(z.string().email()).max(200),
  requests: z.number().int().min(1).max(20),
  capacity: z.number().int().min(1).max(500),
});

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

export const loadWalkTestRoutes = new Hono<AppBindings>()
  .post("/load-walk", jsonBody(LoadWalkSchema), async (c) => {
    const input = c.req.valid("json");
    const db = c.var.app.db;
    const rows = await db
      .select({ id: user.id, email: user.email, username: profiles.username })
      .from(user)
      .innerJoin(profiles, eq(profiles.id, user.id))
      .where(inArray(user.email, input.emails.map((email) => email.toLowerCase())));
    if (rows.length !== input.emails.length) apiError(404, { error: "Every load member must exist." });
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    const members = input.emails.map((email) => byEmail.get(email.toLowerCase())!);
    const veterans = input.veterans.map((email) => email.toLowerCase());
    if (veterans.length > 0) {
      await db.update(user).set({ createdAt: new Date(Date.now() - MONTH_MS) }).where(inArray(user.email, veterans));
    }
    const [leader, ...others] = members;
    const flock = await seedFlock(db, { leaderId: leader!.id, name: "Load walk" });
    for (const member of others) await seedFlockMember(db, { flockId: flock.id, userId: member.id });
    const requestIds = [];
    for (const [index, member] of members.slice(0, input.requests).entries()) {
      const request = await seedPrayerRequest(db, { userId: member.id, audience: "pasture", body: `Load walk request ${index + 1}: pray for my family.` });
      requestIds.push(request.id);
    }
    const gathering = await seedGathering(db, {
      hostId: leader!.id,
      title: "Load walk gathering",
      startsAt: new Date(Date.now() + 2 * 60 * 60 * 1000),
      capacity: input.capacity,
    });
    // As a planned gathering has him: the host is going and takes a place.
    await seedGatheringMember(db, { gatheringId: gathering!.id, userId: leader!.id, rsvp: "going" });
    return c.json(
      {
        flockId: flock.id,
        roomName: gathering!.room_name,
        requestIds,
        members: members.map(({ id, email, username }) => ({ id, email, username })),
      },
      201,
    );
  })
  .get("/hub-sockets", queryOf(z.object({ id: z.string().min(1).max(64) })), async (c) => {
    return c.json({ open: await hubFor(c.env, c.req.valid("query").id).connectionCount() });
  });
