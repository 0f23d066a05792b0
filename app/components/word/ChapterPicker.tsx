import { Link } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { BIBLE_BOOKS, type BibleBook } from "~/kernel/bible/books";
import { chapterHref } from "~/kernel/bible/navigation";
import { PICKER_COPY } from "~/kernel/copy/word";
import { Dialog } from "./Dialog";

/**
 * Book → chapter picker, built for the keyboard and screen readers: the books are a real listbox
 * (arrow keys, Home/End, type-ahead, Enter) grouped by testament; the chapters a real grid of links
 * (arrow keys in two dimensions, Home/End, digits jump, Enter opens). Only BIBLE_BOOKS ships to the
 * browser, never the text.
 */
export function ChapterPicker({ book, chapter }: { book: BibleBook; chapter: number }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<BibleBook | null>(null);
  const listboxRef = useRef<HTMLDivElement>(null);

  const close = () => {
    setOpen(false);
    setChosen(null);
  };

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="btn-secondary gap-1 px-3 font-serif text-base"
      >
        <span>
          {book.name} {chapter}
        </span>
        <span className="sr-only">{PICKER_COPY.title}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <Dialog
        open={open}
        onClose={close}
        title={chosen ? PICKER_COPY.chapters(chosen.name) : PICKER_COPY.title}
        closeLabel={PICKER_COPY.close}
        initialFocus={listboxRef}
      >
        {chosen ? (
          <ChapterGrid
            book={chosen}
            current={chosen.id === book.id ? chapter : 1}
            onBack={() => setChosen(null)}
            onChoose={close}
          />
        ) : (
          <BookListbox listboxRef={listboxRef} current={book} onChoose={setChosen} />
        )}
      </Dialog>
    </>
  );
}

const TESTAMENTS = [
  { id: "OT", label: PICKER_COPY.oldTestament },
  { id: "NT", label: PICKER_COPY.newTestament },
] as const;

const optionId = (id: string) => `word-book-${id}`;

function BookListbox({
  current,
  onChoose,
  listboxRef,
}: {
  current: BibleBook;
  onChoose: (book: BibleBook) => void;
  listboxRef: RefObject<HTMLDivElement | null>;
}) {
  const [active, setActive] = useState(() => BIBLE_BOOKS.findIndex((book) => book.id === current.id));
  const typed = useRef({ text: "", at: 0 });

  useEffect(() => {
    document.getElementById(optionId(BIBLE_BOOKS[active]!.id))?.scrollIntoView({ block: "nearest" });
  }, [active]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = BIBLE_BOOKS.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
      PageDown: Math.min(active + 10, last),
      PageUp: Math.max(active - 10, 0),
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
      return;
    }
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onChoose(BIBLE_BOOKS[active]!);
      return;
    }
    if (
      event.key.length === 1 &&
      /[\p{L}\p{N} ]/u.test(event.key) &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      event.preventDefault();
      const now = Date.now();
      const text = (now - typed.current.at < 800 ? typed.current.text : "") + event.key.toLowerCase();
      typed.current = { text, at: now };
      const match = BIBLE_BOOKS.findIndex((book) => book.name.toLowerCase().startsWith(text));
      if (match >= 0) setActive(match);
    }
  }

  return (
    <div>
      <p id="word-books-hint" className="mb-3 text-sm text-muted">
        {PICKER_COPY.hint}
      </p>
      <div
        ref={listboxRef}
        role="listbox"
        tabIndex={0}
        aria-label={PICKER_COPY.books}
        aria-describedby="word-books-hint"
        aria-activedescendant={optionId(BIBLE_BOOKS[active]!.id)}
        onKeyDown={onKeyDown}
        className="max-h-[55dvh] overflow-y-auto rounded-lg border border-border"
      >
        {TESTAMENTS.map((testament) => (
          <div key={testament.id} role="group" aria-label={testament.label}>
            <div
              aria-hidden="true"
              className="sticky top-0 bg-bg px-3 py-1 text-xs font-semibold uppercase tracking-wide text-muted"
            >
              {testament.label}
            </div>
            {BIBLE_BOOKS.map((book, index) =>
              book.testament === testament.id ? (
                <div
                  key={book.id}
                  id={optionId(book.id)}
                  role="option"
                  aria-selected={index === active}
                  onClick={() => onChoose(book)}
                  className={`flex min-h-[44px] cursor-pointer items-center justify-between px-3 ${
                    index === active ? "bg-primary text-primary-fg" : "hover:bg-border/40"
                  }`}
                >
                  <span>{book.name}</span>
                  {book.id === current.id ? <span className="text-xs">●</span> : null}
                </div>
              ) : null
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

const COLUMNS = 5;

function ChapterGrid({
  book,
  current,
  onBack,
  onChoose,
}: {
  book: BibleBook;
  current: number;
  onBack: () => void;
  onChoose: () => void;
}) {
  const [active, setActive] = useState(current);
  const cells = useRef(new Map<number, HTMLAnchorElement>());
  const typed = useRef({ text: "", at: 0 });

  useEffect(() => {
    cells.current.get(active)?.focus();
  }, [active]);

  const rows: number[][] = [];
  for (let first = 1; first <= book.chapters; first += COLUMNS) {
    rows.push(Array.from({ length: Math.min(COLUMNS, book.chapters - first + 1) }, (_, index) => first + index));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = book.chapters;
    const rowStart = active - ((active - 1) % COLUMNS);
    const moves: Record<string, number> = {
      ArrowRight: Math.min(active + 1, last),
      ArrowLeft: Math.max(active - 1, 1),
      ArrowDown: active + COLUMNS <= last ? active + COLUMNS : active,
      ArrowUp: active - COLUMNS >= 1 ? active - COLUMNS : active,
      Home: event.ctrlKey ? 1 : rowStart,
      End: event.ctrlKey ? last : Math.min(rowStart + COLUMNS - 1, last),
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
      return;
    }
    if (/^\d$/.test(event.key)) {
      event.preventDefault();
      const now = Date.now();
      let text = (now - typed.current.at < 1000 ? typed.current.text : "") + event.key;
      if (Number(text) > last || Number(text) < 1) text = event.key;
      typed.current = { text, at: now };
      const number = Number(text);
      if (number >= 1 && number <= last) setActive(number);
    }
  }

  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-2">
        <button type="button" onClick={onBack} className="btn-ghost -ml-2 px-2 text-sm">
          <span aria-hidden="true">‹</span> {PICKER_COPY.back}
        </button>
      </div>
      <p id="word-chapters-hint" className="mb-3 text-sm text-muted">
        {PICKER_COPY.chapterHint}
      </p>
      <div
        role="grid"
        aria-label={PICKER_COPY.chapters(book.name)}
        aria-describedby="word-chapters-hint"
        onKeyDown={onKeyDown}
        className="max-h-[50dvh] overflow-y-auto"
      >
        {rows.map((row) => (
          <div key={row[0]} role="row" className="grid grid-cols-5 gap-2 pb-2">
            {row.map((number) => (
              <div key={number} role="gridcell">
                <Link
                  ref={(element) => {
                    if (element) cells.current.set(number, element);
                    else cells.current.delete(number);
                  }}
                  to={chapterHref(book.id, number)}
                  tabIndex={number === active ? 0 : -1}
                  aria-label={PICKER_COPY.chapterLabel(book.name, number)}
                  onClick={onChoose}
                  onFocus={() => setActive(number)}
                  prefetch="intent"
                  className={`flex min-h-[44px] items-center justify-center rounded-lg border text-base tabular-nums ${
                    number === current ? "border-primary font-bold text-primary" : "border-border"
                  } hover:bg-border/40 focus-visible:bg-primary focus-visible:text-primary-fg`}
                >
                  {number}
                </Link>
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
