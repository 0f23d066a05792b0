/**
 * /admin/subscriptions: every subscription with its status, plan, source, trial and period end,
 * filtered, sorted and paged on the server; links to Stripe's dashboard when billing is on.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { ScrollTable } from "~/components/admin/ScrollTable";
import { SelectField } from "~/components/ui/SelectField";
import { ADMIN_COPY, ADMIN_SUBSCRIPTIONS_COPY as C } from "~/kernel/copy/admin";
import { PageLinks } from "~/components/admin/PageLinks";
import { planLabel, STATUS_LABEL } from "~/kernel/copy/subscription";
import { z } from "~/kernel/zod";
import { requireAdmin } from "~/server/guards.server";
import { SUBSCRIPTION_SORTS, SUBSCRIPTION_SOURCES, SUBSCRIPTION_STATUSES } from "~/kernel/admin/subscription-filters";
import { subscriptionsPage } from "../../worker/domain/admin/subscriptions.server";
import { createPayments } from "../../worker/providers/payments";
import { ColumnHeads } from "~/components/admin/ColumnHeads";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta("Subscriptions · Admin · Shepherd");

const empty = (value: unknown) => (value === "" ? undefined : value);
const QuerySchema = z.object({
  status: z.preprocess(empty, z.enum(SUBSCRIPTION_STATUSES).optional()),
  source: z.preprocess(empty, z.enum(SUBSCRIPTION_SOURCES).optional()),
  sort: z.preprocess(empty, z.enum(SUBSCRIPTION_SORTS).default("updated")),
  page: z.preprocess(empty, z.coerce.number().int().min(1).max(100_000).default(1)),
});

export async function loader({ context, request }: LoaderFunctionArgs) {
  requireAdmin(context);
  const query = QuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw data(C.invalid, { status: 400 });
  const page = await subscriptionsPage(context.app.db, query.data, new Date());
  const key = context.app.env.STRIPE_SECRET_KEY ?? "";
  const stripeDashboard = createPayments(context.app.env) ? `https://dashboard.stripe.com${key.startsWith("sk_test_") ? "/test" : ""}` : null;
  return { ...page, query: query.data, stripeDashboard };
}

const date = (value: string | null) => (value ? new Date(value).toLocaleDateString("en-US", { timeZone: "UTC", dateStyle: "medium" }) : C.none);

export default function AdminSubscriptions() {
  const { rows, total, pages, query, stripeDashboard } = useLoaderData<typeof loader>();
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (query.status) params.set("status", query.status);
    if (query.source) params.set("source", query.source);
    params.set("sort", query.sort);
    params.set("page", String(page));
    return `?${params}`;
  };
  return (
    <main id="main">
      <h1 className="font-serif text-3xl font-bold">{C.title}</h1>
      <p className="mt-2 text-muted">{C.intro}</p>
      <Form method="get" aria-label={C.filters} className="card mt-6 grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
        <SelectField id="subscriptions-status" name="status" label={C.status} defaultValue={query.status ?? ""} options={[{ value: "", label: C.any }, ...SUBSCRIPTION_STATUSES.map((status) => ({ value: status, label: STATUS_LABEL[status] ?? status }))]} />
        <SelectField id="subscriptions-source" name="source" label={C.source} defaultValue={query.source ?? ""} options={[{ value: "", label: C.any }, ...SUBSCRIPTION_SOURCES.map((source) => ({ value: source, label: C.sources[source]! }))]} />
        <SelectField id="subscriptions-sort" name="sort" label={C.sort} defaultValue={query.sort} options={SUBSCRIPTION_SORTS.map((sort) => ({ value: sort, label: C.sorts[sort] }))} />
        <button type="submit" className="btn-primary">
          {C.apply}
        </button>
      </Form>
      <p className="mt-4 text-sm text-muted" aria-live="polite">
        {C.total(total)} · {ADMIN_COPY.pager.pageOf(query.page, pages)}
      </p>
      {rows.length === 0 ? (
        <p className="mt-4">{C.empty}</p>
      ) : (
        <ScrollTable label={C.title} className="mt-2">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <ColumnHeads labels={[C.columns.member, C.columns.plan, C.columns.status, C.columns.active, C.columns.source, C.columns.trialEnd, C.columns.periodEnd, ...(stripeDashboard ? [C.columns.stripe] : [])]} />
            <tbody>
              {rows.map((row) => (
                <tr key={row.userId} className="border-b border-border/60">
                  <th scope="row" className="px-2 py-2 text-left font-normal">
                    <span className="font-semibold">{row.member}</span>
                    <span className="block text-muted">{row.email}</span>
                  </th>
                  <td className="px-2 py-2">{planLabel(row.plan, row.active)}</td>
                  <td className="px-2 py-2">{STATUS_LABEL[row.status] ?? row.status}</td>
                  <td className="px-2 py-2">{row.cancelling ? C.cancelling : row.active ? C.yes : C.no}</td>
                  <td className="px-2 py-2">{C.sources[row.source] ?? row.source}</td>
                  <td className="px-2 py-2 tabular-nums">{date(row.trialEnd)}</td>
                  <td className="px-2 py-2 tabular-nums">{date(row.periodEnd)}</td>
                  {stripeDashboard ? (
                    <td className="px-2 py-2">
                      {row.stripeCustomerId ? (
                        <a className="underline" href={`${stripeDashboard}/customers/${encodeURIComponent(row.stripeCustomerId)}`} target="_blank" rel="noreferrer">
                          {C.stripeCustomer}
                        </a>
                      ) : null}
                      {row.stripeSubscriptionId ? (
                        <a className="ml-2 underline" href={`${stripeDashboard}/subscriptions/${encodeURIComponent(row.stripeSubscriptionId)}`} target="_blank" rel="noreferrer">
                          {C.stripeSubscription}
                        </a>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
      <PageLinks page={query.page} pages={pages} href={pageHref} />
    </main>
  );
}
