import { DEVOTIONAL_COPY, JOURNAL_COPY, PROGRESS_COPY } from "~/kernel/copy/today";
import { useToast } from "../toast/ToastProvider";

/** A visitor's devotional actions ask him to sign in; rendered only once JavaScript runs. */
export function VisitorActions() {
  const { toast } = useToast();
  return (
    <>
      <button
        type="button"
        className="btn-primary"
        onClick={() => toast({ title: PROGRESS_COPY.signInTitle, description: PROGRESS_COPY.signInText })}
      >
        {DEVOTIONAL_COPY.markComplete}
      </button>
      <button
        type="button"
        className="btn-secondary"
        onClick={() => toast({ title: PROGRESS_COPY.signInTitle, description: JOURNAL_COPY.signInText })}
      >
        {DEVOTIONAL_COPY.gatherThoughts}
      </button>
    </>
  );
}
