/**
 * /pasture/library/{seriesId} — one study series: its description and every session (passage in
 * the WEB, teaching, questions, prayer, this week at home), and "Follow this series" / "Stop
 * following". Another man's draft is not found.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { FollowForm } from "~/components/series/FollowForm";
import { SeriesSession } from "~/components/series/SeriesSession";
import { LIBRARY_COPY, SERIES_PAGE_COPY } from "~/kernel/copy/series";
import { FollowSchema } from "~/kernel/series/schemas";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { requireMember } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { followSeries } from "../../worker/domain/series/follows.server";
import { seriesPage } from "../../worker/domain/series/library.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(`${data?.series.title ?? SERIES_PAGE_COPY.notFoundTitle} · Shepherd`);

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const member = await requireMember(context, request);
  const series = await seriesPage(context.app.db, member, params.seriesId ?? "");
  if (!series) throw new Response(SERIES_PAGE_COPY.notFound, { status: 404, statusText: "Not Found" });
  return { series };
}

export async function action({ context, params, request }: ActionFunctionArgs) {
  const member = await requireMember(context, request);
  const submission = await parseForm(request, FollowSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const seriesId = params.seriesId ?? "";
  const outcome = await followSeries(context.app, member, seriesId, submission.value.intent);
  if (!outcome.ok) return replyRefusal(submission, outcome);
  const toast = outcome.following
    ? { title: SERIES_PAGE_COPY.followed, description: SERIES_PAGE_COPY.followedText, variant: "success" as const }
    : { title: SERIES_PAGE_COPY.unfollowed, variant: "success" as const };
  return redirectWithToast(`/pasture/library/${encodeURIComponent(seriesId)}`, toast);
}

export default function SeriesPage() {
  const { series } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const due = series.follow?.dueSession ?? null;
  return (
    <main id="main" className="mx-auto max-w-content space-y-5 px-4 pb-28 pt-6">
      <p>
        <Link to="/pasture/library" className="text-sm font-semibold text-primary underline underline-offset-4">
          {SERIES_PAGE_COPY.backToLibrary}
        </Link>
      </p>
      <header className="card overflow-hidden p-0">
        <img src={series.cover} alt="" width={512} height={512} className="aspect-[3/1] w-full object-cover" />
        <div className="space-y-2 p-4">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">
            {series.focusArea} · {LIBRARY_COPY.sessions(series.sessionCount)}
          </p>
          <h1 className="font-serif text-3xl font-bold">{series.title}</h1>
          {series.hostName ? <p className="text-sm text-muted">{LIBRARY_COPY.hostedBy(series.hostName)}</p> : null}
          {series.description ? <p className="leading-relaxed">{series.description}</p> : null}
        </div>
      </header>
      {series.status === "draft" ? (
        <div className="card space-y-2">
          <p>{SERIES_PAGE_COPY.draft}</p>
          {series.canEdit ? (
            <Link to={`/pasture/library/new?series=${series.id}`} className="btn-secondary">
              {SERIES_PAGE_COPY.editDraft}
            </Link>
          ) : null}
        </div>
      ) : (
        <FollowForm follow={series.follow} lastResult={lastResult} />
      )}
      {series.sessions.map((session) => (
        <SeriesSession key={session.number} session={session} due={session.number === due} />
      ))}
    </main>
  );
}
