import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { user } from "../db/schema";
import { createUser } from "./factories";
import { seedWalkHistory } from "./history";

export const DEMO_ACCOUNT = {
  email: "demo@shepherd.local",
  password: "walk-humbly-2026",
  name: "Daniel",
  username: "daniel",
} as const;

/** Seeds the demo account with about three weeks of history; running it again changes nothing. */
export async function seedDemo(app: AppContext) {
  const existing = await app.db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNT.email)).get();
  if (existing) return { created: false, ...DEMO_ACCOUNT };
  const timeZone = "America/Chicago";
  const demo = await createUser(app, {
    ...DEMO_ACCOUNT,
    timeZone,
    focus: ["Fatherhood", "Marriage", "Prayer Life"],
    currentTopics: ["Patience at home", "Praying with my wife"],
    onboarded: true,
  });
  const history = await seedWalkHistory(
    { db: app.db, env: app.env },
    { userId: demo.id, timeZone, days: 24, streakDays: 9 },
  );
  return { created: true, ...DEMO_ACCOUNT, history };
}
