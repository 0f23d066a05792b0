/**
 * /pasture's one action: each form names its intent, is parsed with that intent's kernel schema and
 * answered by one domain call — the same calls the JSON API makes (worker/routes/pasture.ts). A
 * refusal is the forms' one reply shape with the domain's status; a change redirects back to the
 * post with a toast (it works before JavaScript), and a reaction answers with the post's new
 * counts for the page's fetcher.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { PASTURE_COPY } from "~/kernel/copy/pasture";
import { REQUEST_REFUSALS } from "~/kernel/copy/requests";
import { CRISIS_PARAM, postAnchor, postHref } from "~/kernel/pasture/rules";
import { PASTURE_INTENTS, type PastureIntent } from "~/kernel/pasture/intents";
import { DeleteItemSchema, EditCommentSchema, EditPostSchema, NewCommentSchema, NewPostSchema, ReactionSchema } from "~/kernel/pasture/schemas";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { requireMember } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import type { MemberScope } from "../../../worker/domain/member-scope.server";
import { addComment, deleteComment, editComment } from "../../../worker/domain/pasture/comments.server";
import { createPost, deletePost, editPost } from "../../../worker/domain/pasture/posts.server";
import { toggleReaction } from "../../../worker/domain/pasture/reactions.server";
import { pastureSafetyActions } from "./safety-actions.server";

type Handler = (input: { context: AppLoadContext; request: Request; member: MemberScope; form: FormData }) => Promise<Response | object>;

const PASTURE = "/pasture";

/** Back to the post; with the crisis resources on top when he wrote of suicide or self-harm. */
const afterWriting = (postId: string, crisis: boolean) => (crisis ? `${PASTURE}?${CRISIS_PARAM}=1#${postAnchor(postId)}` : postHref(postId));

const INTENT_HANDLERS: Partial<Record<PastureIntent, Handler>> = {
  [PASTURE_INTENTS.post]: async ({ context, request, member, form }) => {
    const submission = await parseForm(request, NewPostSchema);
    if (submission.status !== "success") return replyInvalid(submission);
    const image = form.get("image");
    const done = await createPost(context.app, member, submission.value, image instanceof File ? image : null);
    if (!done.ok) return replyRefusal(submission, done);
    return redirectWithToast(afterWriting(done.post.id, done.crisis), { title: PASTURE_COPY.posted, variant: "success" });
  },
  [PASTURE_INTENTS.editPost]: async ({ context, request, member }) => {
    const submission = await parseForm(request, EditPostSchema);
    if (submission.status !== "success") return replyInvalid(submission);
    const done = await editPost(context.app, member, submission.value);
    if (!done.ok) return replyRefusal(submission, done);
    return redirectWithToast(postHref(done.post.id), { title: PASTURE_COPY.saved, variant: "success" });
  },
  [PASTURE_INTENTS.deletePost]: async ({ context, request, member }) => {
    const submission = await parseForm(request, DeleteItemSchema);
    if (submission.status !== "success") return replyInvalid(submission);
    const done = await deletePost(context.app, member, submission.value.id);
    if (!done.ok) return replyRefusal(submission, done);
    return redirectWithToast(PASTURE, { title: PASTURE_COPY.deleted, variant: "success" });
  },
  [PASTURE_INTENTS.comment]: async ({ context, request, member }) => {
    const submission = await parseForm(request, NewCommentSchema);
    if (submission.status !== "success") return replyInvalid(submission);
    const done = await addComment(context.app, member, submission.value);
    if (!done.ok) return replyRefusal(submission, done);
    return redirectWithToast(afterWriting(submission.value.postId, done.crisis), { title: PASTURE_COPY.comment, variant: "success" });
  },
  [PASTURE_INTENTS.editComment]: async ({ context, request, member }) => {
    const submission = await parseForm(request, EditCommentSchema);
    if (submission.status !== "success") return replyInvalid(submission);
    const done = await editComment(context.app, member, submission.value);
    if (!done.ok) return replyRefusal(submission, done);
    return redirectWithToast(postHref(done.postId), { title: PASTURE_COPY.saved, variant: "success" });
  },
  [PASTURE_INTENTS.deleteComment]: async ({ context, request, member }) => {
    const submission = await parseForm(request, DeleteItemSchema);
    if (submission.status !== "success") return replyInvalid(submission);
    const done = await deleteComment(context.app, member, submission.value.id);
    if (!done.ok) return replyRefusal(submission, done);
    return redirectWithToast(PASTURE, { title: PASTURE_COPY.deleted, variant: "success" });
  },
  [PASTURE_INTENTS.react]: async ({ context, request, member }) => {
    const submission = await parseForm(request, ReactionSchema);
    if (submission.status !== "success") return replyInvalid(submission);
    const done = await toggleReaction(context.app.db, member, submission.value);
    if (!done.ok) return replyRefusal(submission, done);
    return { intent: PASTURE_INTENTS.react, postId: submission.value.postId, reactions: done.reactions };
  },
  ...Object.fromEntries(
    Object.entries(pastureSafetyActions).map(([intent, handle]) => [intent, ({ context, request }) => handle({ app: context.app, request })]),
  ),
};

export async function pastureAction(context: AppLoadContext, request: Request) {
  const member = await requireMember(context, request);
  const form = await request.clone().formData();
  const intent = form.get("intent");
  const handler = typeof intent === "string" ? INTENT_HANDLERS[intent as PastureIntent] : undefined;
  if (!handler) throw new Response(REQUEST_REFUSALS.unreadableForm, { status: 400 });
  return handler({ context, request, member, form });
}
