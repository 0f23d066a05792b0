/**
 * The journal's text forms refuse a body far beyond any entry (an entry is at most 5000 characters)
 * before reading it, with the field's "too long" message in the forms' one failure shape.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";
import { JOURNAL_COPY } from "~/kernel/copy/today";
import { refuse } from "../../worker/domain/outcome";
import { replyRefusal } from "./form.server";

const MAX_BODY_BYTES = 64 * 1024;

/** A 413 reply when the request says its body is too large to be an entry; null otherwise. */
export function replyTooLarge(request: Request, schema: $ZodType) {
  if (Number(request.headers.get("Content-Length") ?? 0) <= MAX_BODY_BYTES) return null;
  return replyRefusal(parseWithZod(new FormData(), { schema }), refuse(413, JOURNAL_COPY.tooLong, { field: "content" }));
}
