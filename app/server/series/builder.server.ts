/**
 * The series builder's action (/pasture/library/new): the button pressed decides the schema
 * (a new series, a draft save, adding or removing a session, publishing), then one domain call.
 * A free member is refused with the gate's premium-only message before anything is read.
 */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { SERIES_BUILDER_COPY } from "~/kernel/copy/series";
import { SERIES_MAX_SESSIONS } from "~/kernel/series/rules";
import { emptySession, REMOVE_SESSION_INTENT, seriesBuilderSchema, type HostedSeriesInput } from "~/kernel/series/schemas";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { redirectWithToast } from "~/server/toast.server";
import type { MemberScope } from "../../../worker/domain/member-scope.server";
import { createDraft, hostingRefusal, saveDraft } from "../../../worker/domain/series/hosting.server";

export async function seriesBuilderAction(context: AppLoadContext, member: MemberScope, request: Request) {
  const intent = (await request.clone().formData()).get("intent");
  const submission = await parseForm(request, seriesBuilderSchema(intent));
  const denied = await hostingRefusal(context.app, member);
  if (denied) return replyRefusal(submission, denied);
  if (submission.status !== "success") return replyInvalid(submission);

  if (intent === "create") {
    const created = await createDraft(context.app, member, submission.value as Pick<HostedSeriesInput, "title" | "description" | "focusArea">);
    if (!created.ok) return replyRefusal(submission, created);
    return redirect(`/pasture/library/new?series=${created.seriesId}`);
  }

  const seriesId = new URL(request.url).searchParams.get("series") ?? "";
  const series = submission.value as HostedSeriesInput;
  if (intent === "add-session" && series.sessions.length < SERIES_MAX_SESSIONS) series.sessions.push(emptySession());
  const remove = REMOVE_SESSION_INTENT.exec(String(intent));
  if (remove) series.sessions.splice(Number(remove[1]), 1);
  const publish = intent === "publish";
  const saved = await saveDraft(context.app, member, seriesId, series, { publish });
  if (!saved.ok) return replyRefusal(submission, saved);
  const here = `/pasture/library/new?series=${seriesId}`;
  if (publish) return redirectWithToast(`/pasture/library/${seriesId}`, { title: SERIES_BUILDER_COPY.published, description: SERIES_BUILDER_COPY.publishedText, variant: "success" });
  if (intent === "add-session") return redirect(`${here}#session-${series.sessions.length}`);
  return redirectWithToast(here, { title: SERIES_BUILDER_COPY.saved, variant: "success" });
}
