/**
 * /journal/{id}: one entry on its own page (not nested in the list, as on a phone). Edit (?edit)
 * and the delete confirmation (?delete) are states of the URL, so both work before hydration.
 * Another member's id, like an unknown one, is "not found".
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { DeleteEntryConfirm } from "~/components/journal/DeleteEntryConfirm";
import { EntryView } from "~/components/journal/EntryView";
import { JournalEditor } from "~/components/journal/JournalEditor";
import { JOURNAL_ENTRY_COPY } from "~/kernel/copy/journal";
import { JOURNAL_COPY } from "~/kernel/copy/today";
import { requireUser } from "~/server/guards.server";
import { referenceHref } from "../../worker/bible/link-references";
import { JournalContentSchema } from "~/kernel/journal";
import { dayLabel } from "~/kernel/journal-export";
import { redirectWithToast } from "~/server/toast.server";
import { deleteJournalEntry, getJournalEntry, updateJournalEntry } from "../../worker/domain/journal-archive.server";
import { ItemNotFound } from "~/components/ItemNotFound";

export const meta: MetaFunction = () => [{ title: "Journal entry · Shepherd" }];

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const user = requireUser(context, request);
  const entry = await getJournalEntry(context.app.db, user.id, params.entryId ?? "");
  if (!entry) throw new Response(JOURNAL_ENTRY_COPY.notFound, { status: 404, statusText: "Not Found" });
  const { created_at: _created, updated_at: _updated, ...shown } = entry;
  return { entry: { ...shown, dayLabel: dayLabel(entry.entry_date), passage_href: referenceHref(entry.passage) } };
}

const MAX_BODY_BYTES = 64 * 1024;

type ActionData = { intent: string; fieldError?: string; error?: string; content?: string };

export async function action({ context, params, request }: ActionFunctionArgs) {
  const user = requireUser(context, request);
  const id = params.entryId ?? "";
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BODY_BYTES) {
    return data<ActionData>({ intent: "update", fieldError: JOURNAL_COPY.tooLong }, { status: 413 });
  }
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const notFound = () => data<ActionData>({ intent, error: JOURNAL_ENTRY_COPY.notFound }, { status: 404 });

  if (intent === "update") {
    const raw = form.get("content");
    const content = typeof raw === "string" ? raw : "";
    const parsed = JournalContentSchema.safeParse(raw);
    if (!parsed.success) return data<ActionData>({ intent, fieldError: parsed.error.issues[0]!.message, content }, { status: 400 });
    // An edit is not a new entry: no gate, no count.
    const updated = await updateJournalEntry(context.app.db, user.id, id, parsed.data);
    if (!updated) return notFound();
    return redirectWithToast(`/journal/${updated.id}`, { title: JOURNAL_ENTRY_COPY.updatedTitle, variant: "success" });
  }
  if (intent === "delete") {
    if (!(await deleteJournalEntry(context.app.db, user.id, id))) return notFound();
    return redirectWithToast("/journal", { title: JOURNAL_ENTRY_COPY.deletedTitle, variant: "success" });
  }
  return data<ActionData>({ intent, error: JOURNAL_ENTRY_COPY.unknownAction }, { status: 400 });
}

export default function JournalEntryPage() {
  const { entry } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const failedEdit = actionData?.intent === "update" && Boolean(actionData.fieldError);
  const editing = params.has("edit") || failedEdit;
  const confirmingDelete = !editing && params.has("delete");

  return (
    <main id="main" className="mx-auto max-w-content px-4 pb-8 pt-6">
      <Link to="/journal" className="text-sm font-semibold text-primary underline">
        ← {JOURNAL_ENTRY_COPY.back}
      </Link>
      <EntryView entry={entry} showContent={!editing} />
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-lg border border-danger/60 p-3 text-sm">
          {actionData.error}
        </p>
      ) : null}
      {editing ? (
        <div className="card mt-6">
          <JournalEditor
            intent="update"
            label={JOURNAL_ENTRY_COPY.editTitle}
            defaultValue={actionData?.content ?? entry.content}
            submitLabel={JOURNAL_ENTRY_COPY.save}
            submittingLabel={JOURNAL_ENTRY_COPY.saving}
            fieldError={actionData?.fieldError}
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
        </div>
      )}
    </main>
  );
}

/** "That entry was not found." for an unknown id or another member's; anything else goes up to the root. */
export function ErrorBoundary() {
  return <ItemNotFound title={JOURNAL_ENTRY_COPY.notFound} backTo="/journal" backLabel={JOURNAL_ENTRY_COPY.back} />;
}
