/**
 * Where the fixed player sits in the layout (root.tsx). The player itself (./PlayerPanel.tsx) and
 * the playback engines are loaded when audio is first requested — Listen starts loading them while
 * stream-audio answers — so the app shell's first load does not grow (decision 006).
 */
import { lazy, Suspense } from "react";
import { useAudioPlayer } from "./AudioPlayerProvider";

const PlayerPanel = lazy(() => import("./PlayerPanel"));

export function FixedPlayer({ aboveTabBar }: { aboveTabBar: boolean }) {
  const player = useAudioPlayer();
  if (!player || player.state.audio === null) return null;
  return (
    <Suspense fallback={null}>
      <PlayerPanel aboveTabBar={aboveTabBar} />
    </Suspense>
  );
}
