/**
 * The pre-join page's body: what it shows follows the view the server wrote — the summary once the
 * gathering is over, why he cannot come in (removed, no video on this server), a countdown before
 * the room opens, and LiveKit's pre-join (browser only) while it is open.
 */
import type { LocalUserChoices } from "@livekit/components-react";
import { Link, useNavigate } from "@remix-run/react";
import { lazy, Suspense, useCallback, useState } from "react";
import { useHydrated } from "~/components/ui/useHydrated";
import { GATHERINGS_COPY as C } from "~/kernel/copy/gatherings";
import { gatheringRoomHref } from "~/kernel/gatherings/rules";
import type { GatheringJoinView } from "~/kernel/gatherings/views";
import { Countdown } from "./Countdown";
import { GatheringHeader } from "./GatheringHeader";
import { GatheringSummary } from "./GatheringSummary";
import { InviteLink } from "./InviteLink";

// Rendered only once hydrated: the server build leaves LiveKit's browser packages out (as for the room).
const PreJoinPanel = lazy(() => (import.meta.env.SSR ? new Promise<never>(() => {}) : import("./PreJoinPanel")));

/** What the room page reads from the navigation that led to it. */
export interface RoomEntryState {
  choices: LocalUserChoices;
}

function Notice({ children }: { children: string }) {
  return (
    <section className="card space-y-3">
      <p role="status">{children}</p>
      <Link to="/pasture" className="text-sm font-semibold text-primary underline underline-offset-4">
        {C.join.backToPasture}
      </Link>
    </section>
  );
}

export function JoinScreen({ view }: { view: GatheringJoinView }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(view.gathering.phase !== "upcoming");
  const open = useCallback(() => setOpened(true), []);
  const join = (choices: LocalUserChoices) => {
    const state: RoomEntryState = { choices };
    navigate(gatheringRoomHref(view.gathering.roomName), { state });
  };

  let body: React.ReactNode;
  if (view.summary) body = <GatheringSummary summary={view.summary} timeZone={view.gathering.timeZone} />;
  else if (view.removed) body = <Notice>{C.errors.removed}</Notice>;
  else if (!view.videoConfigured) body = <Notice>{C.errors.notConfigured}</Notice>;
  else if (!opened) body = <Countdown opensAt={view.opensAt} onOpen={open} />;
  else
    body = (
      <section className="card space-y-3" aria-labelledby="prejoin-title">
        <h2 id="prejoin-title" className="text-lg font-semibold">
          {C.join.preJoinTitle}
        </h2>
        <p className="text-sm text-muted">{C.join.preJoinHelp}</p>
        <p className="text-sm">
          {C.join.nameLabel}: <strong>{view.displayName}</strong>
        </p>
        {hydrated ? (
          <Suspense fallback={<p role="status">{C.join.loadingDevices}</p>}>
            <PreJoinPanel displayName={view.displayName} onJoin={join} />
          </Suspense>
        ) : (
          <p role="status">{C.join.loadingDevices}</p>
        )}
      </section>
    );

  return (
    <main id="main" className="mx-auto max-w-content space-y-5 px-4 pb-28 pt-6">
      <GatheringHeader gathering={view.gathering} />
      {view.inviteHref && !view.summary ? <InviteLink href={view.inviteHref} /> : null}
      {body}
    </main>
  );
}
