/**
 * LiveKit's pre-join: camera preview, device choice and microphone/camera toggles, remembered on
 * this device. Loaded in the browser only (it reaches for the camera as it mounts) and never
 * inside a room. The name field is hidden: the room shows the name the server puts in his token.
 */
import "@livekit/components-styles";
import { type LocalUserChoices, PreJoin } from "@livekit/components-react";
import { useState } from "react";
import { GATHERINGS_COPY as C } from "~/kernel/copy/gatherings";
import { LIVEKIT_THEME_CLASS, useLiveKitButtonLabels } from "./livekit-theme";

export default function PreJoinPanel({ displayName, onJoin }: { displayName: string; onJoin: (choices: LocalUserChoices) => void }) {
  const [cameraProblem, setCameraProblem] = useState(false);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  useLiveKitButtonLabels(container);
  return (
    <div className="space-y-3">
      {cameraProblem ? (
        <p role="alert" className="rounded-lg border border-accent bg-accent/10 p-3 text-sm">
          {C.join.cameraProblem}
        </p>
      ) : null}
      <div ref={setContainer} data-lk-theme="default" className="rounded-2xl p-3 [&_.lk-username-container_input]:hidden">
        <PreJoin
          className={`lk-prejoin ${LIVEKIT_THEME_CLASS}`}
          defaults={{ username: displayName }}
          persistUserChoices
          joinLabel={C.join.joinButton}
          micLabel={C.join.micLabel}
          camLabel={C.join.camLabel}
          userLabel={C.join.nameLabel}
          onValidate={() => true}
          onError={() => setCameraProblem(true)}
          onSubmit={(choices) => onJoin(cameraProblem ? { ...choices, videoEnabled: false } : choices)}
        />
      </div>
    </div>
  );
}
