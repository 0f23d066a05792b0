/**
 * /journal/{id}: one entry on its own page (not nested in the list, as on a phone). Edit (?edit)
 * and the delete confirmation (?delete) are states of the URL, so both work before hydration.
 * Another member's id, like an unknown one, is "not found".
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { DeleteEntryConfirm } from "~/components/journal/DeleteEntryConfirm";
import { ShareWithFlock } from "~/components/flock/ShareWithFlock";
import { EntryView } from "~/components/journal/EntryView";
import { JournalEditor, type EditorReply } from "~/components/journal/JournalEditor";
import { JOURNAL_ENTRY_COPY } from "~/kernel/copy/journal";
import { requireUser } from "~/server/guards.server";
import { referenceHref } from "../../worker/bible/link-references";
import { DeleteJournalEntryFormSchema, EditJournalEntryFormSchema } from "~/kernel/journal";
import { dayLabel } from "~/kernel/journal-export";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { replyTooLarge } from "~/server/journal-form.server";
import { redirectWithToast } from "~/server/toast.server";
import { refuse } from "../../worker/domain/outcome";
import { deleteJournalEntry, getJournalEntry, updateJournalEntry } from "../../worker/domain/journal-archive.server";
import { ItemNotFound } from "~/components/ItemNotFound";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Journal entry · Shepherd");

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const user = requireUser(context, request);
  const entry = await getJournalEntry(context.app.db, user.id, params.entryId ?? "");
  if (!entry) throw new Response(JOURNAL_ENTRY_COPY.notFound, { status: 404, statusText: "Not Found" });
  const { created_at: _created, updated_at: _updated, ...shown } = entry;
  return { entry: { ...shown, dayLabel: dayLabel(entry.entry_date), passage_href: referenceHref(entry.passage) } };
}

export async function action({ context, params, request }: ActionFunctionArgs) {
  const user = requireUser(context, request);
  const id = params.entryId ?? "";
  const notFound = refuse(404, JOURNAL_ENTRY_COPY.notFound);
  const tooLarge = replyTooLarge(request, EditJournalEntryFormSchema);
  if (tooLarge) return tooLarge;
  const intent = (await request.clone().formData()).get("intent");

  if (intent === "delete") {
    const submission = await parseForm(request, DeleteJournalEntryFormSchema);
    if (!(await deleteJournalEntry(context.app.db, user.id, id))) return replyRefusal(submission, notFound);
    return redirectWithToast("/journal", { title: JOURNAL_ENTRY_COPY.deletedTitle, variant: "success" });
  }
  const submission = await parseForm(request, EditJournalEntryFormSchema);
  if (intent !== "update") return replyRefusal(submission, refuse(400, JOURNAL_ENTRY_COPY.unknownAction));
  if (submission.status !== "success") return replyInvalid(submission);
  // An edit is not a new entry: no gate, no count.
  const updated = await updateJournalEntry(context.app.db, user.id, id, submission.value.content);
  if (!updated) return replyRefusal(submission, notFound);
  return redirectWithToast(`/journal/${updated.id}`, { title: JOURNAL_ENTRY_COPY.updatedTitle, variant: "success" });
}

export default function JournalEntryPage() {
  const { entry } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as EditorReply | undefined;
  const [params] = useSearchParams();
  const failedEdit = Boolean(actionData?.error?.content);
  const refusal = actionData?.error?.[""]?.[0];
  const editing = params.has("edit") || failedEdit;
  const confirmingDelete = !editing && params.has("delete");

  return (
    <main id="main" className="mx-auto max-w-content px-4 pb-8 pt-6">
      <Link to="/journal" className="text-sm font-semibold text-primary underline">
        ← {JOURNAL_ENTRY_COPY.back}
      </Link>
      <EntryView entry={entry} showContent={!editing} />
      {refusal ? (
        <p role="alert" className="mt-4 rounded-lg border border-danger/60 p-3 text-sm">
          {refusal}
        </p>
      ) : null}
      {editing ? (
        <div className="card mt-6">
          <JournalEditor
            intent="update"
            schema={EditJournalEntryFormSchema}
            label={JOURNAL_ENTRY_COPY.editTitle}
            defaultValue={entry.content}
            submitLabel={JOURNAL_ENTRY_COPY.save}
            submittingLabel={JOURNAL_ENTRY_COPY.saving}
            lastResult={actionData}
            autoFocus
            secondary={
              <Link to="." replace className="btn-secondary">
                {JOURNAL_ENTRY_COPY.cancel}
              </Link>
            }
          />
        </div>
      ) : confirmingDelete ? (
        <DeleteEntryConfirm />
      ) : (
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="?edit" replace className="btn-primary">
            {JOURNAL_ENTRY_COPY.edit}
          </Link>
          <Link to="?delete" replace className="btn-secondary text-danger">
            {JOURNAL_ENTRY_COPY.delete}
          </Link>
          <ShareWithFlock source="journal" sourceId={entry.id} text={entry.content} />
        </div>
      )}
    </main>
  );
}

/** "That entry was not found." for an unknown id or another member's; anything else goes up to the root. */
export function ErrorBoundary() {
  return <ItemNotFound title={JOURNAL_ENTRY_COPY.notFound} backTo="/journal" backLabel={JOURNAL_ENTRY_COPY.back} />;
}
