/**
 * /journal: every entry the member wrote, newest first, grouped by month; search (?q=), a free
 * entry, and the export. Private: only the session's user's rows are ever read
 * (worker/domain/journal-archive.server.ts). The entry's own page is journal_.$entryId.tsx.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { ExportLinks } from "~/components/journal/ExportLinks";
import { JournalEditor, editorFailure, type EditorReply } from "~/components/journal/JournalEditor";
import { JournalList, type JournalListEntry } from "~/components/journal/JournalList";
import { JournalSearch } from "~/components/journal/JournalSearch";
import { UpgradePrompt } from "~/components/membership/UpgradePrompt";
import { useToast } from "~/components/toast/ToastProvider";
import { useHydrated } from "~/components/ui/useHydrated";
import { JOURNAL_PAGE } from "~/kernel/copy/journal";
import { JOURNAL_COPY } from "~/kernel/copy/today";
import { requireMember, requireUser } from "~/server/guards.server";
import { NewJournalEntryFormSchema } from "~/kernel/journal";
import { GATE_COPY } from "~/kernel/membership";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { replyTooLarge } from "~/server/journal-form.server";
import { redirectWithToast } from "~/server/toast.server";
import { listJournalEntries, normalizeSearch, parseCursor, writeFreeJournalEntry } from "../../worker/domain/journal-archive.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Journal · Shepherd");

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = requireUser(context, request);
  const url = new URL(request.url);
  const query = normalizeSearch(url.searchParams.get("q"));
  const before = parseCursor(url.searchParams.get("before"));
  const page = await listJournalEntries(context.app.db, user.id, { query, before });
  return { query, olderPage: before !== null, ...page };
}

export async function action({ context, request }: ActionFunctionArgs) {
  const member = await requireMember(context, request);
  const tooLarge = replyTooLarge(request, NewJournalEntryFormSchema);
  if (tooLarge) return tooLarge;
  const submission = await parseForm(request, NewJournalEntryFormSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const saved = await writeFreeJournalEntry(context.app, member, submission.value.content);
  if (!saved.ok) return replyRefusal(submission, saved);
  return redirectWithToast("/journal", { title: JOURNAL_COPY.savedTitle, description: JOURNAL_COPY.savedText, variant: "success" });
}

export default function Journal() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as EditorReply | undefined;
  const failure = editorFailure(actionData);
  const { toast } = useToast();
  const heading = useRef<HTMLHeadingElement>(null);
  const composerKey = useComposerReset(actionData, () => heading.current?.focus());
  const { entries, nextCursor, loadOlder, loadingOlder } = useOlderPages(loaded);

  useEffect(() => {
    const shown = editorFailure(actionData);
    if (shown) toast({ title: shown.title, description: shown.text, variant: "error" });
  }, [actionData, toast]);

  const { query, total } = loaded;
  const olderHref = (cursor: string) => `/journal?${new URLSearchParams({ ...(query ? { q: query } : {}), before: cursor })}`;
  return (
    <main id="main" className="mx-auto max-w-content px-4 pb-8 pt-6">
      <h1 ref={heading} tabIndex={-1} className="font-serif text-3xl font-bold">
        {JOURNAL_PAGE.title}
      </h1>
      <p className="mt-1 text-muted">{JOURNAL_PAGE.subtitle}</p>

      <details key={composerKey} open={Boolean(actionData)} className="card mt-6 open:space-y-3">
        <summary className="btn-primary w-full cursor-pointer list-none sm:w-auto [&::-webkit-details-marker]:hidden">
          {JOURNAL_PAGE.write}
        </summary>
        <p className="text-sm text-muted">{JOURNAL_PAGE.writeIntro}</p>
        <JournalEditor
          intent="create"
          schema={NewJournalEntryFormSchema}
          label={JOURNAL_PAGE.field}
          submitLabel={JOURNAL_PAGE.save}
          submittingLabel={JOURNAL_PAGE.saving}
          lastResult={actionData}
          failure={failure}
        />
        {failure?.title === GATE_COPY.limitTitle ? <UpgradePrompt variant="profile_completion" layout="banner" /> : null}
      </details>

      <div className="mt-6">
        <JournalSearch query={query} />
      </div>

      <p role="status" className="mt-4 text-sm text-muted" data-testid="journal-count">
        {query ? JOURNAL_PAGE.results(total, query) : JOURNAL_PAGE.count(total)}
      </p>

      {loaded.olderPage ? (
        <p className="mt-2">
          <Link to={query ? `/journal?${new URLSearchParams({ q: query })}` : "/journal"} className="text-sm font-semibold text-primary underline">
            {JOURNAL_PAGE.newest}
          </Link>
        </p>
      ) : null}

      <div className="mt-4">
        {entries.length > 0 ? (
          <JournalList entries={entries} query={query} />
        ) : (
          <p className="card text-muted">{query ? JOURNAL_PAGE.noResults(query) : JOURNAL_PAGE.empty}</p>
        )}
      </div>

      {nextCursor ? (
        <p className="mt-6 text-center">
          <Link
            to={olderHref(nextCursor)}
            className="btn-secondary"
            aria-busy={loadingOlder || undefined}
            onClick={(event) => {
              if (!loadOlder) return;
              event.preventDefault();
              loadOlder(olderHref(nextCursor));
            }}
          >
            {loadingOlder ? JOURNAL_PAGE.loadingOlder : JOURNAL_PAGE.showOlder}
          </Link>
        </p>
      ) : null}

      <div className="mt-8 space-y-4">
        <ExportLinks />
        <p>
          <Link to="/whispers" className="text-sm font-semibold text-primary underline">
            {JOURNAL_PAGE.whispersLink}
          </Link>
        </p>
      </div>
    </main>
  );
}

/**
 * The composer starts over (closed, empty) after a save succeeds — the action redirected, so there
 * is no action data — and keeps the text when it failed.
 */
function useComposerReset(actionData: EditorReply | undefined, onSaved: () => void) {
  const navigation = useNavigation();
  const [key, setKey] = useState(0);
  const creating = useRef(false);
  const saved = useRef(onSaved);
  saved.current = onSaved;
  useEffect(() => {
    if (navigation.state !== "idle" && navigation.formData?.get("intent") === "create") {
      creating.current = true;
    } else if (navigation.state === "idle" && creating.current) {
      creating.current = false;
      if (!actionData) {
        setKey((current) => current + 1);
        saved.current();
      }
    }
  }, [navigation.state, navigation.formData, actionData]);
  return key;
}

type LoadedPage = { entries: JournalListEntry[]; nextCursor: string | null };

/**
 * "Show older entries": with JavaScript the next page is fetched and appended (the list stays one
 * timeline); without it, the link opens the older page. A new first page (search, save, revalidation)
 * starts the timeline over, and a page the router re-fetched on its own is not appended twice.
 */
function useOlderPages(first: LoadedPage) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<LoadedPage>();
  const [older, setOlder] = useState<LoadedPage>({ entries: [], nextCursor: first.nextCursor });
  const [source, setSource] = useState(first);
  if (source !== first) {
    setSource(first);
    setOlder({ entries: [], nextCursor: first.nextCursor });
  }
  const requested = useRef(false);
  const focusAfterRender = useRef<string | null>(null);
  useEffect(() => {
    const page = fetcher.data;
    if (!page || fetcher.state !== "idle" || !requested.current) return;
    requested.current = false;
    const seen = new Set([...first.entries, ...older.entries].map((entry) => entry.id));
    const added = page.entries.filter((entry) => !seen.has(entry.id));
    setOlder({ entries: [...older.entries, ...added], nextCursor: page.nextCursor });
    focusAfterRender.current = added[0]?.id ?? null;
  }, [fetcher.data, fetcher.state, first.entries, older.entries]);
  // Keyboard users continue where the new entries begin, once those entries are on the page.
  useEffect(() => {
    const id = focusAfterRender.current;
    const target = id ? document.querySelector<HTMLElement>(`a[href="/journal/${id}"]`) : null;
    if (!target) return;
    focusAfterRender.current = null;
    target.focus();
  }, [older.entries]);
  return {
    entries: older.entries.length > 0 ? [...first.entries, ...older.entries] : first.entries,
    nextCursor: older.nextCursor,
    loadingOlder: fetcher.state !== "idle",
    loadOlder: hydrated
      ? (href: string) => {
          requested.current = true;
          fetcher.load(href);
        }
      : null,
  };
}
