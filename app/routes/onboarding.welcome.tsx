import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUnfinishedOnboarding } from "~/server/guards.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Welcome · Shepherd");

export async function loader({ context }: LoaderFunctionArgs) {
  const user = await requireUnfinishedOnboarding(context);
  const profile = await context.app.profile();
  return { name: profile?.display_name ?? user.name };
}

const NEXT_FEW_MINUTES = [
  ["Choose your focus", "Marriage, fatherhood, work — the places you want to grow."],
  ["Name what's on your heart", "What you're carrying right now, so each day speaks to it."],
  [
    "Set up your profile",
    "Your name, a photo if you like, and your time zone, so the day's devotional is ready each morning.",
  ],
  ["Pick a plan", "Free is a fine place to start. Upgrade anytime from your profile."],
] as const;

export default function OnboardingWelcome() {
  const { name } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="welcome-heading">
      <h1 id="welcome-heading" className="font-serif text-3xl font-bold">
        Welcome, {name}.
      </h1>
      <p className="mt-2 text-lg italic text-muted">Lead with love, guide with grace.</p>
      <p className="mt-4 leading-relaxed">
        Shepherd is a few quiet minutes with God each day, written for men who carry a lot: a marriage, children, a job,
        a calling. You don't have to get it all right. You just have to show up — He meets you there.
      </p>
      <h2 className="mt-6 text-lg font-semibold">The next few minutes</h2>
      <ol className="mt-3 space-y-3">
        {NEXT_FEW_MINUTES.map(([title, text], index) => (
          <li key={title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-fg"
            >
              {index + 1}
            </span>
            <span>
              <span className="font-semibold">{title}.</span> <span className="text-muted">{text}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-muted">It takes about three minutes, and you can change any of it later.</p>
      <div className="mt-8">
        <Link to="/onboarding/focus" className="btn-primary w-full sm:w-auto">
          Let's begin
        </Link>
      </div>
    </section>
  );
}
