import { PASTURE_COPY } from "~/kernel/copy/pasture";
import { COMMENT_MAX_CHARS, POST_MAX_CHARS, type ReportableKind } from "~/kernel/pasture/rules";
import { PASTURE_INTENTS } from "~/kernel/pasture/intents";
import { EditCommentSchema, EditPostSchema } from "~/kernel/pasture/schemas";
import { TextForm } from "./TextForm";

const EDITS = {
  post: { intent: PASTURE_INTENTS.editPost, schema: EditPostSchema, target: "postId", label: PASTURE_COPY.editPostLabel, max: POST_MAX_CHARS },
  comment: { intent: PASTURE_INTENTS.editComment, schema: EditCommentSchema, target: "commentId", label: PASTURE_COPY.editCommentLabel, max: COMMENT_MAX_CHARS },
} as const;

/** His own post or comment, edited where it stands; saving or cancelling shows the text again. */
export function InlineEdit({ kind, id, body, onDone }: { kind: ReportableKind; id: string; body: string; onDone(): void }) {
  const edit = EDITS[kind];
  return (
    <TextForm
      formId={`edit-${kind}-${id}`}
      intent={edit.intent}
      schema={edit.schema}
      target={{ name: edit.target, value: id }}
      label={edit.label}
      maxChars={edit.max}
      initial={body}
      submitLabel={PASTURE_COPY.save}
      pendingLabel={PASTURE_COPY.posting}
      success={PASTURE_COPY.saved}
      onDone={onDone}
      onCancel={onDone}
    />
  );
}
