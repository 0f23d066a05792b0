/**
 * /word/saved: a reader's highlights (filter by colour), bookmarks and notes (searchable), each
 * linking back into the reader. Private: visitors are sent to sign in, and every list is read with
 * the session's user id.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useId, useState, type ReactNode } from "react";
import { useToast } from "~/components/toast/ToastProvider";
import { HIGHLIGHT_SWATCH } from "~/components/word/highlight-styles";
import { NoteActions } from "~/components/word/NoteActions";
import { NoteDialog, type NoteTarget } from "~/components/word/NoteDialog";
import { HIGHLIGHT_COLORS, isHighlightColor, type HighlightColor } from "~/kernel/bible/selection";
import { COLOR_NAMES, SAVED_COPY, SELECTION_COPY } from "~/kernel/copy/word";
import { requireUser } from "~/server/guards.server";
import { answerWordAction } from "~/server/word/actions.server";
import { listBookmarks, listHighlights, listNotes, type SavedPassage } from "../../worker/domain/word-personal.server";
import { refusalMessage, useFetcherResult, type WordReply } from "~/components/word/useFetcherResult";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta(`${SAVED_COPY.title} · Shepherd`);

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = requireUser(context, request);
  const url = new URL(request.url);
  const rawColor = url.searchParams.get("color");
  const q = (url.searchParams.get("q") ?? "").trim();
  const problems: string[] = [];
  if (rawColor && !isHighlightColor(rawColor)) problems.push(`color must be one of ${HIGHLIGHT_COLORS.join(", ")}.`);
  if (q.length > 200) problems.push("Search your notes with at most 200 characters.");
  const color = isHighlightColor(rawColor) ? rawColor : null;
  const query = q.slice(0, 200);
  const [highlights, bookmarks, notes] = await Promise.all([
    listHighlights(context.app.db, user.id, color ?? undefined),
    listBookmarks(context.app.db, user.id),
    listNotes(context.app.db, user.id, query || undefined),
  ]);
  return data(
    { color, q: query, highlights, bookmarks, notes, problem: problems[0] ?? null },
    { status: problems.length ? 400 : 200 }
  );
}

export async function action({ context, request }: ActionFunctionArgs) {
  const user = requireUser(context, request);
  return answerWordAction(request, context.app.db, user.id);
}

export default function WordSaved() {
  const { color, q, highlights, bookmarks, notes, problem } = useLoaderData<typeof loader>();
  const [editing, setEditing] = useState<NoteTarget | null>(null);
  const searchId = useId();

  return (
    <section aria-labelledby="word-saved-title" className="mt-4 lg:max-w-content">
      <h1 id="word-saved-title" className="font-serif text-3xl font-bold">
        {SAVED_COPY.title}
      </h1>
      <p className="mt-1 text-sm text-muted">{SAVED_COPY.private}</p>
      {problem ? (
        <p role="alert" className="mt-4 rounded-lg border border-danger/40 bg-danger/5 p-4">
          {problem}
        </p>
      ) : null}

      <section aria-labelledby="word-saved-highlights" className="mt-6">
        <h2 id="word-saved-highlights" className="text-xl font-semibold">
          {SAVED_COPY.highlights}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={SAVED_COPY.filterLabel}>
          <li>
            <FilterLink to={q ? `?q=${encodeURIComponent(q)}` : "/word/saved"} current={color === null}>
              {SAVED_COPY.allColors}
            </FilterLink>
          </li>
          {HIGHLIGHT_COLORS.map((option) => (
            <li key={option}>
              <FilterLink to={`?color=${option}${q ? `&q=${encodeURIComponent(q)}` : ""}`} current={color === option}>
                <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-full ${HIGHLIGHT_SWATCH[option]}`} />
                {COLOR_NAMES[option]}
              </FilterLink>
            </li>
          ))}
        </ul>
        {highlights.length === 0 ? (
          <p className="mt-3 text-muted">
            {color ? SAVED_COPY.noHighlightsIn(COLOR_NAMES[color]) : SAVED_COPY.noHighlights}
          </p>
        ) : (
          <ul className="mt-3 space-y-3">
            {highlights.map((passage) => (
              <PassageItem key={`${passage.href}-${passage.color}`} passage={passage} remove="unhighlight" />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="word-saved-bookmarks" className="mt-8">
        <h2 id="word-saved-bookmarks" className="text-xl font-semibold">
          {SAVED_COPY.bookmarks}
        </h2>
        {bookmarks.length === 0 ? (
          <p className="mt-3 text-muted">{SAVED_COPY.noBookmarks}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {bookmarks.map((passage) => (
              <PassageItem key={passage.href} passage={passage} remove="unbookmark" />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="word-saved-notes" className="mt-8">
        <h2 id="word-saved-notes" className="text-xl font-semibold">
          {SAVED_COPY.notes}
        </h2>
        <Form method="get" role="search" className="mt-3">
          {color ? <input type="hidden" name="color" value={color} /> : null}
          <label htmlFor={searchId} className="text-sm font-medium">
            {SAVED_COPY.searchNotes}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={searchId}
              type="search"
              name="q"
              defaultValue={q}
              maxLength={200}
              className="block min-h-[44px] w-full rounded-lg border border-muted/50 bg-surface px-3 text-base text-fg"
            />
            <button type="submit" className="btn-secondary">
              {SAVED_COPY.searchSubmit}
            </button>
          </div>
        </Form>
        {notes.length === 0 ? (
          <p className="mt-3 text-muted">{q ? SAVED_COPY.noNotesFor(q) : SAVED_COPY.noNotes}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {notes.map((note) => (
              <li key={note.id} className="card p-4">
                <Link to={note.href} className="text-sm font-semibold text-primary underline underline-offset-4">
                  {note.reference}
                </Link>
                <p className="mt-1 whitespace-pre-line">{note.note}</p>
                <NoteActions
                  note={note}
                  action="/word/saved"
                  onEdit={() => setEditing({ kind: "edit", id: note.id, note: note.note, reference: note.reference })}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <NoteDialog
        key={editing?.kind === "edit" ? editing.id : "closed"}
        target={editing}
        action="/word/saved"
        onClose={() => setEditing(null)}
      />
    </section>
  );
}

function FilterLink({ to, current, children }: { to: string; current: boolean; children: ReactNode }) {
  return (
    <Link
      to={to}
      aria-current={current ? "true" : undefined}
      className={`inline-flex min-h-[44px] items-center gap-2 rounded-full border px-4 text-sm ${
        current ? "border-primary bg-primary text-primary-fg" : "border-border"
      }`}
    >
      {children}
    </Link>
  );
}

function PassageItem({ passage, remove }: { passage: SavedPassage; remove: "unhighlight" | "unbookmark" }) {
  const fetcher = useFetcher<WordReply>();
  const { toast } = useToast();
  useFetcherResult(fetcher, (reply) => {
    if (reply.status !== "success") toast({ title: SELECTION_COPY.failed, description: refusalMessage(reply), variant: "error" });
  });
  const verses = Array.from(
    { length: passage.verseEnd - passage.verseStart + 1 },
    (_, index) => passage.verseStart + index
  );
  const color = passage.color as HighlightColor | null;
  return (
    <li className="card flex gap-3 p-4">
      {color ? (
        <span
          className={`mt-1 block h-4 w-4 shrink-0 rounded-full ${HIGHLIGHT_SWATCH[color]}`}
          role="img"
          aria-label={COLOR_NAMES[color]}
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <Link to={passage.href} className="text-sm font-semibold text-primary underline underline-offset-4">
          {passage.reference}
        </Link>
        <p className="mt-1 font-serif leading-relaxed">{passage.text}</p>
        <fetcher.Form method="post" action="/word/saved" className="mt-2">
          <input type="hidden" name="intent" value={remove} />
          <input type="hidden" name="book" value={passage.book} />
          <input type="hidden" name="chapter" value={passage.chapter} />
          <input type="hidden" name="verses" value={verses.join(",")} />
          <button type="submit" className="btn-ghost px-2 text-sm" disabled={fetcher.state !== "idle"}>
            {remove === "unhighlight" ? SELECTION_COPY.removeHighlight : SELECTION_COPY.removeBookmark}
          </button>
        </fetcher.Form>
      </div>
    </li>
  );
}
