/**
 * Throwing guards for loaders and actions: each throws a redirect or an error Response, so a route
 * reads top to bottom — guard, parse, act, return.
 */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { SessionUser } from "../../worker/context";
import type { MemberScope } from "../../worker/domain/member-scope.server";

/** Signed-in user or a redirect to /auth (with where to come back to). */
export function requireUser(context: AppLoadContext, request: Request): SessionUser {
  const user = context.app.user;
  if (user) return user;
  throw toSignIn(request);
}

/** The signed-in member's scope (id, time zone, today), or the same redirect as `requireUser`. */
export async function requireMember(context: AppLoadContext, request: Request): Promise<MemberScope> {
  const member = await context.app.member();
  if (member) return member;
  throw toSignIn(request);
}

function toSignIn(request: Request) {
  const url = new URL(request.url);
  return redirect(`/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Onboarding pages: visitors go to /auth?from=onboarding, finished users go home. */
export async function requireUnfinishedOnboarding(context: AppLoadContext): Promise<SessionUser> {
  const user = context.app.user;
  if (!user) throw redirect("/auth?from=onboarding");
  const profile = await context.app.profile();
  if (profile?.onboarding_completed_at) throw redirect("/");
  return user;
}

/**
 * Admin pages answer "not found" to everyone else: no hint that they exist. A suspended administrator
 * is everyone else too: worker/context.ts resolves his role to "user" while his suspension lasts.
 */
export function requireAdmin(context: AppLoadContext): SessionUser {
  const user = context.app.user;
  if (!user || user.role !== "admin") throw new Response(null, { status: 404, statusText: "Not Found" });
  return user;
}

export function appendCookies(headers: Headers, cookies: string[]) {
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}
