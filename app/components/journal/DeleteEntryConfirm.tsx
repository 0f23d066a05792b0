import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { JOURNAL_ENTRY_COPY } from "~/kernel/copy/journal";

/** The delete confirmation (?delete): focus moves to its question; "Keep it" goes back to the entry. */
export function DeleteEntryConfirm() {
  const heading = useRef<HTMLHeadingElement>(null);
  const navigation = useNavigation();
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="delete-title" aria-describedby="delete-text" className="card mt-6 border-danger/60">
      <h2 id="delete-title" ref={heading} tabIndex={-1} className="font-semibold">
        {JOURNAL_ENTRY_COPY.deleteTitle}
      </h2>
      <p id="delete-text" className="mt-1 text-sm text-muted">
        {JOURNAL_ENTRY_COPY.deleteText}
      </p>
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value="delete" />
        <button type="submit" className="btn bg-danger text-white hover:opacity-90 dark:text-bg" disabled={deleting} aria-busy={deleting || undefined}>
          {deleting ? JOURNAL_ENTRY_COPY.deleting : JOURNAL_ENTRY_COPY.confirmDelete}
        </button>
        <Link to="." replace className="btn-secondary">
          {JOURNAL_ENTRY_COPY.keep}
        </Link>
      </Form>
    </section>
  );
}
