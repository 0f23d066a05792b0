/**
 * Today. Visitors see a built-in devotional under a sign-in
 * notice. A member's first-render data is awaited (read with his session: one D1 round trip in all,
 * worker/domain/today.server.ts) and the devotional streams in behind a skeleton. His four actions (the slider, Mark Complete, the
 * check-in, the reflection) post to this route's action; the loader's revalidation brings back the
 * day as the server now has it — streak, whisper, check-in, the week.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ListenButton } from "~/components/audio/ListenButton";
import { DevotionalCard } from "~/components/today/DevotionalCard";
import { memberToday } from "~/components/today/member-today";
import { usePreloadedModule } from "~/browser/preloaded-module";
import { SignInNotice } from "~/components/today/SignInNotice";
import { TodayHeading } from "~/components/today/TodayHeading";
import { TodaysPrayer } from "~/components/today/TodaysPrayer";
import { TodaySkeleton } from "~/components/today/TodaySkeleton";
import { VisitorActions } from "~/components/today/VisitorActions";
import { useHydrated } from "~/components/ui/useHydrated";
import { todayData, visitorDevotional } from "../../worker/domain/today.server";
import { imageGenerationEnabled } from "../../worker/providers/images";
import { todayAction } from "~/server/today/actions.server";
import { hasPremiumAccess } from "~/kernel/membership";
import { upgradeBannerWording } from "../../worker/domain/experiments.server";
import { pageMeta } from "~/kernel/page-meta";

// A member's Today hydrates with his part already loaded, as if imported statically.
if (!import.meta.env.SSR && memberToday.serverRendered()) await memberToday.load();

export const meta: MetaFunction = () => pageMeta("Today · Shepherd");

export async function loader({ context }: LoaderFunctionArgs) {
  const { app } = context;
  const scope = await app.member();
  if (!scope) return { visitor: visitorDevotional(), member: null, devotional: null, artwork: false };
  const [{ member, devotional }] = await Promise.all([todayData(app, scope), memberToday.load()]);
  const free = !hasPremiumAccess((await app.memberBasics())?.subscription ?? null, scope.now);
  // The banner shows once he has completed the day as a free member: only then is he exposed.
  const withBanner = devotional.then(async (day) => ({
    ...day,
    bannerWording: free && day.progress?.completed ? await upgradeBannerWording(app.db, scope.id, scope.now) : null,
  }));
  return { visitor: null, member, devotional: withBanner, artwork: imageGenerationEnabled(app.env) };
}

export async function action({ context, request }: ActionFunctionArgs) {
  return todayAction(context, request);
}

export default function Today() {
  const { visitor, member, devotional, artwork } = useLoaderData<typeof loader>();
  const ready = useHydrated();
  const memberPart = usePreloadedModule(memberToday, member !== null);

  if (member && devotional) {
    return (
      <main id="main" {...{ [memberToday.mark]: "" }} className="mx-auto max-w-content px-4 pb-8 pt-6 lg:max-w-5xl">
        {memberPart ? (
          <memberPart.MemberToday member={member} devotional={devotional} artwork={artwork} ready={ready} />
        ) : (
          <>
            <TodayHeading />
            <div className="mt-6">
              <TodaySkeleton />
            </div>
          </>
        )}
      </main>
    );
  }
  return (
    <main id="main" className="mx-auto max-w-content px-4 pb-8 pt-6">
      <TodayHeading />
      {visitor ? (
        <div className="mt-6 space-y-5">
          <SignInNotice />
          <DevotionalCard
            devotional={visitor.devotional}
            links={visitor.links}
            audioSlot={<ListenButton devotional={visitor.devotional} signedIn={false} ready={ready} />}
            actions={ready ? <VisitorActions /> : null}
          />
          {visitor.devotional.prayer ? <TodaysPrayer prayer={visitor.devotional.prayer} segments={visitor.links.prayer} /> : null}
        </div>
      ) : null}
    </main>
  );
}
