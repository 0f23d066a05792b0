/**
 * The demo member's own prayer requests on first start: one kept between him and God, one shared
 * with his flock ("Iron Sharpens Iron") three days ago, and one his flock carried that he has since
 * marked answered with a testimony. Keyed on his having any request, so it happens once; it needs
 * his flock, so it runs after the flock is seeded.
 */
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { flockMembers, flocks, prayerRequests } from "../db/schema";
import { DEMO_FLOCK } from "./flock-demo";
import { seedPrayerRequest } from "./prayer";

const DAY_MS = 86_400_000;

export async function seedDemoPrayer(app: AppContext, demo: { id: string }, now = new Date()): Promise<{ requests: number } | null> {
  const { db } = app;
  const [[mine], [flock]] = await db.batch([
    db.select({ id: prayerRequests.id }).from(prayerRequests).where(eq(prayerRequests.user_id, demo.id)).limit(1),
    db
      .select({ id: flocks.id })
      .from(flocks)
      .innerJoin(flockMembers, and(eq(flockMembers.flock_id, flocks.id), eq(flockMembers.user_id, demo.id)))
      .where(eq(flocks.name, DEMO_FLOCK.name))
      .limit(1),
  ]);
  if (mine || !flock) return null;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await seedPrayerRequest(db, {
    userId: demo.id,
    body: "Patience with my kids in the evenings. I come home tired and short with them; I want to be the father who listens first.",
    category: "family",
    createdAt: ago(6),
  });
  await seedPrayerRequest(db, {
    userId: demo.id,
    body: "My wife and I start counseling on Thursday. Pray we both come with open hearts and honest words.",
    category: "marriage",
    audience: "flock",
    flockId: flock.id,
    createdAt: ago(3),
  });
  await seedPrayerRequest(db, {
    userId: demo.id,
    body: "My brother-in-law has heart surgery on Monday. Pray for the surgeons' hands and for my sister's peace while she waits.",
    category: "health",
    audience: "flock",
    flockId: flock.id,
    createdAt: ago(14),
    answeredAt: ago(5),
    testimony: "The surgery went well and he is home, walking a little further each day. Thank you, brothers, for carrying this with me.",
  });
  return { requests: 3 };
}
