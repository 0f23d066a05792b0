/**
 * Today. Visitors see a built-in devotional under a sign-in
 * notice. A member's first-render data is awaited (two D1 round trips, worker/domain/today.server.ts)
 * and the devotional streams in behind a skeleton. His four actions (the slider, Mark Complete, the
 * check-in, the reflection) post to this route's action; the loader's revalidation brings back the
 * day as the server now has it — streak, whisper, check-in, the week.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Await, useLoaderData } from "@remix-run/react";
import { Suspense, useRef, useState } from "react";
import { ListenButton } from "~/components/audio/ListenButton";
import { MemberDevotional } from "~/components/today/MemberDevotional";
import { DevotionalCard } from "~/components/today/DevotionalCard";
import { SignInNotice } from "~/components/today/SignInNotice";
import { StreakBadge } from "~/components/today/StreakBadge";
import { TodaysPrayer } from "~/components/today/TodaysPrayer";
import { TodaySkeleton } from "~/components/today/TodaySkeleton";
import { VisitorActions } from "~/components/today/VisitorActions";
import { WhisperCard } from "~/components/today/WhisperCard";
import { callApi, type WhisperDto } from "~/components/today/api";
import { useHydrated } from "~/components/ui/useHydrated";
import { TODAY } from "~/kernel/copy/today";
import { GENERIC_ERROR } from "~/kernel/copy/shell";
import { useToast } from "~/components/toast/ToastProvider";
import { todayData, visitorDevotional } from "../../worker/domain/today.server";
import { imageGenerationEnabled } from "../../worker/providers/images";
import { todayAction } from "~/server/today/actions.server";
import { hasPremiumAccess } from "~/kernel/membership";
import { upgradeBannerWording } from "../../worker/domain/experiments.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Today · Shepherd");

export async function loader({ context }: LoaderFunctionArgs) {
  const { app } = context;
  const scope = await app.member();
  if (!scope) return { visitor: visitorDevotional(), member: null, devotional: null, artwork: false };
  const { member, devotional } = await todayData(app, scope);
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
  const { toast } = useToast();
  // Whispers dismissed on this page stay hidden until the loader no longer brings them.
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const whisper = member?.whisper && !dismissed.has(member.whisper.id) ? member.whisper : null;
  const streak = member?.streak ?? 0;

  const heading = useRef<HTMLHeadingElement>(null);

  async function dismissWhisper(shown: WhisperDto) {
    setDismissed((ids) => new Set(ids).add(shown.id));
    // The card and its button are gone: keep keyboard focus on the page, at its top.
    heading.current?.focus();
    const result = await callApi(`/api/whispers/${encodeURIComponent(shown.id)}/read`, {});
    if (!result.ok) {
      setDismissed((ids) => new Set([...ids].filter((id) => id !== shown.id)));
      toast({ title: GENERIC_ERROR.title, description: result.error ?? GENERIC_ERROR.description, variant: "error" });
    }
  }

  return (
    <main id="main" className="mx-auto max-w-content px-4 pb-8 pt-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 ref={heading} tabIndex={-1} className="font-serif text-3xl font-bold">
            {TODAY.title}
          </h1>
          <p className="mt-1 text-muted">{TODAY.subtitle}</p>
        </div>
        {member ? <StreakBadge streak={streak} /> : null}
      </div>

      {member ? (
        <div aria-live="polite" className="mt-6 empty:hidden">
          {whisper ? <WhisperCard whisper={whisper} ready={ready} onDismiss={() => dismissWhisper(whisper)} /> : null}
        </div>
      ) : null}

      <div className="mt-6 space-y-5">
        {visitor ? (
          <>
            <SignInNotice />
            <DevotionalCard
              devotional={visitor.devotional}
              links={visitor.links}
              audioSlot={<ListenButton devotional={visitor.devotional} signedIn={false} ready={ready} />}
              actions={ready ? <VisitorActions /> : null}
            />
            {visitor.devotional.prayer ? (
              <TodaysPrayer prayer={visitor.devotional.prayer} segments={visitor.links.prayer} />
            ) : null}
          </>
        ) : null}

        {member && devotional ? (
          <Suspense fallback={<TodaySkeleton />}>
            <Await resolve={devotional}>
              {(day) => (
                <MemberDevotional
                  key={`${day.devotional.id}:${day.backup}`}
                  devotional={day.devotional}
                  links={day.links}
                  backup={day.backup}
                  progress={day.progress}
                  journalSaved={day.journalSaved}
                  bannerWording={day.bannerWording}
                  checkIn={member.checkIn}
                  week={member.week}
                  series={member.series}
                  ready={ready}
                  artworkAvailable={artwork}
                />
              )}
            </Await>
          </Suspense>
        ) : null}
      </div>
    </main>
  );
}
