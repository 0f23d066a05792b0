import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { usageMonth } from "../../app/lib/dates";
import { USAGE_COUNTERS } from "../../app/lib/membership";
import { grantPremium } from "../domain/subscriptions.server";
import { profiles, monthlyUsageLimits, user } from "../db/schema";
import { apiError, parseJsonBody, type AppBindings } from "../http";

/**
 * State set-up for the browser tests only: mounted when ENABLE_TEST_ROUTES=true (the e2e server),
 * never in a deployment. Puts a member at a given usage this month and/or on Premium.
 */
const MembershipStateSchema = z.object({
  email: z.string().email(),
  premium: z.boolean().optional(),
  usage: z.partialRecord(z.enum(USAGE_COUNTERS), z.number().int().min(0).max(10_000)).optional(),
});

export const testSupportRoutes = new Hono<AppBindings>().post("/membership", async (c) => {
  const input = await parseJsonBody(c, MembershipStateSchema);
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
});
