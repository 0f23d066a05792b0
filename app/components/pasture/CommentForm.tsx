import { useEffect, useState } from "react";
import { PASTURE_COPY } from "~/kernel/copy/pasture";
import { COMMENT_MAX_CHARS } from "~/kernel/pasture/rules";
import { PASTURE_INTENTS } from "~/kernel/pasture/intents";
import { NewCommentSchema } from "~/kernel/pasture/schemas";
import { useFormAction } from "@remix-run/react";
import { DormantMentionTextarea } from "./MentionTextarea";
import { counterIdFor, TEXT_FIELD_CLASS, TextForm, TextFormFields } from "./TextForm";

/** How he started a comment: what the box held, where his caret was, and whether he sent it at once. */
interface Start {
  text: string;
  caret: number;
  send: boolean;
}

/**
 * The comment box under a post. Every post of a feed page has one, and most are never used: until he
 * starts a comment (focuses or types in the box, or sends the form) it is the same form as markup
 * only — no form state, fetcher or mention list per post to hydrate and re-render. Starting swaps in
 * the live form with his text, focus and caret where they were; sending sends it from there.
 */
export function CommentForm({ postId }: { postId: string }) {
  const formId = `comment-${postId}`;
  // Conform names a field's element after its form and the field's name.
  const fieldId = `${formId}-body`;
  const action = useFormAction();
  const [start, setStart] = useState<Start | null>(null);

  useEffect(() => {
    if (!start) return;
    if (start.send) {
      (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit();
      return;
    }
    const field = document.getElementById(fieldId) as HTMLTextAreaElement | null;
    field?.focus();
    field?.setSelectionRange(start.caret, start.caret);
  }, [start, formId, fieldId]);

  const target = { intent: PASTURE_INTENTS.comment, target: { name: "postId", value: postId } } as const;
  if (start) {
    return (
      <TextForm
        formId={formId}
        {...target}
        schema={NewCommentSchema}
        label={PASTURE_COPY.commentLabel}
        maxChars={COMMENT_MAX_CHARS}
        initial={start.text}
        submitLabel={PASTURE_COPY.comment}
        pendingLabel={PASTURE_COPY.commenting}
        success={null}
      />
    );
  }

  const begin = (field: HTMLTextAreaElement, send: boolean) => setStart({ text: field.value, caret: field.selectionStart, send });
  return (
    <form
      id={formId}
      method="post"
      action={action}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const field = event.currentTarget.elements.namedItem("body");
        if (field instanceof HTMLTextAreaElement) begin(field, true);
      }}
      className="space-y-2"
    >
      <TextFormFields
        {...target}
        label={PASTURE_COPY.commentLabel}
        fieldId={fieldId}
        count={0}
        maxChars={COMMENT_MAX_CHARS}
        field={
          <DormantMentionTextarea
            id={fieldId}
            name="body"
            form={formId}
            aria-describedby={counterIdFor(fieldId)}
            rows={2}
            onFocus={(event) => begin(event.currentTarget, false)}
            onInput={(event) => begin(event.currentTarget, false)}
            className={TEXT_FIELD_CLASS}
          />
        }
        submitLabel={PASTURE_COPY.comment}
      />
    </form>
  );
}
