/**
 * Onboarding layout: only for signed-in people who have not finished it. Visitors go to
 * /auth?from=onboarding and finished people to / — on the server, before anything renders. While a
 * step loads or saves, the layout says "Loading..." (the guard's text) in a live region.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, useLocation, useNavigation } from "@remix-run/react";
import { ONBOARDING_STEPS } from "~/kernel/auth-routing";
import { requireUnfinishedOnboarding } from "~/server/guards.server";

export async function loader({ context, request }: LoaderFunctionArgs) {
  await requireUnfinishedOnboarding(context);
  if (new URL(request.url).pathname.replace(/\/+$/, "") === "/onboarding") throw redirect("/onboarding/welcome");
  return null;
}

export default function OnboardingLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle";
  const step =
    Math.max(
      ONBOARDING_STEPS.findIndex((name) => pathname === `/onboarding/${name}`),
      0,
    ) + 1;
  const total = ONBOARDING_STEPS.length;
  return (
    <main id="main" aria-busy={pending || undefined} className="mx-auto max-w-content px-4 pb-8 pt-6">
      <div className="flex items-center gap-3">
        <p id="onboarding-progress-label" className="shrink-0 text-sm font-medium text-muted">
          Step {step} of {total}
        </p>
        <progress
          aria-labelledby="onboarding-progress-label"
          value={step}
          max={total}
          className="h-2 w-full appearance-none overflow-hidden rounded-full bg-border [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-border [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-primary"
        />
      </div>
      <p role="status" className={pending ? "mt-3 text-sm text-muted" : "sr-only"}>
        {pending ? "Loading..." : ""}
      </p>
      <div className="mt-6">
        <Outlet />
      </div>
    </main>
  );
}
