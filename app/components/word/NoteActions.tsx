import { useFetcher } from "@remix-run/react";
import { useToast } from "~/components/toast/ToastProvider";
import { NOTE_COPY, READER_COPY, SELECTION_COPY } from "~/kernel/copy/word";
import { refusalMessage, useFetcherResult, type WordReply } from "./useFetcherResult";

/** Edit (opens the note dialog) and delete (a form post, after a confirmation) for one note. */
export function NoteActions({ note, action, onEdit }: { note: { id: string }; action: string; onEdit: () => void }) {
  const fetcher = useFetcher<WordReply>();
  const { toast } = useToast();
  useFetcherResult(fetcher, (reply) =>
    toast(
      reply.status === "success"
        ? { title: NOTE_COPY.deleted, variant: "success" }
        : { title: refusalMessage(reply) ?? SELECTION_COPY.failed, variant: "error" }
    )
  );

  return (
    <div className="mt-2 flex gap-2">
      <button type="button" onClick={onEdit} className="btn-ghost px-2 text-sm">
        {READER_COPY.editNote}
      </button>
      <fetcher.Form
        method="post"
        action={action}
        onSubmit={(event) => {
          if (!window.confirm(NOTE_COPY.confirmDelete)) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="note-delete" />
        <input type="hidden" name="id" value={note.id} />
        <button type="submit" className="btn-ghost px-2 text-sm text-danger" disabled={fetcher.state !== "idle"}>
          {READER_COPY.deleteNote}
        </button>
      </fetcher.Form>
    </div>
  );
}
