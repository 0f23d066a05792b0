/**
 * The room page's body: enters LiveKit's room (browser only) with the token the page brought, or
 * one asked for again when that one has expired (a page kept open, or restored from history). A
 * refusal is said plainly — never a fake room — and so is the reason he left: removed by the host,
 * the gathering ended, or his own Leave.
 */
import { Link, useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { answerOf, apiClient } from "~/browser/api-client";
import { useHydrated } from "~/components/ui/useHydrated";
import { GATHERINGS_COPY as C } from "~/kernel/copy/gatherings";
import { gatheringJoinHref } from "~/kernel/gatherings/rules";
import type { GatheringRoomView, RoomEntryView, RoomTokenView } from "~/kernel/gatherings/views";
import { GatheringHeader } from "./GatheringHeader";
import type { RoomEntryState } from "./JoinScreen";
import type { RoomExit } from "./LiveRoom";

// The server never renders the room (it opens once the page has hydrated), so the server build leaves
// LiveKit's browser packages out: the worker does not load them for every request.
const loadLiveRoom = () => (import.meta.env.SSR ? new Promise<never>(() => {}) : import("./LiveRoom"));
// The room's code (LiveKit's) starts loading with the page, in the browser, not once the page has
// hydrated: joining waits on it, and it is by far the page's largest script.
if (typeof document !== "undefined") void loadLiveRoom();
const LiveRoom = lazy(loadLiveRoom);

type Connection = { kind: "asking" } | { kind: "refused"; message: string } | { kind: "granted"; token: RoomTokenView } | { kind: "left"; exit: RoomExit };

const EXIT_MESSAGES: Record<RoomExit, string> = {
  removed: C.errors.removed,
  ended: C.errors.ended,
  left: C.room.left,
  lost: C.room.disconnected,
};

/** The page's own token while it is good; an expired one is asked for again. */
function firstConnection(entry: RoomEntryView): Connection {
  if (entry.kind === "refused") return entry;
  return Date.parse(entry.token.expiresAt) > Date.now() ? entry : { kind: "asking" };
}

export function RoomScreen({ view }: { view: GatheringRoomView }) {
  const hydrated = useHydrated();
  const location = useLocation();
  const entry = (location.state as RoomEntryState | null)?.choices ?? null;
  const roomName = view.gathering.roomName;
  const [connection, setConnection] = useState<Connection>(() => firstConnection(view.entry));

  useEffect(() => {
    if (connection.kind !== "asking") return;
    let current = true;
    void answerOf(apiClient.gatherings[":roomName"].token.$post({ param: { roomName } })).then((answer) => {
      if (!current) return;
      setConnection(answer.ok ? { kind: "granted", token: answer.data } : { kind: "refused", message: answer.error ?? C.errors.videoUnavailable });
    });
    return () => {
      current = false;
    };
  }, [connection.kind, roomName]);

  let body: React.ReactNode;
  if (connection.kind === "granted" && hydrated) {
    body = (
      <Suspense fallback={<p role="status">{C.room.connecting}</p>}>
        <LiveRoom view={view} token={connection.token} choices={entry} onExit={(exit) => setConnection({ kind: "left", exit })} />
      </Suspense>
    );
  } else if (connection.kind === "refused" || connection.kind === "left") {
    const message = connection.kind === "refused" ? connection.message : EXIT_MESSAGES[connection.exit];
    const mayReturn = connection.kind === "left" && (connection.exit === "left" || connection.exit === "lost");
    body = (
      <section className="card space-y-3">
        <p role={connection.kind === "refused" ? "alert" : "status"} data-room-exit={connection.kind === "left" ? connection.exit : "refused"}>
          {message}
        </p>
        <div className="flex flex-wrap gap-4 text-sm font-semibold">
          {mayReturn ? (
            <Link to={gatheringJoinHref(roomName)} className="text-primary underline underline-offset-4">
              {C.room.rejoin}
            </Link>
          ) : null}
          <Link to="/pasture" className="text-primary underline underline-offset-4">
            {C.room.backToPasture}
          </Link>
        </div>
      </section>
    );
  } else {
    body = <p role="status">{C.room.connecting}</p>;
  }

  return (
    <main id="main" className="mx-auto max-w-6xl space-y-4 px-4 pb-28 pt-4">
      <GatheringHeader gathering={view.gathering} compact />
      {body}
    </main>
  );
}
