import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useNavigation } from "@remix-run/react";
import { requireUnfinishedOnboarding } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { completeOnboarding, type Profile } from "../../worker/domain/profiles.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("You're ready · Shepherd");

/**
 * Finishing needs what "onboarded" means at sign-in: a display name and at least one
 * focus area. Someone who skipped ahead is sent back to the step that is missing.
 */
function missingStep(profile: Profile | null): string | null {
  if (!profile?.focus.length) return "/onboarding/focus";
  if (!profile.display_name) return "/onboarding/profile";
  return null;
}

export async function loader({ context }: LoaderFunctionArgs) {
  await requireUnfinishedOnboarding(context);
  return null;
}

export async function action({ context }: ActionFunctionArgs) {
  const user = await requireUnfinishedOnboarding(context);
  const missing = missingStep(await context.app.profile());
  if (missing) return redirect(missing);
  await completeOnboarding(context.app.db, user.id);
  return redirectWithToast("/", {
    title: "You're all set",
    description: "Your first devotional is waiting.",
    variant: "success",
  });
}

export default function OnboardingComplete() {
  const submitting = useNavigation().state === "submitting";
  return (
    <div className="text-center">
      <h1 className="font-serif text-3xl font-bold">You're ready.</h1>
      <blockquote className="mx-auto mt-6 max-w-md font-serif text-lg leading-relaxed">
        <p>
          “Yahweh bless you, and keep you. Yahweh make his face to shine on you, and be gracious to you. Yahweh lift up
          his face toward you, and give you peace.”
        </p>
        <footer className="mt-2 text-sm text-muted">Numbers 6:24–26 (WEB)</footer>
      </blockquote>
      <p className="mx-auto mt-6 max-w-md leading-relaxed text-muted">
        You don't have to carry it all today. Come back tomorrow, and the day after. Small, faithful steps make a long
        walk — and you won't walk it alone.
      </p>
      <Form method="post" className="mt-8 flex flex-col-reverse items-center justify-center gap-3 sm:flex-row">
        <Link to="/onboarding/plan-selection" className="btn-ghost">
          Back
        </Link>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={submitting}>
          Go to Today
        </button>
      </Form>
    </div>
  );
}
