/**
 * A domain refusal as a form's reply (app/server/form.server.ts `replyRefusal`) plus the refusal's
 * heading, for pages that show a refusal under a title of its own (a limit reached) rather than
 * beside a field.
 */
import { data } from "@remix-run/cloudflare";
import type { Refusal } from "../../worker/domain/outcome";
import { replyRefusal } from "./form.server";

export function replyRefusalWithTitle(submission: Parameters<typeof replyRefusal>[0], refusal: Refusal) {
  const reply = replyRefusal(submission, refusal);
  return data({ ...reply.data, title: refusal.title ?? null }, reply.init ?? undefined);
}
