/**
 * A member's Today: his streak, a whisper, and the day's devotional with his actions, streaming in
 * behind a skeleton. A module of its own so that a visitor's Today never loads it (member-today.ts).
 */
import { Await } from "@remix-run/react";
import { Suspense, useRef, useState } from "react";
import { MemberDevotional, type MemberDevotionalProps } from "./MemberDevotional";
import { StreakBadge } from "./StreakBadge";
import { TodayHeading } from "./TodayHeading";
import { TodaySkeleton } from "./TodaySkeleton";
import { WhisperCard } from "./WhisperCard";
import { callApi, type WhisperDto } from "./api";
import { GENERIC_ERROR } from "~/kernel/copy/shell";
import { useToast } from "~/components/toast/ToastProvider";

type Day = Pick<MemberDevotionalProps, "devotional" | "links" | "backup" | "progress" | "journalSaved" | "bannerWording">;
type Member = Pick<MemberDevotionalProps, "checkIn" | "week" | "series"> & { streak: number; whisper: WhisperDto | null };

export function MemberToday({
  member,
  devotional,
  artwork,
  ready,
}: {
  member: Member;
  devotional: Promise<Day>;
  artwork: boolean;
  ready: boolean;
}) {
  const { toast } = useToast();
  // Whispers dismissed on this page stay hidden until the loader no longer brings them.
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const whisper = member.whisper && !dismissed.has(member.whisper.id) ? member.whisper : null;
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
    <>
      <TodayHeading ref={heading} aside={<StreakBadge streak={member.streak} />} />
      {/* On a wide window the whisper keeps the devotional's column (MemberDevotional's grid: 20rem beside, 1.5rem gap). */}
      <div aria-live="polite" className="mt-6 empty:hidden lg:max-w-[calc(100%-21.5rem)]">
        {whisper ? <WhisperCard whisper={whisper} ready={ready} onDismiss={() => dismissWhisper(whisper)} /> : null}
      </div>
      <div className="mt-6 space-y-5">
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
      </div>
    </>
  );
}
