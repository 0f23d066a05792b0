/**
 * The forms of /prayer that concern his own requests (and reporting another's), keyed by intent:
 * each parses its form with the kernel schema the page validates with, makes one domain call as the
 * session's member — the same calls as the JSON API (worker/routes/prayer-requests.ts) — and
 * redirects back to /prayer with a toast, success or refusal, so the forms work before JavaScript.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { PRAYER_REQUESTS_COPY as R } from "~/kernel/copy/prayer";
import { CRISIS_PARAM } from "~/kernel/pasture/rules";
import { PRAYER_HREF } from "~/kernel/prayer/rules";
import {
  AnsweredSchema,
  EditPrayerRequestSchema,
  NewPrayerRequestSchema,
  PRAYER_REQUEST_INTENTS as I,
  PrayerReportSchema,
  PrayerRequestIdSchema,
  type PrayerRequestIntent,
} from "~/kernel/prayer/schemas";
import { parseForm } from "~/server/form.server";
import { redirectWithToast } from "~/server/toast.server";
import type { MemberScope } from "../../../worker/domain/member-scope.server";
import type { Outcome } from "../../../worker/domain/outcome";
import { reportRequest } from "../../../worker/domain/prayer/request-reports.server";
import { createRequest, deleteRequest, editRequest, markAnswered, renewRequest } from "../../../worker/domain/prayer/requests.server";

type Handler = (input: { context: AppLoadContext; request: Request; member: MemberScope }) => Promise<Response>;

/** Back to his request on /prayer; with the crisis resources on top when he wrote of self-harm. */
const toRequest = (requestId: string, crisis = false) => `${PRAYER_HREF}${crisis ? `?${CRISIS_PARAM}=1` : ""}#request-${requestId}`;

const refused = (message: string) => redirectWithToast(PRAYER_HREF, { title: R.toasts.errorTitle, description: message, variant: "error" });

/** Parse → act → back with a toast: `done` names where to go and what to say once the domain agreed. */
function handler<Value, Done extends object>(
  schema: Parameters<typeof parseForm>[1],
  act: (context: AppLoadContext, member: MemberScope, value: Value) => Promise<Outcome<Done>>,
  done: (result: Done, value: Value) => { to: string; title: string },
): Handler {
  return async ({ context, request, member }) => {
    const submission = await parseForm(request, schema);
    if (submission.status !== "success") return refused(Object.values(submission.error ?? {}).flat()[0] ?? R.toasts.errorTitle);
    const value = submission.value as Value;
    const outcome = await act(context, member, value);
    if (!outcome.ok) return refused(outcome.message);
    const { to, title } = done(outcome, value);
    return redirectWithToast(to, { title, variant: "success" });
  };
}

type IdValue = { requestId: string };

const HANDLERS: Record<PrayerRequestIntent, Handler> = {
  [I.create]: handler(NewPrayerRequestSchema, (c, m, v: Parameters<typeof createRequest>[2]) => createRequest(c.app.db, m, v), (done) => ({
    to: toRequest(done.request.id, done.crisis),
    title: R.toasts.created,
  })),
  [I.edit]: handler(EditPrayerRequestSchema, (c, m, v: Parameters<typeof editRequest>[2]) => editRequest(c.app.db, m, v), (done) => ({
    to: toRequest(done.request.id, done.crisis),
    title: R.toasts.saved,
  })),
  [I.renew]: handler(PrayerRequestIdSchema, (c, m, v: IdValue) => renewRequest(c.app.db, m, v.requestId), (done) => ({ to: toRequest(done.request.id), title: R.toasts.renewed })),
  [I.answered]: handler(AnsweredSchema, (c, m, v: Parameters<typeof markAnswered>[2]) => markAnswered(c.app.db, m, v), (done) => ({
    to: toRequest(done.request.id),
    title: R.toasts.answered,
  })),
  [I.delete]: handler(PrayerRequestIdSchema, (c, m, v: IdValue) => deleteRequest(c.app.db, m, v.requestId), () => ({ to: PRAYER_HREF, title: R.toasts.deleted })),
  [I.report]: handler(PrayerReportSchema, (c, m, v: Parameters<typeof reportRequest>[2]) => reportRequest(c.app.db, m, v), (done) => ({ to: PRAYER_HREF, title: done.message })),
};

export function prayerRequestHandler(intent: unknown): Handler | undefined {
  return typeof intent === "string" && Object.hasOwn(HANDLERS, intent) ? HANDLERS[intent as PrayerRequestIntent] : undefined;
}
