/**
 * A page with several forms posts them all to one action, each with its hidden `intent`. The
 * action's answer is a Conform submission reply (app/server/form.server.ts), whose initial value
 * names the intent it answers, so each form shows only the reply meant for it.
 */
import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData } from "@remix-run/react";
import type { $ZodType } from "zod/v4/core";

const isReply = (answer: unknown): answer is SubmissionResult<string[]> =>
  Boolean(answer) && typeof answer === "object" && "initialValue" in (answer as object);

/** The intent of the form the action's answer replies to ("" for a form without one), if it is a reply. */
export function repliedIntent(answer: unknown): string | undefined {
  if (!isReply(answer)) return undefined;
  const intent = answer.initialValue?.intent;
  return typeof intent === "string" ? intent : "";
}

/** The action's answer when it is the reply to the form with this intent. */
export function replyTo(answer: unknown, intent: string): SubmissionResult<string[]> | undefined {
  return isReply(answer) && repliedIntent(answer) === intent ? answer : undefined;
}

/** The first message of a reply, whatever it concerns (for a form whose only field is hidden). */
export function firstMessage(reply: SubmissionResult<string[]> | undefined): string | undefined {
  return Object.values(reply?.error ?? {}).find((messages) => messages?.length)?.[0];
}

/**
 * The Conform form that posts `intent`: checked in the browser on submit (then as it is corrected)
 * with `schema` — the one its action parses with — and showing the action's reply to it, which
 * comes third (a new object for each new answer, so an effect can follow answers).
 */
export function useIntentForm(intent: string, schema: $ZodType) {
  const reply = replyTo(useActionData(), intent);
  const [form, fields] = useForm<Record<string, unknown>, unknown>({
    id: intent,
    lastResult: reply,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return [form, fields, reply] as const;
}
