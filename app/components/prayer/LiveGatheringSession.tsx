/**
 * The live part of a prayer gathering: the current request, "N praying now", Amen, the host's
 * Next / Back / end, what is coming, and a request added on the spot. Everything shown is the
 * state the gathering's Durable Object last announced; the page decides nothing itself.
 */
import { useState } from "react";
import { PRAYER_COPY } from "~/kernel/copy/prayer";
import { PRAYER_LIMITS } from "~/kernel/prayer/rules";
import { LiveGatheringCurrent, LiveGatheringUpcoming } from "./LiveGatheringRequest";
import { useLiveGathering } from "./useLiveGathering";

const C = PRAYER_COPY.live;

function AddRequest({ onAdd }: { onAdd: (body: string, anonymous: boolean) => void }) {
  const [body, setBody] = useState("");
  const [anonymous, setAnonymous] = useState(false);
  return (
    <section aria-labelledby="add-request-heading" className="card space-y-3">
      <h2 id="add-request-heading" className="text-lg font-semibold">
        {C.addTitle}
      </h2>
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!body.trim()) return;
          onAdd(body, anonymous);
          setBody("");
        }}
      >
        <label htmlFor="live-request-body" className="block text-sm font-medium">
          {C.addLabel}
        </label>
        <textarea
          id="live-request-body"
          value={body}
          maxLength={PRAYER_LIMITS.body.max}
          rows={3}
          onChange={(event) => setBody(event.target.value)}
          className="mt-1 block w-full rounded-lg border border-muted/50 bg-surface p-3 text-base text-fg"
        />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={anonymous} onChange={(event) => setAnonymous(event.target.checked)} />
          {C.addAnonymous}
        </label>
        <button type="submit" className="btn-secondary">
          {C.addSubmit}
        </button>
      </form>
    </section>
  );
}

export function LiveGatheringSession({ gatheringId, mayMove, onEnded }: { gatheringId: string; mayMove: boolean; onEnded: () => void }) {
  const { state, connection, error, send } = useLiveGathering(gatheringId, onEnded);
  const [amened, setAmened] = useState<Set<string>>(() => new Set());
  const current = state?.current ?? null;
  const saidAmen = current ? amened.has(current.id) : false;

  return (
    <>
      {connection !== "open" ? (
        <p role="status" className="card text-sm">
          {connection === "connecting" ? C.connecting : C.reconnecting}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="card text-sm text-danger">
          {error}
        </p>
      ) : null}
      {state ? (
        <section aria-labelledby="current-request-heading" className="card space-y-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="current-request-heading" className="text-sm font-semibold uppercase tracking-wide text-muted">
              {current ? C.position(state.position, state.total) : C.comingUp}
            </h2>
            <p aria-live="polite" data-testid="praying-now" className="text-sm font-semibold">
              {C.prayingNow(state.prayingNow)}
            </p>
          </div>
          {current ? <LiveGatheringCurrent request={current} /> : <p>{state.total === 0 ? C.emptyQueue : C.allPrayed}</p>}
          <div className="flex flex-wrap items-center gap-3">
            {current ? (
              <button
                type="button"
                className="btn-primary"
                aria-pressed={saidAmen}
                disabled={saidAmen}
                onClick={() => {
                  send({ type: "amen", requestId: current.id });
                  setAmened((seen) => new Set(seen).add(current.id));
                }}
              >
                {saidAmen ? C.amenSaid : C.amen}
              </button>
            ) : null}
            <span className="text-sm text-muted">{C.amens(state.amens)}</span>
          </div>
          {mayMove ? (
            <div className="flex flex-wrap gap-3 border-t border-border pt-4">
              <button type="button" className="btn-secondary" disabled={state.position <= 1 && current !== null} onClick={() => send({ type: "back" })}>
                {C.back}
              </button>
              <button type="button" className="btn-primary" disabled={!current} onClick={() => send({ type: "next" })}>
                {C.next}
              </button>
              <button
                type="button"
                className="btn-secondary ml-auto"
                onClick={() => {
                  if (window.confirm(C.endConfirm)) send({ type: "end" });
                }}
              >
                {C.end}
              </button>
            </div>
          ) : (
            <p className="text-sm text-muted">{C.waitingForHost}</p>
          )}
        </section>
      ) : null}
      {state ? <LiveGatheringUpcoming upcoming={state.upcoming} /> : null}
      <AddRequest onAdd={(body, anonymous) => send({ type: "add", body, anonymous })} />
    </>
  );
}
