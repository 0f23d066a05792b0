import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { usageMonth } from "../../app/kernel/dates";
import { USAGE_COUNTERS } from "../../app/kernel/membership";
import { NOTIFICATION_TYPE_VALUES } from "../../app/kernel/notifications";
import type { Database } from "../db/client";
import { createNotification } from "../domain/notifications.server";
import { grantPremium } from "../domain/subscriptions.server";
import { emailOutbox, monthlyUsageLimits, planEnrollments, plans, profiles, user } from "../db/schema";
import { apiError, jsonBody, queryOf, type AppBindings } from "../http";
import { buildUserSeed, createUser } from "../seed/factories";
import { seedGathering } from "../seed/gatherings";
import { seedWalkHistory } from "../seed/history";
import { seedLastWeekInsight } from "../seed/insights";
import { seedPrayerRequest } from "../seed/prayer";
import { loadWalkTestRoutes } from "./test-load-walk";

/**
 * State set-up for the browser tests and the bench only: mounted when ENABLE_TEST_ROUTES=true (the
 * e2e and bench servers) on local development (worker/dev-switches.ts), never in a deployment. Puts a member at a given usage this month and/or on
 * Premium, creates notifications the way the app does (so the member's open pages hear about them),
 * signs up many members at once through the test factories (better-auth's sign-up called on the
 * server, so the per-IP sign-up limit of the HTTP route does not apply), and makes a plan that never
 * finishes being written, and reads the development outbox (the mail a developer follows from the
 * log, e.g. the first administrator's verification link, which no admin can yet read on the dashboard).
 */
const MembershipStateSchema = z.object({
  email: z.string().email(),
  premium: z.boolean().optional(),
  usage: z.partialRecord(z.enum(USAGE_COUNTERS), z.number().int().min(0).max(10_000)).optional(),
});

/** A custom plan that stays "being written" (no generator runs): the pending record's 5-minute give-up. */
const StuckPlanSchema = z.object({ email: z.string().email(), title: z.string().trim().min(3).max(80) });

const TestNotificationSchema = z.object({
  email: z.string().email(),
  type: z.enum(NOTIFICATION_TYPE_VALUES),
  content: z.string().trim().min(1).max(500),
  link: z.string().max(500).optional(),
  mentionerEmail: z.string().email().optional(),
});

/** Up to 50 per call: each sign-up hashes a password, so a call stays a few seconds at most. */
const TestMembersSchema = z.object({ count: z.number().int().min(1).max(50) });

async function memberIdByEmail(db: Database, email: string) {
  const found = await db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase())).get();
  if (!found) apiError(404, { error: `No member with the email ${email}.` });
  return found.id;
}

/** A member with weeks of history (and last week's insight), like the demo account. */
const TestHistorySchema = z.object({
  email: z.string().email(),
  days: z.number().int().min(1).max(120),
  streakDays: z.number().int().min(0).max(120),
  insight: z.boolean().optional(),
});

const OutboxQuerySchema = z.object({ to: z.string().email() });

/** A Pasture prayer gathering hosted by `hostEmail`, begun a minute ago, with Pasture requests of his to pray through. */
const LivePrayerGatheringSchema = z.object({ hostEmail: z.string().email(), requests: z.array(z.string().min(1).max(500)).max(20) });

export const testSupportRoutes = new Hono<AppBindings>()
  .route("/", loadWalkTestRoutes)
  .post("/prayer-gatherings", jsonBody(LivePrayerGatheringSchema), async (c) => {
    const { hostEmail, requests } = c.req.valid("json");
    const db = c.var.app.db;
    const hostId = await memberIdByEmail(db, hostEmail);
    const at = Date.now();
    for (const [index, body] of requests.entries()) {
      await seedPrayerRequest(db, { userId: hostId, audience: "pasture", body, createdAt: new Date(at - (requests.length - index) * 1000) });
    }
    const gathering = await seedGathering(db, { kind: "prayer", hostId, audience: "pasture", title: "Evening prayer", startsAt: new Date(at - 60_000) });
    return c.json({ id: gathering.id }, 201);
  })
  .get("/outbox", queryOf(OutboxQuerySchema), async (c) => {
    const query = c.req.valid("query");
    if (c.var.app.providers.email.name !== "outbox") apiError(404, { error: "This server sends its mail: there is no outbox." });
    const mails = await c.var.app.db
      .select({ kind: emailOutbox.kind, subject: emailOutbox.subject, text: emailOutbox.text_body })
      .from(emailOutbox)
      .where(eq(emailOutbox.to_address, query.to))
      .orderBy(desc(emailOutbox.created_at));
    return c.json({ mails });
  })
  .post("/history", jsonBody(TestHistorySchema), async (c) => {
    const input = c.req.valid("json");
    const { db, env } = c.var.app;
    const userId = await memberIdByEmail(db, input.email);
    const timeZone = (await db.select({ timeZone: profiles.time_zone }).from(profiles).where(eq(profiles.id, userId)).get())?.timeZone ?? "UTC";
    const history = await seedWalkHistory({ db, env }, { userId, timeZone, days: input.days, streakDays: input.streakDays });
    if (input.insight) await seedLastWeekInsight(db, { userId, timeZone });
    return c.json({ history }, 201);
  })
  .post("/notifications", jsonBody(TestNotificationSchema), async (c) => {
    const input = c.req.valid("json");
    const userId = await memberIdByEmail(c.var.app.db, input.email);
    const mentionerId = input.mentionerEmail ? await memberIdByEmail(c.var.app.db, input.mentionerEmail) : null;
    const notification = await createNotification(c.var.app, {
      userId,
      type: input.type,
      content: input.content,
      link: input.link ?? null,
      mentionerId,
    });
    return c.json({ notification }, 201);
  })
  .post("/members", jsonBody(TestMembersSchema), async (c) => {
    const { count } = c.req.valid("json");
    const members = [];
    for (let index = 0; index < count; index++) {
      const { id, email, cookie } = await createUser(c.var.app, buildUserSeed());
      members.push({ id, email, cookie });
    }
    return c.json({ members }, 201);
  })
  .post("/plans/stuck", jsonBody(StuckPlanSchema), async (c) => {
    const input = c.req.valid("json");
    const userId = await memberIdByEmail(c.var.app.db, input.email);
    const planId = crypto.randomUUID();
    await c.var.app.db.batch([
      c.var.app.db.insert(plans).values({ id: planId, user_id: userId, title: input.title, focus_area: "Work", length_days: 7, status: "generating", source: "generated" }),
      c.var.app.db.insert(planEnrollments).values({ user_id: userId, plan_id: planId, start_date: "2026-01-01", status: "active" }),
    ]);
    return c.json({ planId }, 201);
  })
  .post("/membership", jsonBody(MembershipStateSchema), async (c) => {
    const input = c.req.valid("json");
    const db = c.var.app.db;
    const member = await db
      .select({ id: user.id, timeZone: profiles.time_zone })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.email, input.email.toLowerCase()))
      .get();
    if (!member) apiError(404, { error: "No member with that email." });
    if (input.premium) await grantPremium(db, member.id, { kind: "comp", days: null });
    if (input.usage) {
      const month = usageMonth(member.timeZone ?? "UTC");
      await db
        .insert(monthlyUsageLimits)
        .values({ user_id: member.id, month, ...input.usage })
        .onConflictDoUpdate({ target: [monthlyUsageLimits.user_id, monthlyUsageLimits.month], set: input.usage });
    }
    return c.json({ ok: true });
  })
  /** What `npm run make-admin` does to D1: the admin role for the member with this email. */
  .post("/admins", jsonBody(z.object({ email: z.string().email() })), async (c) => {
    const userId = await memberIdByEmail(c.var.app.db, c.req.valid("json").email);
    await c.var.app.db.update(user).set({ role: "admin" }).where(eq(user.id, userId));
    return c.json({ ok: true });
  });
