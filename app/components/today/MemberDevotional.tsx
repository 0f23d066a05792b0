import { useFetcher } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import type { DevotionalLinks } from "~/kernel/bible/scripture-links";
import type { TodayActionAnswer } from "~/kernel/checkin";
import { hasGeneratedArtwork, type Devotional } from "~/kernel/devotional";
import { DEVOTIONAL_COPY, PROGRESS_COPY, TODAY_LABELS } from "~/kernel/copy/today";
import { COMPLETION_TOAST } from "~/kernel/copy/today-member";
import { GENERIC_ERROR } from "~/kernel/copy/shell";
import { CONNECTION, SAVED_FLASH_MS } from "~/kernel/connection";
import { ListenButton } from "../audio/ListenButton";
import { useMembership } from "../membership/MembershipProvider";
import { UpgradePrompt } from "../membership/UpgradePrompt";
import { UPGRADE_BANNER_WORDING } from "~/kernel/copy/upgrade";
import { useToast } from "../toast/ToastProvider";
import { actionFailure, useSettled } from "./action-answer";
import { BackupBanner } from "./BackupBanner";
import { CheckInPanel, type CheckInState } from "./CheckInPanel";
import { ConnectionSlider } from "./ConnectionSlider";
import { CreateArtworkButton } from "./CreateArtworkButton";
import type { NextSessionView } from "~/kernel/series/views";
import { DailyWalkCard, type WalkDayView } from "./DailyWalkCard";
import { DevotionalCard } from "./DevotionalCard";
import { ShareWithFlock } from "~/components/flock/ShareWithFlock";
import { JournalDialog } from "./JournalDialog";
import { TodaysPrayer } from "./TodaysPrayer";

export interface MemberDevotionalProps {
  devotional: Devotional;
  /** The devotional's scripture references as links to the reader (found on the server). */
  links: DevotionalLinks;
  backup: boolean;
  progress: { completed: boolean; spiritual_connection: number } | null;
  /** His variant of the upgrade banner's wording (an A/B test), or null for the usual wording. */
  bannerWording: string | null;
  journalSaved: boolean;
  checkIn: CheckInState | null;
  /** The last seven days as loaded, today last. */
  week: WalkDayView[];
  /** This week's session of each study series he follows. */
  series: NextSessionView[];
  ready: boolean;
  /** The server has an image provider: the day's default artwork can be painted (docs/decisions/019). */
  artworkAvailable: boolean;
}

/**
 * A member's day with the devotional: Mark Complete, the journal, the connection
 * slider, the detailed check-in, the week at a glance, the upgrade banner and the prayer. Each save
 * posts to the Today route's action; what the page shows afterwards is the loader's, revalidated.
 */
export function MemberDevotional(props: MemberDevotionalProps) {
  const { backup, ready } = props;
  // A painting made here replaces the artwork at once; the loader's next run brings it anyway.
  const [painted, setPainted] = useState<string | null>(null);
  const devotional = useMemo(
    () => (painted ? { ...props.devotional, image_url: painted } : props.devotional),
    [painted, props.devotional]
  );
  const canPaint = props.artworkAvailable && !backup && !hasGeneratedArtwork(devotional);
  const { toast } = useToast();
  const membership = useMembership();

  const progressFailed = (message: string | null) =>
    toast({ title: PROGRESS_COPY.saveErrorTitle, description: message ?? GENERIC_ERROR.description, variant: "error" });

  const complete = useFetcher<TodayActionAnswer>();
  const completing = complete.state !== "idle";
  const completed = Boolean(props.progress?.completed) || (complete.data !== undefined && "ok" in complete.data);
  const completedNote = useRef<HTMLParagraphElement>(null);
  useSettled(complete, (answer) => {
    if (!("ok" in answer)) return progressFailed(actionFailure(answer).text);
    if (answer.intent !== "complete") return;
    completedNote.current?.focus();
    if (!answer.alreadyComplete) {
      toast({ title: COMPLETION_TOAST.title, description: COMPLETION_TOAST.description(answer.streak), variant: "success" });
    }
  });

  // The slider's value while it moves; once committed, the value being saved, then the server's.
  const connectionSave = useFetcher<TodayActionAnswer>();
  const [moving, setMoving] = useState<number | null>(null);
  const saved = props.progress?.spiritual_connection ?? null;
  const saving = connectionSave.formData?.get("spiritual_connection");
  const connection = moving ?? (typeof saving === "string" ? Number(saving) : saved ?? CONNECTION.DEFAULT);
  const [showSaved, setShowSaved] = useState(false);
  const savedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(savedTimer.current ?? undefined), []);
  useSettled(connectionSave, (answer) => {
    if (!("ok" in answer)) return progressFailed(actionFailure(answer).text);
    setShowSaved(true);
    clearTimeout(savedTimer.current ?? undefined);
    savedTimer.current = setTimeout(() => setShowSaved(false), SAVED_FLASH_MS);
  });

  function saveConnection(value: number) {
    setMoving(null);
    if (value === (typeof saving === "string" ? Number(saving) : saved)) return;
    connectionSave.submit(
      { intent: "connection", devotional_id: devotional.id, spiritual_connection: String(value) },
      { method: "post", action: "/?index" }
    );
  }

  const [journalOpen, setJournalOpen] = useState(false);
  const journalButton = useRef<HTMLButtonElement>(null);
  const journal = useFetcher<TodayActionAnswer>();
  const journalSaved = props.journalSaved || (journal.data !== undefined && "ok" in journal.data);
  const savedEntry = journal.data && "ok" in journal.data && journal.data.intent === "journal" ? journal.data : null;

  const week = props.week.map((day, index) =>
    index === props.week.length - 1 ? { ...day, completed: day.completed || completed } : day
  );

  // On a wide window the devotional reads on the left and his day (connection, check-in, week,
  // prayer) stands beside it; on a phone the two columns stack in the same order.
  return (
    <div className="space-y-5 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-6 lg:space-y-0">
      <div className="space-y-5">
        {backup ? <BackupBanner ready={ready} /> : null}
        <DevotionalCard
          devotional={devotional}
          links={props.links}
          audioSlot={<ListenButton devotional={devotional} signedIn ready={ready} />}
          artworkAction={
            canPaint ? <CreateArtworkButton devotionalId={devotional.id} ready={ready} onCreated={setPainted} /> : null
          }
          actions={
            <>
              {completed ? (
                <p ref={completedNote} tabIndex={-1} className="font-semibold text-primary">
                  {TODAY_LABELS.completedToday}
                </p>
              ) : (
                <complete.Form method="post" action="/?index" className="contents">
                  <input type="hidden" name="intent" value="complete" />
                  <input type="hidden" name="devotional_id" value={devotional.id} />
                  <button type="submit" className="btn-primary" disabled={!ready || completing} aria-busy={completing}>
                    {DEVOTIONAL_COPY.markComplete}
                  </button>
                </complete.Form>
              )}
              <button
                ref={journalButton}
                type="button"
                className="btn-secondary"
                onClick={() => setJournalOpen(true)}
                disabled={!ready}
                aria-haspopup="dialog"
              >
                {journalSaved ? DEVOTIONAL_COPY.journalEntrySaved : DEVOTIONAL_COPY.gatherThoughts}
              </button>
              {savedEntry ? <ShareWithFlock source="today" sourceId={savedEntry.entryId} text={savedEntry.content} /> : null}
            </>
          }
        />
        <JournalDialog
          open={journalOpen}
          devotional={devotional}
          fetcher={journal}
          onSaved={() => setJournalOpen(false)}
          onClose={() => {
            setJournalOpen(false);
            journalButton.current?.focus();
          }}
        />
        {completed && membership?.premium === false ? (
          <UpgradePrompt
            variant="profile_completion"
            layout="banner"
            wording={props.bannerWording ? UPGRADE_BANNER_WORDING[props.bannerWording] : undefined}
          />
        ) : null}
      </div>
      <div className="space-y-5">
        <ConnectionSlider
          value={connection}
          onChange={setMoving}
          onCommit={saveConnection}
          showSaved={showSaved}
          ready={ready}
        />
        <CheckInPanel connection={connection} checkIn={props.checkIn} ready={ready} />
        <DailyWalkCard days={week} journaledToday={journalSaved} series={props.series} />
        {devotional.prayer ? <TodaysPrayer prayer={devotional.prayer} segments={props.links.prayer} prayerList /> : null}
      </div>
    </div>
  );
}
