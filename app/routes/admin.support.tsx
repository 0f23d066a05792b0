/** /admin/support: members' tickets, newest activity first, filtered by status and paged on the server. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { PageLinks } from "~/components/admin/PageLinks";
import { SUPPORT_ADMIN_COPY as C } from "~/kernel/copy/admin";
import { SUPPORT_COPY } from "~/kernel/copy/support";
import { SUPPORT_STATUSES, SupportListQuerySchema } from "~/kernel/support";
import { parseQuery } from "~/server/admin/query.server";
import { requireAdmin } from "~/server/guards.server";
import { listSupportTickets } from "../../worker/domain/admin/support.server";
import { ScrollTable } from "~/components/admin/ScrollTable";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Support · Admin · Shepherd");

export async function loader({ context, request }: LoaderFunctionArgs) {
  requireAdmin(context);
  const query = parseQuery(request, SupportListQuerySchema);
  return { ...(await listSupportTickets(context.app.db, query)), status: query.status };
}

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export default function AdminSupport() {
  const list = useLoaderData<typeof loader>();
  return (
    <main id="main">
      <h1 className="font-serif text-3xl font-bold">{C.title}</h1>
      <p className="mt-1 text-sm text-muted">{C.intro}</p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="support-status" className="text-sm font-semibold">
            {C.filter}
          </label>
          <select id="support-status" name="status" defaultValue={list.status} className="mt-1 block min-h-[44px] rounded-lg border border-muted/50 bg-surface px-3 text-base text-fg">
            <option value="all">{C.filterAll}</option>
            {SUPPORT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {SUPPORT_COPY.status[status]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary min-h-[44px]">
          {C.apply}
        </button>
      </Form>
      {list.tickets.length === 0 ? (
        <p className="mt-4">{C.empty}</p>
      ) : (
        <ScrollTable label={C.title}>
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-2 pr-3">
                  {C.columns.subject}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {C.columns.member}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {C.columns.status}
                </th>
                <th scope="col" className="py-2">
                  {C.columns.updated}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.tickets.map((ticket) => (
                <tr key={ticket.id} className="border-b border-border">
                  <td className="py-2 pr-3">
                    <Link to={`/admin/support/${ticket.id}`} className="font-semibold text-primary underline underline-offset-4">
                      {ticket.subject}
                    </Link>
                  </td>
                  <td className="py-2 pr-3">{ticket.member}</td>
                  <td className="py-2 pr-3">{SUPPORT_COPY.status[ticket.status]}</td>
                  <td className="py-2">{when(ticket.updatedAt)} UTC</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
      <PageLinks page={list.page} pages={list.pages} href={(page) => `?${new URLSearchParams({ ...(list.status === "all" ? {} : { status: list.status }), page: String(page) })}`} />
    </main>
  );
}
