import { useState } from "react";
import { answerOf, apiClient } from "~/browser/api-client";
import type { SuggestMembers } from "~/components/pasture/useMentionSuggestions";
import { Dialog } from "~/components/word/Dialog";
import { FLOCK_COPY } from "~/kernel/copy/flock";
import { FLOCK_LIMITS, type FlockReportable } from "~/kernel/flock/rules";
import type { FlockReflectionCommentView, FlockReflectionView } from "~/kernel/flock/views";
import { relativeTime } from "~/kernel/notifications";
import { FlockComposer } from "./FlockComposer";
import { FlockReportDialog } from "./FlockReportDialog";
import { PersonName } from "./PersonName";
import { useFlockCall } from "./useFlockCall";

const C = FLOCK_COPY.reflections;

type Item = { kind: FlockReportable; id: string };

/** Delete (his own, or as a leader) and Report (another man's) for a reflection or comment. */
function ItemTools({ flockId, item, canDelete, mine }: { flockId: string; item: Item; canDelete: boolean; mine: boolean }) {
  const { run, pending } = useFlockCall();
  const [open, setOpen] = useState<"delete" | "report" | null>(null);
  const remove = async () => {
    const param = { flockId, id: item.id };
    const call =
      item.kind === "reflection"
        ? () => answerOf(apiClient.flocks[":flockId"].reflections[":id"].$delete({ param }))
        : () => answerOf(apiClient.flocks[":flockId"].comments[":id"].$delete({ param }));
    const answer = await run(call, C.deleted);
    if (answer.ok) setOpen(null);
  };
  return (
    <div className="flex gap-3 text-sm">
      {canDelete ? (
        <button type="button" className="font-semibold text-muted underline underline-offset-4" onClick={() => setOpen("delete")}>
          {C.delete}
        </button>
      ) : null}
      {mine ? null : (
        <button type="button" className="font-semibold text-muted underline underline-offset-4" onClick={() => setOpen("report")}>
          {C.report}
        </button>
      )}
      {open === "delete" ? (
        <Dialog open onClose={() => setOpen(null)} title={item.kind === "reflection" ? C.deleteReflection : C.deleteComment} closeLabel={C.cancel}>
          <div className="flex justify-end gap-2">
            <button type="button" className="btn-secondary" onClick={() => setOpen(null)}>
              {C.cancel}
            </button>
            <button type="button" className="btn-primary" disabled={pending} aria-busy={pending || undefined} onClick={() => void remove()}>
              {C.delete}
            </button>
          </div>
        </Dialog>
      ) : null}
      {open === "report" ? <FlockReportDialog flockId={flockId} kind={item.kind} id={item.id} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

function Comment({ flockId, comment }: { flockId: string; comment: FlockReflectionCommentView }) {
  return (
    <li className="space-y-1 border-l-2 border-border pl-3">
      <PersonName person={comment.author} aside={relativeTime(comment.createdAt)} />
      <p className="whitespace-pre-line">{comment.body}</p>
      <ItemTools flockId={flockId} item={{ kind: "comment", id: comment.id }} canDelete={comment.canDelete} mine={comment.mine} />
    </li>
  );
}

/** One shared reflection: who, where it came from, the words, its comments and a comment box. Its anchor is where a mention leads. */
export function ReflectionCard({ flockId, reflection, suggest }: { flockId: string; reflection: FlockReflectionView; suggest: SuggestMembers }) {
  const { run, pending } = useFlockCall();
  const headingId = `${reflection.anchor}-by`;
  const comment = async (body: string) => {
    const answer = await run(
      () => answerOf(apiClient.flocks[":flockId"].reflections[":id"].comments.$post({ param: { flockId, id: reflection.id }, json: { body } })),
      C.commented,
    );
    return answer.ok ? null : answer.error;
  };
  return (
    <article id={reflection.anchor} tabIndex={-1} aria-labelledby={headingId} className="space-y-3 rounded-xl border border-border p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary">
      <h3 id={headingId} className="sr-only">
        {reflection.author.displayName}
      </h3>
      <PersonName person={reflection.author} aside={[reflection.sourceLabel, relativeTime(reflection.createdAt)].filter(Boolean).join(" · ")} />
      <p className="whitespace-pre-line">{reflection.body}</p>
      <ItemTools flockId={flockId} item={{ kind: "reflection", id: reflection.id }} canDelete={reflection.canDelete} mine={reflection.mine} />
      {reflection.comments.length > 0 ? (
        <section aria-label={C.commentsHeading(reflection.comments.length)} className="space-y-2">
          <ul className="space-y-3">
            {reflection.comments.map((c) => (
              <Comment key={c.id} flockId={flockId} comment={c} />
            ))}
          </ul>
        </section>
      ) : null}
      <FlockComposer label={C.commentLabel} submitLabel={C.comment} maxLength={FLOCK_LIMITS.comment.max} rows={2} suggest={suggest} pending={pending} send={comment} />
    </article>
  );
}
