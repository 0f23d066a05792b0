/**
 * The demo member's prayer life on first start: his own requests (one kept between him and God,
 * one shared with his flock "Iron Sharpens Iron" three days ago that his brothers have prayed for,
 * and one his flock carried that he has since marked answered with a testimony), and his brothers'
 * requests to pray for (one urgent, one anonymous, one to all of The Pasture, a praise report, and
 * enough more that /prayer's list runs past its first page). Keyed on his having any request, so it happens once; it needs his flock, so it runs after the
 * flock is seeded.
 */
import { and, asc, eq, ne } from "drizzle-orm";
import type { AppContext } from "../context";
import { flockMembers, flocks, prayerRequests } from "../db/schema";
import { DEMO_FLOCK } from "./flock-demo";
import { localDate } from "../../app/kernel/dates";
import type { PrayerCategory } from "../../app/kernel/prayer/rules";
import { seedPrayerMark, seedPrayerRequest } from "./prayer";

const DAY_MS = 86_400_000;

/** The rest of his brothers' open requests, flock and Pasture, over the last two weeks. */
const MORE_BROTHERS_REQUESTS: { from: "marcus" | "caleb" | "josiah" | "eli"; body: string; category: PrayerCategory; audience: "flock" | "pasture"; daysAgo: number }[] = [
  { from: "eli", body: "My dad was moved into memory care this week. Pray he settles in, and that I visit more than I make excuses.", category: "family", audience: "flock", daysAgo: 1 },
  { from: "marcus", body: "Leading the men's retreat in two weeks. Pray I say less and listen more, and that the quiet men get heard.", category: "faith", audience: "flock", daysAgo: 5 },
  { from: "caleb", body: "Our youngest starts kindergarten Monday and is scared of the bus. Pray for courage for him, and for his mother.", category: "family", audience: "flock", daysAgo: 2 },
  { from: "josiah", body: "Ten years married in March. Pray we keep choosing each other on the ordinary days, not just the anniversaries.", category: "marriage", audience: "pasture", daysAgo: 8 },
  { from: "eli", body: "Back pain has kept me off the job site most of this month. Pray for healing and for patience while it comes.", category: "health", audience: "pasture", daysAgo: 6 },
  { from: "marcus", body: "A man from our breakfast asked about baptism. Pray I answer his questions honestly and point him past me.", category: "faith", audience: "pasture", daysAgo: 3 },
  { from: "caleb", body: "Pray for my neighbor Dave: his wife left last month and he is raising two boys alone.", category: "other", audience: "pasture", daysAgo: 9 },
  { from: "josiah", body: "Deciding whether to take the night shift for the better pay. Pray for wisdom, and for what it would cost at home.", category: "work", audience: "flock", daysAgo: 11 },
];

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
  for (const request of MORE_BROTHERS_REQUESTS) {
    await seedPrayerRequest(db, {
      userId: { marcus, caleb, josiah, eli }[request.from],
      body: request.body,
      category: request.category,
      audience: request.audience,
      flockId: request.audience === "flock" ? flock.id : undefined,
      createdAt: ago(request.daysAgo),
    });
  }
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
  return { requests: 8 + MORE_BROTHERS_REQUESTS.length };
}
