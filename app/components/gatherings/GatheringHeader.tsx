import type { GatheringJoinView } from "~/kernel/gatherings/views";
import { GATHERINGS_COPY as C } from "~/kernel/copy/gatherings";

/** The gathering as the pre-join and the room name it: title, host, start in his zone, who it is for. */
export function GatheringHeader({ gathering, compact = false }: { gathering: GatheringJoinView["gathering"]; compact?: boolean }) {
  return (
    <header className={compact ? "space-y-1" : "card space-y-2"}>
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">{gathering.audienceLabel}</p>
      <h1 className={compact ? "font-serif text-2xl font-bold" : "font-serif text-3xl font-bold"}>{gathering.title}</h1>
      <p className="text-sm text-muted">
        {C.join.hostedBy(gathering.host.displayName)} · <time dateTime={gathering.startsAt}>{gathering.startsAtLabel}</time>
      </p>
      {!compact && gathering.description ? <p className="whitespace-pre-line leading-relaxed">{gathering.description}</p> : null}
    </header>
  );
}
