/**
 * Remix form actions: one way to read a form and one shape for every refusal. The form's zod schema
 * (in app/kernel) is the same one the page validates with through Conform, so the browser and the
 * server never disagree about what is valid. A refusal is Conform's submission reply — field
 * messages under their fields, form messages at the top — with the domain's HTTP status.
 */
import { data } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { $ZodType } from "zod/v4/core";
import type { Refusal } from "../../worker/domain/outcome";

/** The request's form parsed against `schema`; `submission.status === "success"` carries `value`. */
export async function parseForm<Schema extends $ZodType>(request: Request, schema: Schema) {
  return parseWithZod(await request.formData(), { schema });
}

type Replyable = {
  payload: Record<string, unknown>;
  reply(options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }): SubmissionResult<string[]>;
};

/**
 * A reply echoes what was typed back as the form's initial value (so a refused form keeps it), but
 * never a password: it would be written into the page and the browser's history.
 */
const SECRET_FIELD = /password/i;
const hideFields = (submission: Replyable) => Object.keys(submission.payload).filter((name) => SECRET_FIELD.test(name));

/** A form that did not pass its schema: every message under its field, status 400. */
export function replyInvalid(submission: Replyable) {
  return data(submission.reply({ hideFields: hideFields(submission) }), { status: 400 });
}

/**
 * The domain refused: its message under its field (or at the top of the form), with its status, and
 * its heading (`title`, null when it has none) for pages that show a refusal under a title of its
 * own, such as a limit reached.
 */
export function replyRefusal(submission: Replyable, refusal: Refusal) {
  const errors = refusal.field ? { fieldErrors: { [refusal.field]: [refusal.message] } } : { formErrors: [refusal.message] };
  const reply = submission.reply({ ...errors, hideFields: hideFields(submission) });
  return data({ ...reply, title: refusal.title ?? null }, { status: refusal.status });
}
