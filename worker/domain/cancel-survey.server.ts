/**
 * The cancel survey: a member who cancels Premium says why (a reason and, if he likes, a few words)
 * before the payment provider's page where the cancellation itself happens. The answer is written
 * only once that page is ready for him, so a refused attempt leaves nothing behind.
 */
import type { CancelReason } from "../../app/kernel/admin/growth";
import type { AppContext, SessionUser } from "../context";
import { cancelSurveyAnswers } from "../db/schema";
import { openPortal } from "./billing.server";
import type { Outcome } from "./outcome";

export async function cancelWithSurvey(
  app: AppContext,
  member: SessionUser,
  answer: { reason: CancelReason; details: string | null },
): Promise<Outcome<{ url: string }>> {
  const portal = await openPortal(app, member);
  if (!portal.ok) return portal;
  await app.db.insert(cancelSurveyAnswers).values({ user_id: member.id, reason: answer.reason, details: answer.details });
  return portal;
}
