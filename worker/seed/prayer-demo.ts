/**
 * The demo member's prayer life on first start: his own requests (one kept between him and God,
 * one shared with his flock "Iron Sharpens Iron" three days ago that his brothers have prayed for,
 * and one his flock carried that he has since marked answered with a testimony), and his brothers'
 * requests to pray for (one urgent, one anonymous, one to all of The Pasture, and a praise report).
 * Keyed on his having any request, so it happens once; it needs his flock, so it runs after the
 * flock is seeded.
 */
import { and, asc, eq, ne } from "drizzle-orm";
import type { AppContext } from "../context";
import { flockMembers, flocks, prayerRequests } from "../db/schema";
import { DEMO_FLOCK } from "./flock-demo";
import { localDate } from "../../app/kernel/dates";
import { seedPrayerMark, seedPrayerRequest } from "./prayer";

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
  const counseling = await seedPrayerRequest(db, {
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
  const brothers = await db
    .select({ id: flockMembers.user_id })
    .from(flockMembers)
    .where(and(eq(flockMembers.flock_id, flock.id), ne(flockMembers.user_id, demo.id)))
    .orderBy(asc(flockMembers.joined_at));
  const [marcus, caleb, josiah, eli] = brothers.map((b) => b.id);
  if (!marcus || !caleb || !josiah || !eli) return { requests: 3 };
  // Each brother prayed for his counseling on a day since he shared it (no notification: those days are past).
  for (const [index, brotherId] of [marcus, caleb, josiah].entries()) {
    await seedPrayerMark(db, { requestId: counseling.id, userId: brotherId, localDate: localDate("UTC", ago(2 - index * 0.5)), createdAt: ago(2 - index * 0.5) });
  }
  await seedPrayerRequest(db, {
    userId: caleb,
    body: "Layoffs were announced at the plant this morning. Pray for wisdom for me and the men on my crew, and for provision whatever comes.",
    category: "work",
    audience: "flock",
    flockId: flock.id,
    urgent: true,
    createdAt: ago(0.2),
  });
  await seedPrayerRequest(db, {
    userId: josiah,
    body: "I've been fighting an old temptation again this month. Pray for honesty with my wife and strength at night.",
    category: "faith",
    audience: "flock",
    flockId: flock.id,
    anonymous: true,
    createdAt: ago(2),
  });
  await seedPrayerRequest(db, {
    userId: marcus,
    body: "Our church is starting a Saturday breakfast for men in the neighborhood. Pray that the men who need it most walk through the door.",
    category: "faith",
    audience: "pasture",
    createdAt: ago(4),
  });
  await seedPrayerRequest(db, {
    userId: eli,
    body: "Pray for the job search. Three interviews this month and nothing yet.",
    category: "work",
    audience: "flock",
    flockId: flock.id,
    createdAt: ago(20),
    answeredAt: ago(1),
    testimony: "I start Monday at a firm ten minutes from home. God was faithful in the waiting, and so were you men.",
  });
  return { requests: 8 };
}
