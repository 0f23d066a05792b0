/**
 * Inside the gathering: LiveKit's room with a video grid (a pinned tile or a shared screen takes
 * the focus; the speaking man's tile is outlined), the control bar (microphone, camera, screen
 * share, devices, leave), and our own panels — the stored chat, the discussion guide and the
 * people in the room. Phones stack the panels under the video as tabs; wide screens put them beside.
 * Loaded in the browser only.
 */
import "@livekit/components-styles";
import {
  CarouselLayout,
  ControlBar,
  FocusLayout,
  FocusLayoutContainer,
  GridLayout,
  isTrackReference,
  LayoutContextProvider,
  LiveKitRoom,
  type LocalUserChoices,
  ParticipantTile,
  RoomAudioRenderer,
  useCreateLayoutContext,
  usePersistentUserChoices,
  usePinnedTracks,
  useTracks,
} from "@livekit/components-react";
import { createLocalAudioTrack, createLocalVideoTrack, DisconnectReason, type LocalTrack, Room, RoomEvent, Track } from "livekit-client";
import { useEffect, useState } from "react";
import { GATHERINGS_COPY as C } from "~/kernel/copy/gatherings";
import type { GatheringRoomView, RoomTokenView } from "~/kernel/gatherings/views";
import { LIVEKIT_THEME_CLASS, useLiveKitButtonLabels } from "./livekit-theme";
import { RoomPanels } from "./RoomPanels";

/** Why he is no longer in the room. */
export type RoomExit = "removed" | "ended" | "left" | "lost";

function exitFor(reason: DisconnectReason | undefined): RoomExit {
  if (reason === DisconnectReason.PARTICIPANT_REMOVED) return "removed";
  if (reason === DisconnectReason.ROOM_DELETED) return "ended";
  if (reason === DisconnectReason.CLIENT_INITIATED) return "left";
  return "lost";
}

function Stage() {
  const tracks = useTracks(
    [
      { source: Track.Source.Camera, withPlaceholder: true },
      { source: Track.Source.ScreenShare, withPlaceholder: false },
    ],
    { updateOnlyOn: [RoomEvent.ActiveSpeakersChanged], onlySubscribed: false },
  );
  const layout = useCreateLayoutContext();
  const screenShare = tracks.find((track) => isTrackReference(track) && track.publication.source === Track.Source.ScreenShare);
  const focus = usePinnedTracks(layout)?.[0] ?? screenShare;
  const others = tracks.filter((track) => track !== focus);
  return (
    <LayoutContextProvider value={layout}>
      <div className="flex h-full flex-col">
        <div className="min-h-0 flex-1">
          {focus ? (
            <FocusLayoutContainer>
              <CarouselLayout tracks={others}>
                <ParticipantTile />
              </CarouselLayout>
              <FocusLayout trackRef={focus} />
            </FocusLayoutContainer>
          ) : (
            <GridLayout tracks={tracks}>
              <ParticipantTile />
            </GridLayout>
          )}
        </div>
        <ControlBar controls={{ chat: false, microphone: true, camera: true, screenShare: true, leave: true }} />
      </div>
    </LayoutContextProvider>
  );
}

/**
 * Opens his camera and microphone while the room connects, not once it has (LiveKit's own way), and
 * publishes them the moment the server has let him in, so the others see him sooner. A device that
 * fails stays off — he can turn it on from the control bar — as it did with LiveKit's own way.
 */
function usePublishOnEntry(room: Room, chosen: LocalUserChoices) {
  useEffect(() => {
    const opening: Promise<LocalTrack>[] = [];
    if (chosen.audioEnabled) opening.push(createLocalAudioTrack({ deviceId: chosen.audioDeviceId || undefined }));
    if (chosen.videoEnabled) opening.push(createLocalVideoTrack({ deviceId: chosen.videoDeviceId || undefined }));
    const publish = () => {
      for (const opened of opening) opened.then((track) => room.localParticipant.publishTrack(track)).catch(() => {});
    };
    room.once(RoomEvent.SignalConnected, publish);
    return () => {
      room.off(RoomEvent.SignalConnected, publish);
      for (const opened of opening) opened.then((track) => track.stop()).catch(() => {});
    };
  }, [room, chosen]);
}

export default function LiveRoom({
  view,
  token,
  choices,
  onExit,
}: {
  view: GatheringRoomView;
  token: RoomTokenView;
  /** What he chose on the pre-join; else what this device remembers. */
  choices: LocalUserChoices | null;
  onExit: (exit: RoomExit) => void;
}) {
  const { userChoices: remembered } = usePersistentUserChoices({ preventSave: true });
  const [chosen] = useState(choices ?? remembered);
  const [room] = useState(() => new Room());
  usePublishOnEntry(room, chosen);
  const [stage, setStage] = useState<HTMLElement | null>(null);
  useLiveKitButtonLabels(stage);
  return (
    <LiveKitRoom
      room={room}
      serverUrl={token.serverUrl}
      token={token.token}
      connect
      onDisconnected={(reason) => onExit(exitFor(reason))}
      data-lk-theme="default"
      className="grid gap-4 rounded-2xl p-2 lg:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <section ref={setStage} aria-label={C.room.stage} className={`h-[55dvh] min-h-[18rem] lg:h-[72dvh] ${LIVEKIT_THEME_CLASS}`}>
        <Stage />
      </section>
      <RoomPanels view={view} />
      <RoomAudioRenderer />
    </LiveKitRoom>
  );
}
