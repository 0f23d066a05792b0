/**
 * One zod schema per Pasture form or request, used by the page (Conform) and by the server (Remix
 * actions and the JSON API) alike. Messages are the copy a man sees under the field.
 */
import { z } from "../zod";
import { PASTURE_COPY } from "../copy/pasture";
import { COMMENT_MAX_CHARS, POST_MAX_CHARS, REACTIONS, REPORT_REASONS, REPORTABLE_KINDS, SHARE_KINDS } from "./rules";

const trimmed = (max: number, empty: string, tooLong: string) =>
  z
    .string({ error: empty })
    .transform((value) => value.replace(/\r\n/g, "\n").trim())
    .pipe(z.string().min(1, { error: empty }).max(max, { error: tooLong }));

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.string().max(max, { error: tooLong }).optional());

export const PostBodySchema = trimmed(POST_MAX_CHARS, PASTURE_COPY.postEmpty, PASTURE_COPY.postTooLong(POST_MAX_CHARS));
export const CommentBodySchema = trimmed(COMMENT_MAX_CHARS, PASTURE_COPY.commentEmpty, PASTURE_COPY.commentTooLong(COMMENT_MAX_CHARS));

/** A new post. The image travels separately (a file field on the form, checked by the server). */
export const NewPostSchema = z.object({
  body: PostBodySchema,
  /** A reference as he typed it ("john 3 16"); the server parses it and refuses one it cannot read. */
  scripture: optionalText(60, PASTURE_COPY.referenceTooLong),
  shareKind: z.enum(SHARE_KINDS).optional(),
  /** The devotional's id or the plan day's id the share points at (checked to be his on the server). */
  shareId: z.string().max(64).optional(),
});

export const EditPostSchema = z.object({ postId: z.string().min(1).max(64), body: PostBodySchema });
export const NewCommentSchema = z.object({ postId: z.string().min(1).max(64), body: CommentBodySchema });
export const EditCommentSchema = z.object({ commentId: z.string().min(1).max(64), body: CommentBodySchema });
export const ItemSchema = z.object({ kind: z.enum(REPORTABLE_KINDS), id: z.string().min(1).max(64) });

export const ReactionSchema = z.object({ postId: z.string().min(1).max(64), reaction: z.enum(REACTIONS, { error: PASTURE_COPY.unknownReaction }) });

export const ReportSchema = ItemSchema.extend({
  reason: z.enum(REPORT_REASONS, { error: PASTURE_COPY.chooseReason }),
  note: optionalText(500, PASTURE_COPY.noteTooLong),
});

export const BlockSchema = z.object({ memberId: z.string().min(1).max(64) });

/** "Load more": the cursor the previous page ended on. */
export const FeedCursorSchema = z.object({ before: z.string().max(100).optional() });

/** The @-suggestion list's query: what he typed after "@". */
export const MentionQuerySchema = z.object({ q: z.string().trim().max(30).default("") });

export const DeleteItemSchema = z.object({ id: z.string().min(1).max(64) });
