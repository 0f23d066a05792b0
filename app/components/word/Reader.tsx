import { Link, useLocation } from "@remix-run/react";
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { chapterTitleBlock, headingBlock, verseBlock } from "~/kernel/audio/chapter-reading";
import {
  adjacentChapters,
  bookById,
  chapterHref,
  chapterLabel,
  parseVerseFragment,
  verseImageHref,
} from "~/kernel/bible/navigation";
import { isPoetry, poetryLines } from "~/kernel/bible/poetry";
import { rangeReference, selectionReference, sortedVerses } from "~/kernel/bible/selection";
import { READER_COPY } from "~/kernel/copy/word";
import type { AudioSource } from "~/kernel/audio/player";
import type { Chapter, ChapterNote } from "~/kernel/bible/chapter";
import { moduleOnDemand, usePreloadedModule } from "~/browser/preloaded-module";
import { ListenControl } from "../audio/ListenButton";
import { READ_ALONG_MARK } from "../audio/ReadAlong";
import { useHydrated } from "../ui/useHydrated";
import { ChapterPicker } from "./ChapterPicker";
import { HIGHLIGHT_BACKGROUND } from "./highlight-styles";
import { ChapterNotes } from "./ChapterNotes";
import type { NoteTarget } from "./NoteDialog";
import { ReaderSettings } from "./ReaderSettings";
import { SelectionBar } from "./SelectionBar";
import { useChapterAudio, type ReadAlongUnit } from "./useChapterAudio";
import { VerseImageDialog, type VerseImage } from "./VerseImageDialog";

export type ReaderChapter = Chapter;

/**
 * The note dialog: a form checked with the action's own schema, the largest script the reader would
 * otherwise load before its first paint, for a dialog only a signed-in member opens, and only after
 * choosing verses or from a note he already has.
 */
const noteDialog = moduleOnDemand(() => import("./NoteDialog"));

/**
 * One chapter of the WEB as a man reads it: titles, verse numbers, poetry set as lines, his
 * highlights, bookmarks and notes; tap a verse (or its number, from the keyboard) to select it for
 * the selection bar. Server-rendered: the chapter is in the page before any script runs. Listen
 * reads the chapter through the app's player (stream-audio, cacheKey "bible-{book}-{chapter}"),
 * marking the verse being read. Memoised: the router renders its route again when only its own
 * state changed (e.g. the routes the page links to were discovered); the same chapter is not
 * rendered again then.
 */
export const Reader = memo(function Reader({ data }: { data: ReaderChapter }) {
  const { book, chapter, verses, headings, personal } = data;
  const location = useLocation();
  const [selected, setSelected] = useState<number[]>([]);
  const [target, setTarget] = useState<{ start: number; end: number } | null>(null);
  const [note, setNote] = useState<NoteTarget | null>(null);
  const [image, setImage] = useState<VerseImage | null>(null);
  const action = chapterHref(book.id, chapter);
  const { previous, next } = adjacentChapters(book.id, chapter);
  const poetry = isPoetry(book.id, chapter);
  const headingsByVerse = useMemo(() => new Map(headings.map((heading) => [heading.verse, heading.text])), [headings]);
  const notesByLastVerse = useMemo(() => {
    const map = new Map<number, ChapterNote[]>();
    for (const item of personal?.notes ?? []) map.set(item.verse_end, [...(map.get(item.verse_end) ?? []), item]);
    return map;
  }, [personal]);
  const bookmarks = useMemo(() => new Set(personal?.bookmarks ?? []), [personal]);
  // The note and image dialogs (a form, a fetcher) are rendered once he first asks for each, and then
  // stay, so closing one still goes through the native close that gives focus back to its opener.
  const [dialogsAsked, setDialogsAsked] = useState({ note: false, image: false });
  if ((note && !dialogsAsked.note) || (image && !dialogsAsked.image))
    setDialogsAsked({ note: dialogsAsked.note || note !== null, image: dialogsAsked.image || image !== null });

  // Listen: the chapter through the app's player, the verse being read marked.
  const article = useRef<HTMLElement>(null);
  const { source, unit } = useChapterAudio(data, article);

  // A new chapter starts with nothing selected (the same empty list on the first: no render again).
  useEffect(() => setSelected((current) => (current.length === 0 ? current : [])), [book.id, chapter]);

  // "#16" or "#16-18": mark those verses and bring the first into view.
  useEffect(() => {
    const range = parseVerseFragment(location.hash);
    setTarget(range);
    if (range) document.getElementById(String(range.start))?.scrollIntoView({ block: "start" });
  }, [location.hash, book.id, chapter]);

  const toggle = useCallback(
    (verse: number) =>
      setSelected((current) =>
        current.includes(verse) ? current.filter((item) => item !== verse) : sortedVerses([...current, verse])
      ),
    []
  );

  const reference = selectionReference(book.name, chapter, selected);
  const first = selected[0];
  const last = selected[selected.length - 1];

  return (
    <article ref={article} aria-labelledby="word-chapter-title" className="mt-4">
      {/* On a wide window his notes on the chapter stand beside the text instead of under it. */}
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start lg:gap-x-10">
        <div className="min-w-0">
          <div className="flex items-center justify-between gap-2">
            <ChapterPicker book={book} chapter={chapter} />
            <div className="flex items-center gap-2">
              <ChapterLink to={previous} label={READER_COPY.previous} direction="previous" />
              <ChapterLink to={next} label={READER_COPY.next} direction="next" />
              <ReaderSettings />
            </div>
          </div>

          <h1 id="word-chapter-title" className="mt-6 font-serif text-3xl font-bold">
            <span {...unit(chapterTitleBlock)} className={READ_ALONG_MARK}>
              {chapterLabel(book, chapter)}
            </span>
          </h1>
          <ChapterListen source={source} signedIn={personal !== null} />

          <div
            className={`mt-4 max-w-prose font-serif text-[1.1875rem] leading-[1.85] text-fg ${poetry ? "space-y-2" : ""}`}
          >
            {verses.map(({ verse, text }) => {
              const heading = headingsByVerse.get(verse);
              const color = personal?.highlights[verse];
              const isSelected = selected.includes(verse);
              const isTarget = target !== null && verse >= target.start && verse <= target.end;
              const mark = [
                color ? HIGHLIGHT_BACKGROUND[color] : "",
                isTarget ? "bg-accent/15 ring-1 ring-accent/40" : "target:bg-accent/15",
                isSelected ? "underline decoration-primary decoration-2 underline-offset-[6px]" : "",
              ].join(" ");
              const body = poetry ? (
                poetryLines(text).map((line, index) => (
                  <span key={index} className="block pl-8 -indent-6">
                    {line}
                  </span>
                ))
              ) : (
                <>{text}</>
              );
              return (
                <VerseBlock key={verse} poetry={poetry} heading={heading} headingUnit={unit(headingBlock(verse))}>
                  <span
                    id={String(verse)}
                    data-verse={verse}
                    {...unit(verseBlock(verse))}
                    data-highlight={color}
                    onClick={() => toggle(verse)}
                    className={`scroll-mt-24 cursor-pointer ${READ_ALONG_MARK} ${poetry ? "block py-0.5" : ""} ${mark}`}
                  >
                    <button
                      type="button"
                      aria-pressed={isSelected}
                      aria-label={READER_COPY.verseButton(verse)}
                      onClick={(event) => {
                        event.stopPropagation();
                        toggle(verse);
                      }}
                      className={`mr-1 align-super font-sans text-[0.62em] font-semibold ${
                        isSelected ? "text-primary" : "text-muted"
                      } ${poetry ? "float-left -ml-1 pr-1 pt-1" : ""}`}
                    >
                      {verse}
                    </button>
                    {body}
                    {bookmarks.has(verse) ? (
                      <span
                        role="img"
                        aria-label={READER_COPY.bookmarked}
                        className="ml-1 font-sans text-[0.7em] text-accent"
                      >
                        ⚑
                      </span>
                    ) : null}
                    {(notesByLastVerse.get(verse) ?? []).map((item) => (
                      <a
                        key={item.id}
                        href={`#note-${item.id}`}
                        onClick={(event) => event.stopPropagation()}
                        aria-label={READER_COPY.noteFor(
                          rangeReference(book.name, chapter, item.verse_start, item.verse_end)
                        )}
                        className="ml-1 align-super font-sans text-[0.62em] text-primary no-underline"
                      >
                        ✎
                      </a>
                    ))}{" "}
                  </span>
                </VerseBlock>
              );
            })}
          </div>

          <nav
            aria-label={READER_COPY.chapterNav}
            className="mt-10 flex items-center justify-between gap-3 border-t border-border pt-4"
          >
            {previous ? (
              <Link
                to={chapterHref(previous.book, previous.chapter)}
                rel="prev"
                prefetch="intent"
                className="btn-secondary"
              >
                <span aria-hidden="true">‹</span> {chapterLabel(bookById(previous.book)!, previous.chapter)}
              </Link>
            ) : (
              <span />
            )}
            {next ? (
              <Link to={chapterHref(next.book, next.chapter)} rel="next" prefetch="intent" className="btn-secondary">
                {chapterLabel(bookById(next.book)!, next.chapter)} <span aria-hidden="true">›</span>
              </Link>
            ) : null}
          </nav>
        </div>

        <div className="lg:sticky lg:top-20">
          {personal && personal.notes.length > 0 ? (
            <ChapterNotes
              notes={personal.notes}
              bookName={book.name}
              chapter={chapter}
              action={action}
              onEdit={(item) =>
                setNote({
                  kind: "edit",
                  id: item.id,
                  note: item.note,
                  reference: rangeReference(book.name, chapter, item.verse_start, item.verse_end),
                })
              }
            />
          ) : null}
        </div>
      </div>

      {selected.length > 0 && first !== undefined && last !== undefined ? (
        <SelectionBar
          book={book}
          chapter={chapter}
          selected={selected}
          verses={verses}
          personal={personal}
          action={action}
          reference={reference}
          onClear={() => setSelected([])}
          onNote={() =>
            setNote({
              kind: "new",
              book: book.id,
              chapter,
              verseStart: first,
              verseEnd: last,
              reference: rangeReference(book.name, chapter, first, last),
            })
          }
          onImage={() =>
            setImage({
              reference: rangeReference(book.name, chapter, first, last),
              url: verseImageHref(book.id, chapter, first, last),
              fileName: `${book.id}-${chapter}-${first}${last > first ? `-${last}` : ""}`,
            })
          }
        />
      ) : null}

      <NoteDialogOnDemand
        needed={personal !== null && (selected.length > 0 || personal.notes.length > 0)}
        asked={dialogsAsked.note}
        target={note}
        action={action}
        onClose={() => {
          setNote(null);
          setSelected([]);
        }}
      />
      {dialogsAsked.image ? <VerseImageDialog image={image} onClose={() => setImage(null)} /> : null}
    </article>
  );
});

function VerseBlock({
  poetry,
  heading,
  headingUnit,
  children,
}: {
  poetry: boolean;
  heading?: string;
  /** The title's read-along marks (data-sentence, data-reading). */
  headingUnit: ReadAlongUnit;
  children: ReactNode;
}) {
  const title = heading ? (
    <span {...headingUnit} className={`mb-2 mt-4 block font-sans text-[0.8em] italic text-muted ${READ_ALONG_MARK}`}>
      {heading}
    </span>
  ) : null;
  if (poetry) {
    return (
      <span className="block">
        {title}
        {children}
      </span>
    );
  }
  return (
    <>
      {title}
      {children}
    </>
  );
}

/**
 * The note dialog, loaded as soon as he could open it (verses chosen, or notes of his on the page),
 * so it is there by the time he taps Note or Edit; rendered from his first ask on. Its own
 * component: the render when the code arrives is its alone, not the whole chapter's again.
 */
function NoteDialogOnDemand({
  needed,
  asked,
  target,
  action,
  onClose,
}: {
  needed: boolean;
  asked: boolean;
  target: NoteTarget | null;
  action: string;
  onClose: () => void;
}) {
  const loaded = usePreloadedModule(noteDialog, needed || asked);
  if (!asked || !loaded) return null;
  const { NoteDialog } = loaded;
  return (
    <NoteDialog
      key={target ? (target.kind === "edit" ? target.id : `${target.verseStart}-${target.verseEnd}`) : "closed"}
      target={target}
      action={action}
      onClose={onClose}
    />
  );
}

/**
 * Listen for the chapter, enabled once the page has hydrated. Its own component: the render that
 * enables it is the button's alone, not the whole chapter's again.
 */
function ChapterListen({ source, signedIn }: { source: AudioSource | null; signedIn: boolean }) {
  const ready = useHydrated();
  return <ListenControl source={source} signedIn={signedIn} ready={ready} />;
}

function ChapterLink({
  to,
  label,
  direction,
}: {
  to: { book: string; chapter: number } | null;
  label: string;
  direction: "previous" | "next";
}) {
  const arrow = direction === "previous" ? "‹" : "›";
  if (!to) return null;
  return (
    <Link
      to={chapterHref(to.book, to.chapter)}
      prefetch="intent"
      className="btn-secondary min-w-[44px] px-2"
      aria-label={label}
    >
      <span aria-hidden="true" className="text-xl leading-none">
        {arrow}
      </span>
    </Link>
  );
}
