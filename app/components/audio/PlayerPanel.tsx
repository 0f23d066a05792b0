/**
 * The fixed audio player above the bottom tab bar, shown once audio is
 * requested: disabled and showing "Generating" until the audio is ready, then play/pause, a seek bar
 * with elapsed and duration, ±15 s, the speed (1 → 2 in quarter steps), volume with mute, and which
 * voice reads. It collapses into a compact player and expands again; Close resets it. Loaded on
 * first use (./FixedPlayer.tsx), so it costs the app shell nothing (decision 006).
 */
import { useEffect, useRef, useState } from "react";
import { PLAYER_LABELS, AUDIO_COPY } from "~/kernel/copy/audio";
import { isMuted, SKIP_SECONDS } from "~/kernel/audio/player";
import { formatClock } from "~/kernel/audio/timing";
import { useAudioPlayer, type AudioPlayerApi } from "./AudioPlayerProvider";
import { useMediaSession } from "./media-session";
import {
  BackIcon,
  ChevronDownIcon,
  ChevronUpIcon,
  CloseIcon,
  ForwardIcon,
  MutedIcon,
  PlayIcon,
  VolumeIcon,
} from "./icons";
import { PauseIcon } from "./listen-icons";

const iconButton =
  "inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-fg hover:bg-border/40 disabled:cursor-not-allowed disabled:opacity-50";
const playButton =
  "inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-fg hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50";

const speedText = (speed: number) => String(speed);

export default function PlayerPanel({ aboveTabBar }: { aboveTabBar: boolean }) {
  const player = useAudioPlayer();
  useMediaSession(player);
  const frame = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  const visible = player !== null && player.state.audio !== null;

  // The page keeps room for the player at its end, and tells the rest of the layout how tall it is
  // (--audio-player-height) so other bottom-anchored things can sit above it.
  useEffect(() => {
    const element = frame.current;
    if (!visible || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const measured = Math.ceil(element.getBoundingClientRect().height);
      setHeight(measured);
      root.style.setProperty("--audio-player-height", `${measured}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--audio-player-height");
    };
  }, [visible]);

  if (!player || !visible) return null;
  const { state } = player;
  return (
    <>
      <div aria-hidden="true" style={{ height }} />
      <section
        ref={frame}
        aria-label={PLAYER_LABELS.region}
        data-testid="audio-player"
        data-state={state.audio === "generating" ? "generating" : state.collapsed ? "compact" : "expanded"}
        className={`fixed inset-x-0 z-40 px-2 pb-2 ${
          aboveTabBar
            ? "bottom-[calc(57px+env(safe-area-inset-bottom))] lg:bottom-[env(safe-area-inset-bottom)] lg:left-56"
            : "bottom-[env(safe-area-inset-bottom)]"
        }`}
      >
        <div className="mx-auto max-w-content rounded-2xl border border-border bg-surface p-3 shadow-lg">
          {state.collapsed ? <CompactPlayer player={player} /> : <ExpandedPlayer player={player} />}
        </div>
      </section>
    </>
  );
}

function usePlayerParts(player: AudioPlayerApi) {
  const { state } = player;
  const generating = state.audio === "generating";
  const elapsed = formatClock(state.currentTime);
  const duration = `${state.durationEstimated ? "~" : ""}${formatClock(state.duration)}`;
  return { state, generating, elapsed, duration };
}

function PlayPauseButton({ player, disabled }: { player: AudioPlayerApi; disabled: boolean }) {
  const playing = player.state.playing;
  return (
    <button
      type="button"
      className={playButton}
      onClick={player.togglePlay}
      disabled={disabled}
      aria-label={playing ? PLAYER_LABELS.pause : PLAYER_LABELS.play}
    >
      {playing ? <PauseIcon width={22} height={22} /> : <PlayIcon width={22} height={22} />}
    </button>
  );
}

function CloseButton({ player }: { player: AudioPlayerApi }) {
  return (
    <button
      type="button"
      className={iconButton}
      aria-label={PLAYER_LABELS.close}
      onClick={() => {
        player.close();
        // Focus goes back to where listening began, or to the page.
        (document.querySelector<HTMLElement>("[data-listen-button]") ?? document.getElementById("main"))?.focus();
      }}
    >
      <CloseIcon width={20} height={20} />
    </button>
  );
}

function GeneratingStatus() {
  return (
    <p role="status" className="flex items-center gap-2 text-sm font-semibold text-primary">
      <span aria-hidden="true" className="h-2 w-2 animate-pulse rounded-full bg-primary" />
      {AUDIO_COPY.generating}
    </p>
  );
}

function CompactPlayer({ player }: { player: AudioPlayerApi }) {
  const { state, generating, elapsed, duration } = usePlayerParts(player);
  const expand = useFocusAfter("expanded");
  const progress = state.duration > 0 ? Math.min(100, (state.currentTime / state.duration) * 100) : 0;
  return (
    <div className="flex items-center gap-2">
      <PlayPauseButton player={player} disabled={generating} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold">{state.source?.title}</p>
        {generating ? (
          <GeneratingStatus />
        ) : (
          <>
            <p className="text-xs tabular-nums text-muted">
              <span className="sr-only">{PLAYER_LABELS.elapsed} </span>
              {elapsed} / <span className="sr-only">{PLAYER_LABELS.duration} </span>
              {duration}
            </p>
            <div aria-hidden="true" className="mt-1 h-1 overflow-hidden rounded-full bg-border">
              <div className="h-full bg-primary" style={{ width: `${progress}%` }} />
            </div>
          </>
        )}
      </div>
      <button
        type="button"
        className={iconButton}
        aria-label={PLAYER_LABELS.expand}
        aria-expanded="false"
        onClick={() => expand(player.expand)}
        data-player-toggle="compact"
      >
        <ChevronUpIcon width={20} height={20} />
      </button>
      <CloseButton player={player} />
    </div>
  );
}

function ExpandedPlayer({ player }: { player: AudioPlayerApi }) {
  const { state, generating, elapsed, duration } = usePlayerParts(player);
  const collapse = useFocusAfter("compact");
  const muted = isMuted(state);
  const max = state.duration > 0 ? state.duration : 0;
  return (
    <div>
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wider text-accent">{state.source?.collection}</p>
          <p className="truncate font-serif text-base font-bold">{state.source?.title}</p>
          {generating ? (
            <GeneratingStatus />
          ) : (
            <p className="truncate text-xs text-muted" data-testid="audio-voice">
              {state.voiceLabel}
            </p>
          )}
        </div>
        <button
          type="button"
          className={iconButton}
          aria-label={PLAYER_LABELS.collapse}
          aria-expanded="true"
          onClick={() => collapse(player.collapse)}
          data-player-toggle="expanded"
        >
          <ChevronDownIcon width={20} height={20} />
        </button>
        <CloseButton player={player} />
      </div>

      <div className="mt-2 flex items-center gap-2 text-xs tabular-nums text-muted">
        <span className="w-12 text-right">
          <span className="sr-only">{PLAYER_LABELS.elapsed} </span>
          {elapsed}
        </span>
        <input
          type="range"
          min={0}
          max={max}
          step={1}
          value={Math.min(state.currentTime, max)}
          onChange={(event) => player.seek(Number(event.currentTarget.value))}
          disabled={generating || max === 0}
          aria-label={PLAYER_LABELS.seek}
          aria-valuetext={PLAYER_LABELS.seekValue(elapsed, duration)}
          className="h-2 min-w-0 flex-1 cursor-pointer accent-[rgb(var(--color-primary))] disabled:cursor-not-allowed"
        />
        <span className="w-12">
          <span className="sr-only">{PLAYER_LABELS.duration} </span>
          {duration}
        </span>
      </div>

      <div className="mt-2 flex items-center justify-between gap-1">
        <button
          type="button"
          className="inline-flex h-11 min-w-[3.25rem] items-center justify-center rounded-full border border-border px-2 text-sm font-semibold tabular-nums hover:bg-border/40 disabled:cursor-not-allowed disabled:opacity-50"
          onClick={player.cycleSpeed}
          disabled={generating}
          aria-label={PLAYER_LABELS.speed(speedText(state.speed))}
          data-testid="audio-speed"
        >
          {PLAYER_LABELS.speedValue(speedText(state.speed))}
        </button>
        <div className="flex items-center gap-1">
          <button type="button" className={iconButton} onClick={() => player.skip(-SKIP_SECONDS)} disabled={generating} aria-label={PLAYER_LABELS.back}>
            <BackIcon width={22} height={22} />
          </button>
          <PlayPauseButton player={player} disabled={generating} />
          <button type="button" className={iconButton} onClick={() => player.skip(SKIP_SECONDS)} disabled={generating} aria-label={PLAYER_LABELS.forward}>
            <ForwardIcon width={22} height={22} />
          </button>
        </div>
        <div className="flex items-center">
          <button
            type="button"
            className={iconButton}
            onClick={player.toggleMute}
            disabled={generating}
            aria-label={muted ? PLAYER_LABELS.unmute : PLAYER_LABELS.mute}
          >
            {muted ? <MutedIcon width={20} height={20} /> : <VolumeIcon width={20} height={20} />}
          </button>
          <input
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={state.volume}
            onChange={(event) => player.setVolume(Number(event.currentTarget.value))}
            disabled={generating}
            aria-label={PLAYER_LABELS.volume}
            aria-valuetext={PLAYER_LABELS.volumeValue(Math.round(state.volume * 100))}
            className="h-2 w-16 cursor-pointer accent-[rgb(var(--color-primary))] disabled:cursor-not-allowed sm:w-24"
          />
        </div>
      </div>
    </div>
  );
}

/** Collapsing or expanding swaps the controls: keep keyboard focus on the toggle that replaces the one pressed. */
function useFocusAfter(next: "compact" | "expanded") {
  return (change: () => void) => {
    change();
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-player-toggle="${next}"]`)?.focus());
  };
}
