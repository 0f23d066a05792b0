/** /admin/support/:ticketId: one ticket's thread and the administrator's reply to it. */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { SupportThread } from "~/components/support/SupportThread";
import { firstMessage } from "~/components/ui/useIntentForm";
import { SUPPORT_ADMIN_COPY as C } from "~/kernel/copy/admin";
import { SUPPORT_COPY } from "~/kernel/copy/support";
import { SUPPORT_LIMITS, SupportReplySchema } from "~/kernel/support";
import { parseForm, replyInvalid, replyRefusal } from "~/server/form.server";
import { requireAdmin } from "~/server/guards.server";
import { redirectWithToast } from "~/server/toast.server";
import { replyToTicket, supportThread } from "../../worker/domain/admin/support.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Support ticket · Admin · Shepherd");

export async function loader({ context, params }: LoaderFunctionArgs) {
  requireAdmin(context);
  const ticket = await supportThread(context.app.db, params.ticketId ?? "");
  if (!ticket) throw new Response(C.notFound, { status: 404 });
  return ticket;
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const admin = requireAdmin(context);
  const submission = await parseForm(request, SupportReplySchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const outcome = await replyToTicket(context.app, admin, params.ticketId ?? "", submission.value);
  if (!outcome.ok) return replyRefusal(submission, outcome);
  return redirectWithToast(`/admin/support/${params.ticketId}`, {
    title: C.sent,
    description: outcome.emailed ? C.sentText : C.notEmailed,
    variant: "success",
  });
}

export default function AdminSupportTicket() {
  const ticket = useLoaderData<typeof loader>();
  const refusal = firstMessage(useActionData<typeof action>() as never);
  const busy = useNavigation().state === "submitting";
  return (
    <main id="main">
      <p>
        <Link to="/admin/support" className="text-sm font-semibold text-primary underline underline-offset-4">
          {C.back}
        </Link>
      </p>
      <h1 className="mt-2 font-serif text-3xl font-bold">{ticket.subject}</h1>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-muted">{C.columns.member}</dt>
        <dd>
          {ticket.member} ({ticket.memberEmail})
        </dd>
        <dt className="text-muted">{C.columns.status}</dt>
        <dd>{SUPPORT_COPY.status[ticket.status]}</dd>
        {ticket.page ? (
          <>
            <dt className="text-muted">{C.page}</dt>
            <dd>{ticket.page}</dd>
          </>
        ) : null}
      </dl>
      <SupportThread messages={ticket.messages} memberName={ticket.member} />
      <Form method="post" className="card mt-6">
        <label htmlFor="reply-message" className="text-sm font-semibold">
          {C.reply}
        </label>
        <textarea
          id="reply-message"
          name="message"
          rows={5}
          required
          maxLength={SUPPORT_LIMITS.message}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? "reply-error" : undefined}
          className="mt-1 block w-full rounded-lg border border-muted/50 bg-surface px-3 py-2 text-base text-fg"
        />
        {refusal ? (
          <p id="reply-error" role="alert" className="mt-1 text-sm text-danger">
            {refusal}
          </p>
        ) : null}
        <fieldset className="mt-3">
          <legend className="text-sm font-semibold">{C.after}</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            <label className="inline-flex min-h-[44px] items-center gap-2">
              <input type="radio" name="status" value="waiting" defaultChecked /> {C.afterWaiting}
            </label>
            <label className="inline-flex min-h-[44px] items-center gap-2">
              <input type="radio" name="status" value="closed" /> {C.afterClosed}
            </label>
          </div>
        </fieldset>
        <button type="submit" className="btn-primary mt-3 min-h-[44px]" disabled={busy}>
          {C.send}
        </button>
      </Form>
    </main>
  );
}
