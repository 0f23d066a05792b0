/**
 * The demo's administrator, so /admin shows the demo's members at once: an account with the admin
 * role (as `npm run make-admin` gives it), and the grant of Marcus's complimentary Premium written to
 * the audit log as an administrator's grant is. Created once; running the seed again changes nothing.
 */
import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { user } from "../db/schema";
import { auditStatement } from "../domain/admin/audit.server";
import { createUser } from "./factories";

export const DEMO_ADMIN = {
  email: "admin@shepherd.local",
  password: "tend-the-flock-2026",
  name: "Pastor Reed",
  username: "pastor_reed",
} as const;

export async function seedDemoAdmin(app: AppContext, brotherEmail: string) {
  const existing = await app.db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ADMIN.email)).get();
  if (existing) return;
  const admin = await createUser(app, { ...DEMO_ADMIN, role: "admin", emailVerified: true, onboarded: true, timeZone: "America/Chicago" });
  const brother = await app.db.select({ id: user.id }).from(user).where(eq(user.email, brotherEmail)).get();
  if (!brother) return;
  await auditStatement(app.db, {
    actorId: admin.id,
    action: "premium_granted",
    targetUserId: brother.id,
    reason: "Leads the Pasture's gatherings",
    details: { kind: "comp", days: null },
    at: new Date(),
  });
}
