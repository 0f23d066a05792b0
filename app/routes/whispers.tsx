/**
 * /whispers: every Shepherd's Whisper the member received, newest first — read or unread, its
 * trigger and the verse it carried. The newest unread one is the one Today shows, and is marked so.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { WhisperItem } from "~/components/whispers/WhisperItem";
import { WHISPERS_PAGE } from "~/kernel/copy/whispers";
import { WHISPER_COPY } from "~/kernel/copy/today-member";
import { requireUser } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { isPlausibleId, parseCursor } from "../../worker/domain/journal-archive.server";
import { listWhispers, markAllWhispersRead } from "../../worker/domain/whispers-archive.server";
import { markWhisperRead } from "../../worker/domain/whispers.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Shepherd's Whispers · Shepherd");

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = requireUser(context, request);
  const before = parseCursor(new URL(request.url).searchParams.get("before"));
  return { olderPage: before !== null, ...(await listWhispers(context.app.db, user.id, { before })) };
}

export async function action({ context, request }: ActionFunctionArgs) {
  const user = requireUser(context, request);
  const form = await request.formData();
  const intent = form.get("intent");
  const db = context.app.db;
  if (intent === "read") {
    const id = String(form.get("id") ?? "");
    if (!isPlausibleId(id) || !(await markWhisperRead(db, user.id, id))) {
      return data({ error: WHISPER_COPY.notFound }, { status: 404 });
    }
    return data({ read: id });
  }
  if (intent === "read-all") {
    await markAllWhispersRead(db, user.id);
    return redirectWithToast("/whispers", { title: WHISPERS_PAGE.markedAllTitle, variant: "success" });
  }
  return data({ error: WHISPERS_PAGE.unknownAction }, { status: 400 });
}

export default function Whispers() {
  const { whispers, unread, todayWhisperId, nextCursor, olderPage } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-content px-4 pb-8 pt-6">
      <h1 className="font-serif text-3xl font-bold">{WHISPERS_PAGE.title}</h1>
      <p className="mt-1 text-muted">{WHISPERS_PAGE.subtitle}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm font-semibold" data-testid="whispers-unread">
          {WHISPERS_PAGE.unread(unread)}
        </p>
        {unread > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="read-all" />
            <button type="submit" className="btn-secondary min-h-[40px]">
              {WHISPERS_PAGE.markAllRead}
            </button>
          </Form>
        ) : null}
      </div>
      {olderPage ? (
        <p className="mt-3">
          <Link to="/whispers" className="text-sm font-semibold text-primary underline">
            {WHISPERS_PAGE.newest}
          </Link>
        </p>
      ) : null}
      {whispers.length > 0 ? (
        <ol className="mt-4 space-y-3">
          {whispers.map((whisper) => (
            <li key={whisper.id}>
              <WhisperItem whisper={whisper} onToday={whisper.id === todayWhisperId} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="card mt-4 text-muted">{WHISPERS_PAGE.empty}</p>
      )}
      {nextCursor ? (
        <p className="mt-6 text-center">
          <Link to={`/whispers?${new URLSearchParams({ before: nextCursor })}`} className="btn-secondary">
            {WHISPERS_PAGE.showOlder}
          </Link>
        </p>
      ) : null}
    </main>
  );
}
