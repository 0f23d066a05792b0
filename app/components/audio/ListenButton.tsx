/**
 * "Listen": starts the audio, shows "Generating" while it is made, then plays
 * and pauses it. A visitor is asked to sign in (audio is for members). ListenControl is the button for any
 * reading (a devotional, a chapter of the reader); ListenButton is the devotional card's.
 */
import { useMemo } from "react";
import type { AudioSource } from "~/kernel/audio/player";
import { devotionalReading } from "~/kernel/audio/reading";
import { LISTEN_COPY } from "~/kernel/copy/listen";
import type { Devotional } from "~/kernel/devotional";
import { useAudioPlayer } from "./AudioPlayerProvider";
import { HeadphonesIcon, PauseIcon } from "./listen-icons";

export function ListenButton({
  devotional,
  signedIn,
  ready,
}: {
  /** null while the devotional has not loaded ("Please wait for devotional to load"). */
  devotional: Devotional | null;
  signedIn: boolean;
  /** False until the page has hydrated (the button needs JavaScript). */
  ready: boolean;
}) {
  const source = useMemo<AudioSource | null>(() => {
    if (!devotional) return null;
    const reading = devotionalReading(devotional);
    return {
      cacheKey: reading.cacheKey,
      title: devotional.title,
      collection: LISTEN_COPY.nowPlaying,
      artwork: devotional.image_url,
      sentences: reading.sentences,
      text: reading.text,
    };
  }, [devotional]);
  return <ListenControl source={source} signedIn={signedIn} ready={ready} />;
}

export function ListenControl({
  source,
  signedIn,
  ready,
}: {
  source: AudioSource | null;
  signedIn: boolean;
  ready: boolean;
}) {
  const player = useAudioPlayer();
  if (!player) return null;
  const mine = source !== null && player.state.source?.cacheKey === source.cacheKey;
  const generating = mine && player.state.audio === "generating";
  const playing = mine && player.state.playing;
  const paused = mine && !generating && !playing && player.state.currentTime > 0;
  const text = generating ? LISTEN_COPY.generating : playing ? LISTEN_COPY.pause : paused ? LISTEN_COPY.resume : LISTEN_COPY.listen;
  return (
    <div className="mt-3">
      <button
        type="button"
        className="btn-secondary"
        onClick={() => player.listen(source, signedIn)}
        disabled={!ready || generating}
        aria-busy={generating}
        data-listen-button=""
      >
        {playing ? <PauseIcon width={18} height={18} /> : <HeadphonesIcon width={18} height={18} />}
        {text}
      </button>
    </div>
  );
}
