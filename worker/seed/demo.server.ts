import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { user } from "../db/schema";
import { createUser } from "./factories";

export const DEMO_ACCOUNT = {
  email: "demo@shepherd.local",
  password: "walk-humbly-2026",
  name: "Daniel",
  username: "daniel",
} as const;

/** Seeds the demo account and its history; running it again changes nothing. */
export async function seedDemo(app: AppContext) {
  const existing = await app.db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNT.email)).get();
  if (existing) return { created: false, ...DEMO_ACCOUNT };
  await createUser(app, {
    ...DEMO_ACCOUNT,
    timeZone: "America/Chicago",
    focus: ["Fatherhood", "Marriage", "Prayer Life"],
    currentTopics: ["Patience at home", "Praying with my wife"],
    onboarded: true,
  });
  return { created: true, ...DEMO_ACCOUNT };
}
