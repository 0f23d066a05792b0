/**
 * The wizard's answers between steps (/path/create/*): a cookie scoped to /path/create, so Back and
 * Next keep what he chose and the form works without JavaScript. What comes back is input like any
 * other: each step is parsed again, and a draft that belongs to another account is ignored.
 */
import { createCookie, type AppLoadContext } from "@remix-run/cloudflare";
import { checkFeatureAccess } from "../../../worker/domain/gate.server";
import type { MemberScope } from "../../../worker/domain/member-scope.server";
import { BasicsSchema, ContextSchema, PreferencesSchema, type WizardDraft } from "../../kernel/path/wizard";

const draftCookie = createCookie("shepherd_plan_draft", {
  path: "/path/create",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 60 * 60 * 24,
});

export async function readDraft(request: Request, userId: string): Promise<WizardDraft> {
  let raw: unknown;
  try {
    raw = JSON.parse(String((await draftCookie.parse(request.headers.get("Cookie"))) ?? "{}"));
  } catch {
    return {};
  }
  if (!raw || typeof raw !== "object" || (raw as { userId?: unknown }).userId !== userId) return {};
  const stored = raw as Record<string, unknown>;
  const basics = BasicsSchema.safeParse(stored.basics);
  const context = ContextSchema.safeParse(stored.context);
  const preferences = PreferencesSchema.safeParse(stored.preferences);
  return {
    basics: basics.success ? basics.data : undefined,
    context: context.success ? context.data : undefined,
    preferences: preferences.success ? preferences.data : undefined,
  };
}

export function writeDraft(userId: string, draft: WizardDraft): Promise<string> {
  return draftCookie.serialize(JSON.stringify({ userId, ...draft }));
}

export function clearDraft(): Promise<string> {
  return draftCookie.serialize("{}", { maxAge: 0 });
}

/**
 * Custom plans are Premium: the reason a free member's step is refused (the gate's
 * premium-only message), or null when he may go on. The pages show the plan_viewing prompt instead.
 */
export async function customPlanDenial(context: AppLoadContext, member: MemberScope): Promise<string | null> {
  const access = await checkFeatureAccess(context.app, member, "custom_plan");
  return access.allowed ? null : access.reason;
}
