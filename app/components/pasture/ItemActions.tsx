import { useState } from "react";
import { PASTURE_COPY } from "~/kernel/copy/pasture";
import type { ReportableKind } from "~/kernel/pasture/rules";
import { PASTURE_INTENTS } from "~/kernel/pasture/intents";
import type { PastureCommentView } from "~/kernel/pasture/views";
import { ConfirmDialog } from "./ConfirmDialog";
import { MoreActions, type MoreAction } from "./MoreActions";
import { ReportDialog } from "./ReportDialog";

type ItemDialog = "delete" | "report" | "block";

/**
 * What he may do with a post or comment, as the server decided: edit and delete his own; report
 * another's, or block its author, from "More actions".
 */
export function ItemActions({
  kind,
  item,
  canBlock,
  editing,
  onEdit,
}: {
  kind: ReportableKind;
  item: Pick<PastureCommentView, "id" | "author" | "mine" | "canEdit" | "canReport">;
  canBlock: boolean;
  /** While he edits it, the Edit button is not offered again. */
  editing: boolean;
  onEdit(): void;
}) {
  const { id, author, mine, canReport } = item;
  const canEdit = item.canEdit && !editing;
  const [dialog, setDialog] = useState<ItemDialog | null>(null);
  // A feed page holds dozens of items: a dialog is rendered only once he first asks for it, and then
  // stays, so closing it goes through the native close (focus back to its opener) and a submission
  // still pending when he closes it still gets its toast.
  const [asked, setAsked] = useState<ReadonlySet<ItemDialog>>(() => new Set());
  const open = (name: ItemDialog) => {
    setAsked((before) => new Set(before).add(name));
    setDialog(name);
  };
  const close = () => setDialog(null);
  const more: MoreAction[] = [
    ...(canReport ? [{ label: PASTURE_COPY.report, onSelect: () => open("report") }] : []),
    ...(canBlock ? [{ label: PASTURE_COPY.block, onSelect: () => open("block") }] : []),
  ];
  return (
    <div className="item-actions">
      {canEdit ? (
        <button type="button" onClick={onEdit} className="btn-ghost text-sm">
          {PASTURE_COPY.edit}
        </button>
      ) : null}
      {mine ? (
        <button type="button" onClick={() => open("delete")} className="btn-ghost text-sm">
          {PASTURE_COPY.delete}
        </button>
      ) : null}
      <MoreActions actions={more} label={kind === "post" ? PASTURE_COPY.more : PASTURE_COPY.commentMore} />
      {mine && asked.has("delete") ? (
        <ConfirmDialog
          open={dialog === "delete"}
          onClose={close}
          title={PASTURE_COPY.delete}
          question={PASTURE_COPY.deleteQuestion}
          confirmLabel={PASTURE_COPY.delete}
          intent={kind === "post" ? PASTURE_INTENTS.deletePost : PASTURE_INTENTS.deleteComment}
          fields={{ id }}
          success={PASTURE_COPY.deleted}
        />
      ) : null}
      {canReport && asked.has("report") ? <ReportDialog open={dialog === "report"} onClose={close} kind={kind} id={id} /> : null}
      {canBlock && asked.has("block") ? (
        <ConfirmDialog
          open={dialog === "block"}
          onClose={close}
          title={PASTURE_COPY.blockTitle}
          question={PASTURE_COPY.blockQuestion(author.displayName)}
          confirmLabel={PASTURE_COPY.block}
          intent={PASTURE_INTENTS.block}
          fields={{ memberId: author.id }}
          success={PASTURE_COPY.blocked(author.displayName)}
        />
      ) : null}
    </div>
  );
}
