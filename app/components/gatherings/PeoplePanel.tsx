/**
 * Who is in the room, each with his microphone's state. The host and co-hosts (the view says so;
 * the server checks again) may mute a brother's microphone, remove him after a confirmation, and
 * end the gathering for everyone.
 */
import { useIsMuted, useParticipants } from "@livekit/components-react";
import { Track, type Participant } from "livekit-client";
import { useState } from "react";
import { answerOf, apiClient } from "~/browser/api-client";
import { useToast } from "~/components/toast/ToastProvider";
import { Dialog } from "~/components/word/Dialog";
import { GATHERINGS_COPY as C } from "~/kernel/copy/gatherings";
import type { GatheringRoomView } from "~/kernel/gatherings/views";

type Confirming = { kind: "remove"; identity: string; name: string } | { kind: "end" } | null;

function PersonRow({ participant, canModerate, onMute, onRemove }: { participant: Participant; canModerate: boolean; onMute: () => void; onRemove: () => void }) {
  const muted = useIsMuted({ participant, source: Track.Source.Microphone });
  const name = participant.name || participant.identity;
  return (
    <li className="flex flex-wrap items-center gap-2 py-2" data-identity={participant.identity} data-mic={muted ? "muted" : "on"}>
      <span className="flex-1 font-medium">
        {name} {participant.isLocal ? <span className="text-muted">{C.room.you}</span> : null}
      </span>
      <span className="text-xs text-muted">{muted ? C.room.micMuted : C.room.micOn}</span>
      {canModerate && !participant.isLocal ? (
        <span className="flex gap-2">
          <button type="button" className="btn-secondary min-h-[36px] px-3" onClick={onMute} disabled={muted} aria-label={C.room.mute(name)}>
            {C.room.muteButton}
          </button>
          <button type="button" className="btn-secondary min-h-[36px] px-3 text-danger" onClick={onRemove} aria-label={C.room.remove(name)}>
            {C.room.removeButton}
          </button>
        </span>
      ) : null}
    </li>
  );
}

export function PeoplePanel({ view }: { view: GatheringRoomView }) {
  const participants = useParticipants();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [pending, setPending] = useState(false);
  const { toast } = useToast();
  const param = { roomName: view.gathering.roomName };

  const act = async (call: () => Promise<{ ok: boolean; error?: string | null }>) => {
    setPending(true);
    const answer = await call();
    setPending(false);
    setConfirming(null);
    if (!answer.ok) toast({ title: answer.error ?? C.errors.videoUnavailable, variant: "error" });
  };
  const moderate = (action: "mute" | "remove", identity: string) =>
    act(() => answerOf(apiClient.gatherings[":roomName"].moderate.$post({ param, json: { action, identity } })));
  const endForEveryone = () => act(() => answerOf(apiClient.gatherings[":roomName"].end.$post({ param })));

  return (
    <div className="space-y-3 text-sm">
      <ul aria-label={C.room.peopleTab} className="divide-y divide-border">
        {participants.map((participant) => (
          <PersonRow
            key={participant.identity}
            participant={participant}
            canModerate={view.canModerate}
            onMute={() => void moderate("mute", participant.identity)}
            onRemove={() => setConfirming({ kind: "remove", identity: participant.identity, name: participant.name || participant.identity })}
          />
        ))}
      </ul>
      {view.canModerate ? (
        <button type="button" className="btn w-full bg-danger text-white hover:opacity-90 dark:text-bg" onClick={() => setConfirming({ kind: "end" })}>
          {C.room.endForEveryone}
        </button>
      ) : null}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming?.kind === "end" ? C.room.endTitle : C.room.removeTitle}
        closeLabel={C.room.cancel}
      >
        <div className="space-y-4">
          <p>{confirming?.kind === "remove" ? C.room.removeQuestion(confirming.name) : C.room.endQuestion}</p>
          <div className="flex justify-end gap-2">
            <button type="button" className="btn-secondary" onClick={() => setConfirming(null)}>
              {C.room.cancel}
            </button>
            <button
              type="button"
              className="btn bg-danger text-white hover:opacity-90 dark:text-bg"
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={() => {
                if (confirming?.kind === "remove") void moderate("remove", confirming.identity);
                else void endForEveryone();
              }}
            >
              {confirming?.kind === "end" ? C.room.endConfirm : C.room.removeConfirm}
            </button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
