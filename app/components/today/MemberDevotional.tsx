import { useEffect, useMemo, useRef, useState } from "react";
import type { DevotionalLinks } from "~/kernel/bible/scripture-links";
import { hasGeneratedArtwork, type Devotional } from "~/kernel/devotional";
import { COMPLETION_TOAST, DEVOTIONAL_COPY, PROGRESS_COPY, TODAY_LABELS } from "~/kernel/copy/today";
import { GENERIC_ERROR } from "~/kernel/copy/shell";
import { CONNECTION, SAVED_FLASH_MS, connectionLabel, isStruggling } from "~/kernel/connection";
import { ListenButton } from "../audio/ListenButton";
import { useMembership } from "../membership/MembershipProvider";
import { UpgradePrompt } from "../membership/UpgradePrompt";
import { useToast } from "../toast/ToastProvider";
import { callApi, fetchStreak, requestEncouragement, type WhisperDto } from "./api";
import { BackupBanner } from "./BackupBanner";
import { CheckInPanel, type CheckInState } from "./CheckInPanel";
import { ConnectionSlider } from "./ConnectionSlider";
import { CreateArtworkButton } from "./CreateArtworkButton";
import { DailyWalkCard, type WalkDayView } from "./DailyWalkCard";
import { DevotionalCard } from "./DevotionalCard";
import { JournalDialog } from "./JournalDialog";
import { TodaysPrayer } from "./TodaysPrayer";

export interface MemberDevotionalProps {
  devotional: Devotional;
  /** The devotional's scripture references as links to the reader (found on the server). */
  links: DevotionalLinks;
  backup: boolean;
  progress: { completed: boolean; spiritual_connection: number } | null;
  journalSaved: boolean;
  checkIn: CheckInState | null;
  /** The last seven days as loaded, today last. */
  week: WalkDayView[];
  ready: boolean;
  /** The server has an image provider: the day's default artwork can be painted (docs/decisions/019). */
  artworkAvailable: boolean;
  onStreak: (streak: number) => void;
  onWhisper: (whisper: WhisperDto) => void;
}

/**
 * A member's day with the devotional: Mark Complete, the journal, the connection
 * slider, the detailed check-in, the week at a glance, the upgrade banner and the prayer. Saves go
 * to the JSON API; the page's streak and whisper are lifted to the route.
 */
export function MemberDevotional(props: MemberDevotionalProps) {
  const { backup, ready, onStreak, onWhisper } = props;
  // A painting made here replaces the artwork at once; the loader's next run brings it anyway.
  const [painted, setPainted] = useState<string | null>(null);
  const devotional = useMemo(
    () => (painted ? { ...props.devotional, image_url: painted } : props.devotional),
    [painted, props.devotional]
  );
  const canPaint = props.artworkAvailable && !backup && !hasGeneratedArtwork(devotional);
  const { toast } = useToast();
  const membership = useMembership();

  const [completed, setCompleted] = useState(props.progress?.completed ?? false);
  const [completing, setCompleting] = useState(false);
  const completedNote = useRef<HTMLParagraphElement>(null);
  const justCompleted = useRef(false);

  const [connection, setConnection] = useState(props.progress?.spiritual_connection ?? CONNECTION.DEFAULT);
  const [connectionSaved, setConnectionSaved] = useState(props.progress !== null);
  const lastSaved = useRef<number | null>(props.progress?.spiritual_connection ?? null);
  const [showSaved, setShowSaved] = useState(false);
  const savedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const [journalSaved, setJournalSaved] = useState(props.journalSaved);
  const [journalOpen, setJournalOpen] = useState(false);
  const journalButton = useRef<HTMLButtonElement>(null);

  const [checkIn, setCheckIn] = useState(props.checkIn);

  useEffect(() => {
    if (completed && justCompleted.current) completedNote.current?.focus();
  }, [completed]);
  useEffect(() => () => clearTimeout(savedTimer.current ?? undefined), []);

  const progressFailed = (status: number, message: string | null) =>
    status === 401
      ? toast({ title: PROGRESS_COPY.signInTitle, description: PROGRESS_COPY.signInText, variant: "error" })
      : toast({
          title: PROGRESS_COPY.saveErrorTitle,
          description: message ?? GENERIC_ERROR.description,
          variant: "error",
        });

  const showWhisper = (whisper: WhisperDto | null) => {
    if (whisper) onWhisper(whisper);
  };

  async function markComplete() {
    if (completed || completing) return;
    setCompleting(true);
    const result = await callApi<{ alreadyComplete: boolean; streak: number }>("/api/progress/complete", {
      devotional_id: devotional.id,
    });
    setCompleting(false);
    if (!result.ok) return progressFailed(result.status, result.error);
    justCompleted.current = true;
    setCompleted(true);
    onStreak(result.data.streak);
    if (!result.data.alreadyComplete) {
      toast({
        title: COMPLETION_TOAST.title,
        description: COMPLETION_TOAST.description(result.data.streak),
        variant: "success",
      });
    }
  }

  async function saveConnection(value: number) {
    if (value === lastSaved.current) return;
    const result = await callApi("/api/progress", { devotional_id: devotional.id, spiritual_connection: value });
    if (!result.ok) return progressFailed(result.status, result.error);
    lastSaved.current = value;
    setConnectionSaved(true);
    setShowSaved(true);
    clearTimeout(savedTimer.current ?? undefined);
    savedTimer.current = setTimeout(() => setShowSaved(false), SAVED_FLASH_MS);
    if (isStruggling(value))
      showWhisper(await requestEncouragement("struggle", { connection: value, label: connectionLabel(value) }));
  }

  async function checkInSaved(saved: CheckInState) {
    setCheckIn(saved);
    const [streak, whisper] = await Promise.all([
      fetchStreak(),
      isStruggling(connection)
        ? requestEncouragement("daily_checkin", { connection, mood: saved.mood, focus_areas: saved.focus_areas })
        : null,
    ]);
    if (streak !== null) onStreak(streak);
    showWhisper(whisper);
  }

  async function journalDone({ victory }: { victory: boolean }) {
    setJournalSaved(true);
    setJournalOpen(false);
    if (victory) showWhisper(await requestEncouragement("victory", { devotional_title: devotional.title }));
  }

  const week = props.week.map((day, index) =>
    index === props.week.length - 1
      ? {
          ...day,
          completed: day.completed || completed,
          checkedIn: checkIn !== null,
          connection: connectionSaved ? connection : day.connection,
        }
      : day
  );

  return (
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
              <button
                type="button"
                className="btn-primary"
                onClick={markComplete}
                disabled={!ready || completing}
                aria-busy={completing}
              >
                {DEVOTIONAL_COPY.markComplete}
              </button>
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
          </>
        }
      />
      <JournalDialog
        open={journalOpen}
        devotional={devotional}
        onSaved={journalDone}
        onClose={() => {
          setJournalOpen(false);
          journalButton.current?.focus();
        }}
      />
      {completed && membership?.premium === false ? (
        <UpgradePrompt variant="profile_completion" layout="banner" />
      ) : null}
      <ConnectionSlider
        value={connection}
        onChange={setConnection}
        onCommit={saveConnection}
        showSaved={showSaved}
        ready={ready}
      />
      <CheckInPanel connection={connection} checkIn={checkIn} onSaved={checkInSaved} ready={ready} />
      <DailyWalkCard days={week} journaledToday={journalSaved} />
      {devotional.prayer ? <TodaysPrayer prayer={devotional.prayer} segments={props.links.prayer} /> : null}
    </div>
  );
}
