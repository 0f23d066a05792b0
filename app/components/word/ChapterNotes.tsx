import { rangeReference } from "~/kernel/bible/selection";
import { READER_COPY } from "~/kernel/copy/word";
import type { ChapterNote } from "~/kernel/bible/chapter";
import { NoteActions } from "./NoteActions";

/** The reader's notes on this chapter, under the text (beside it on a wide window); each verse they end on links here. */
export function ChapterNotes({
  notes,
  bookName,
  chapter,
  action,
  onEdit,
}: {
  notes: ChapterNote[];
  bookName: string;
  chapter: number;
  action: string;
  onEdit: (note: ChapterNote) => void;
}) {
  return (
    <section aria-labelledby="word-chapter-notes" className="mt-8 lg:mt-6">
      <h2 id="word-chapter-notes" className="text-lg font-semibold">
        {READER_COPY.notesHeading}
      </h2>
      <ul className="mt-3 space-y-3">
        {notes.map((item) => (
          <li key={item.id} id={`note-${item.id}`} className="card scroll-mt-24 p-4">
            <p className="text-sm font-semibold text-primary">
              <a href={`#${item.verse_start}`}>{rangeReference(bookName, chapter, item.verse_start, item.verse_end)}</a>
            </p>
            <p className="mt-1 whitespace-pre-line">{item.note}</p>
            <NoteActions note={item} action={action} onEdit={() => onEdit(item)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
