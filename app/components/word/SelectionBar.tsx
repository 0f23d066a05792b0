import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useToast } from "~/components/toast/ToastProvider";
import type { BibleBook } from "~/kernel/bible/books";
import { chapterHref, VERSE_IMAGE_MAX_CHARS } from "~/kernel/bible/navigation";
import { copyText, HIGHLIGHT_COLORS, type HighlightColor } from "~/kernel/bible/selection";
import { COLOR_NAMES, IMAGE_COPY, SELECTION_COPY } from "~/kernel/copy/word";
import type { ChapterVerse, PersonalChapter } from "~/kernel/bible/chapter";
import { HIGHLIGHT_SWATCH } from "./highlight-styles";
import { refusalMessage, useFetcherResult, type WordReply } from "./useFetcherResult";

const DONE: Record<string, string> = {
  highlight: SELECTION_COPY.highlighted,
  unhighlight: SELECTION_COPY.highlightRemoved,
  bookmark: SELECTION_COPY.bookmarkAdded,
  unbookmark: SELECTION_COPY.bookmarkRemoved,
};

/**
 * What a reader can do with the verses he selected: highlight in a colour, bookmark, write a note,
 * copy with the reference, share, make an image. Visitors can copy, share and make images; the
 * personal layer asks them to sign in.
 */
export function SelectionBar({
  book,
  chapter,
  selected,
  verses,
  personal,
  action,
  reference,
  onClear,
  onNote,
  onImage,
}: {
  book: BibleBook;
  chapter: number;
  selected: number[];
  verses: ChapterVerse[];
  personal: PersonalChapter | null;
  action: string;
  reference: string;
  onClear: () => void;
  onNote: () => void;
  onImage: () => void;
}) {
  const fetcher = useFetcher<WordReply>();
  const { toast } = useToast();
  const location = useLocation();
  useFetcherResult(fetcher, (reply) => {
    if (reply.status === "success") {
      toast({ title: DONE[String(reply.initialValue?.intent)] ?? SELECTION_COPY.highlighted, variant: "success" });
      onClear();
    } else toast({ title: SELECTION_COPY.failed, description: refusalMessage(reply), variant: "error" });
  });

  const submit = (intent: string, extra: Record<string, string> = {}) =>
    fetcher.submit(
      { intent, book: book.id, chapter: String(chapter), verses: selected.join(","), ...extra },
      { method: "post", action }
    );

  const colorOf = (verse: number) => personal?.highlights[verse];
  const allIn = (color: HighlightColor) => selected.every((verse) => colorOf(verse) === color);
  const anyHighlighted = selected.some((verse) => colorOf(verse) !== undefined);
  const allBookmarked = personal !== null && selected.every((verse) => personal.bookmarks.includes(verse));
  const busy = fetcher.state !== "idle";

  const text = () =>
    copyText(
      book.name,
      chapter,
      verses.filter((verse) => selected.includes(verse.verse))
    );

  /** The image shows the verses from the first selected to the last. */
  const imageTextLength = () => {
    const [first, last] = [selected[0]!, selected[selected.length - 1]!];
    return verses
      .filter((verse) => verse.verse >= first && verse.verse <= last)
      .reduce((sum, verse) => sum + verse.text.length + 1, 0);
  };

  async function copy() {
    try {
      await navigator.clipboard.writeText(text());
      toast({ title: SELECTION_COPY.copied, variant: "success" });
    } catch {
      toast({ title: SELECTION_COPY.copyFailed, variant: "error" });
    }
  }

  async function share() {
    const url = `${window.location.origin}${chapterHref(
      book.id,
      chapter,
      selected[0],
      selected.length > 1 ? selected[selected.length - 1] : null
    )}`;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: reference, text: text(), url });
      } catch {
        // Cancelled by the reader.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(`${text()}\n${url}`);
      toast({ title: SELECTION_COPY.linkCopied, variant: "success" });
    } catch {
      toast({ title: SELECTION_COPY.copyFailed, variant: "error" });
    }
  }

  return (
    <div
      role="group"
      aria-label={SELECTION_COPY.toolbar(reference)}
      className="fixed inset-x-0 bottom-[calc(56px+env(safe-area-inset-bottom))] z-40 border-t border-border bg-surface shadow-[0_-4px_12px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto max-w-content px-3 py-2">
        <div className="flex items-center justify-between gap-2">
          <p className="truncate text-sm font-semibold" aria-hidden="true">
            {reference}
          </p>
          <button
            type="button"
            onClick={onClear}
            className="btn-ghost min-w-[44px] px-2"
            aria-label={SELECTION_COPY.clear}
          >
            <span aria-hidden="true" className="text-xl leading-none">
              ×
            </span>
          </button>
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-1.5">
          {personal ? (
            <>
              {HIGHLIGHT_COLORS.map((color) => (
                <button
                  key={color}
                  type="button"
                  disabled={busy}
                  aria-pressed={allIn(color)}
                  aria-label={SELECTION_COPY.highlight(COLOR_NAMES[color])}
                  onClick={() => (allIn(color) ? submit("unhighlight") : submit("highlight", { color }))}
                  className="flex h-11 w-11 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-7 w-7 rounded-full border-2 ${HIGHLIGHT_SWATCH[color]} ${
                      allIn(color) ? "border-fg" : "border-transparent"
                    }`}
                  />
                </button>
              ))}
              {anyHighlighted ? (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => submit("unhighlight")}
                  className="btn-ghost px-2 text-sm"
                >
                  {SELECTION_COPY.removeHighlight}
                </button>
              ) : null}
              <button
                type="button"
                disabled={busy}
                onClick={() => submit(allBookmarked ? "unbookmark" : "bookmark")}
                className="btn-ghost px-2 text-sm"
              >
                {allBookmarked ? SELECTION_COPY.removeBookmark : SELECTION_COPY.bookmark}
              </button>
              <button type="button" onClick={onNote} className="btn-ghost px-2 text-sm">
                {SELECTION_COPY.note}
              </button>
            </>
          ) : (
            <Link
              to={`/auth?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}
              className="btn-ghost px-2 text-sm text-primary"
              title={SELECTION_COPY.signInTitle}
            >
              {SELECTION_COPY.signIn}
            </Link>
          )}
          <button type="button" onClick={copy} className="btn-ghost px-2 text-sm">
            {SELECTION_COPY.copy}
          </button>
          <button type="button" onClick={share} className="btn-ghost px-2 text-sm">
            {SELECTION_COPY.share}
          </button>
          <button
            type="button"
            onClick={() =>
              imageTextLength() > VERSE_IMAGE_MAX_CHARS
                ? toast({ title: IMAGE_COPY.tooLong, variant: "warning" })
                : onImage()
            }
            className="btn-ghost px-2 text-sm"
          >
            {SELECTION_COPY.image}
          </button>
        </div>
      </div>
    </div>
  );
}
