/**
 * /admin/reports: the moderation queue (oldest report first, against the 24-hour target), its
 * actions — restore, remove, warn or suspend the author — and the moderation log.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AuditLogList } from "~/components/admin/AuditLogList";
import { ModerationItemCard } from "~/components/admin/ModerationItemCard";
import { PageLinks } from "~/components/admin/PageLinks";
import { firstMessage } from "~/components/ui/useIntentForm";
import { ModerationSchema, ReportsQuerySchema } from "~/kernel/admin/moderation";
import { REPORTS_COPY as C } from "~/kernel/copy/admin";
import { parseQuery } from "~/server/admin/query.server";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { requireAdmin } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { moderationLog, moderationQueue, removeItem, restoreItem, suspendAuthor, warnAuthor } from "../../worker/domain/admin/reports.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Reports · Admin · Shepherd");

export async function loader({ context, request }: LoaderFunctionArgs) {
  requireAdmin(context);
  const query = parseQuery(request, ReportsQuerySchema);
  const [queue, log] = await Promise.all([moderationQueue(context.app.db, query), moderationLog(context.app.db)]);
  return { ...queue, log };
}

export async function action({ context, request }: ActionFunctionArgs) {
  const admin = requireAdmin(context);
  const submission = await parseForm(request, ModerationSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const input = submission.value;
  const outcome =
    input.intent === "suspend"
      ? await suspendAuthor(context.app, admin, input)
      : input.intent === "warn"
        ? await warnAuthor(context.app, admin, input)
        : await (input.intent === "restore" ? restoreItem : removeItem)(context.app, admin, input);
  if (!outcome.ok) return replyRefusal(submission, outcome);
  return redirectWithToast("/admin/reports", { title: outcome.message, variant: "success" });
}

export default function AdminReports() {
  const queue = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const answeredId = answer && "initialValue" in answer ? String(answer.initialValue?.id ?? "") : "";
  return (
    <main id="main">
      <h1 className="font-serif text-3xl font-bold">{C.title}</h1>
      <p className="mt-1 text-sm text-muted">{C.intro}</p>
      <p className="mt-3 font-semibold">
        {C.open(queue.open)}
        {queue.overdue > 0 ? <span className="text-danger"> · {C.overdueCount(queue.overdue)}</span> : null}
      </p>
      {queue.items.length === 0 ? (
        <p className="mt-4">{C.empty}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {queue.items.map((item) => (
            <ModerationItemCard key={`${item.kind}:${item.id}`} item={item} error={item.id === answeredId ? firstMessage(answer as never) : undefined} />
          ))}
        </ul>
      )}
      <PageLinks page={queue.page} pages={queue.pages} href={(page) => `?page=${page}`} />
      <section aria-labelledby="moderation-log-heading" className="card mt-8">
        <h2 id="moderation-log-heading" className="text-xl font-semibold">
          {C.log}
        </h2>
        <AuditLogList entries={queue.log} empty={C.logEmpty} />
      </section>
    </main>
  );
}
