import { answerOf, apiClient } from "~/browser/api-client";
import { useHashFocus } from "~/components/pasture/useHashFocus";
import { FLOCK_COPY } from "~/kernel/copy/flock";
import { FLOCK_LIMITS } from "~/kernel/flock/rules";
import type { FlockReflectionView } from "~/kernel/flock/views";
import { FlockComposer } from "./FlockComposer";
import { ReflectionCard } from "./ReflectionCard";
import { SectionPlace } from "../ui/SectionPlace";
import { useFlockCall } from "./useFlockCall";
import { useFlockMentions } from "./useFlockMentions";

const C = FLOCK_COPY.reflections;

/**
 * A flock's shared reflections on its page: a composer (for whoever may share; @ suggests only this
 * flock's brothers), then the reflections newest first with their comments. A link to
 * #reflection-{id} (a mention) scrolls to that reflection and focuses it.
 */
export function ReflectionsSection({ flockId, canShare, reflections }: { flockId: string; canShare: boolean; reflections: FlockReflectionView[] }) {
  useHashFocus();
  const suggest = useFlockMentions(flockId);
  const { run, pending } = useFlockCall();
  const share = async (body: string) => {
    const answer = await run(() => answerOf(apiClient.flocks[":flockId"].reflections.$post({ param: { flockId }, json: { body } })), C.shared);
    return answer.ok ? null : answer.error;
  };
  return (
    <SectionPlace id="flock-reflections" title={FLOCK_COPY.page.sections.reflections}>
      {canShare ? (
        <FlockComposer label={C.composerLabel} hint={C.composerHint} submitLabel={C.share} maxLength={FLOCK_LIMITS.reflection.max} suggest={suggest} pending={pending} send={share} />
      ) : (
        <p className="text-sm text-muted">{C.leadersOnlyNote}</p>
      )}
      {reflections.length === 0 ? (
        <p className="text-muted">{C.empty}</p>
      ) : (
        <div className="space-y-4">
          {reflections.map((reflection) => (
            <ReflectionCard key={reflection.id} flockId={flockId} reflection={reflection} suggest={suggest} />
          ))}
        </div>
      )}
    </SectionPlace>
  );
}
