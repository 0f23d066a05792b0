import type { LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/server/guards.server";
import { adminOverview } from "../../worker/domain/admin.server";

export const meta: MetaFunction = () => [{ title: "Admin · Shepherd" }];

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  return adminOverview(context.app.db, { withOutbox: context.app.providers.email.name === "outbox" });
}

export default function AdminDashboard() {
  const overview = useLoaderData<typeof loader>();
  const stats: (readonly [string, number])[] = [
    ["Members", overview.users],
    ["Finished onboarding", overview.onboarded],
    ...(overview.outbox ? [["Emails in the outbox", overview.outbox.count] as const] : []),
    ["Render errors reported", overview.clientErrors],
  ];
  return (
    <main id="main">
      <h1 className="font-serif text-3xl font-bold">Dashboard</h1>
      <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {stats.map(([label, value]) => (
          <div key={label} className="card">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-1 text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      {overview.outbox ? <Outbox recent={overview.outbox.recent} /> : null}
    </main>
  );
}

/** Local development's mail, links included: the way to follow them on a machine with no mail service. */
function Outbox({ recent }: { recent: NonNullable<SerializeFrom<typeof loader>["outbox"]>["recent"] }) {
  return (
    <section aria-labelledby="outbox-heading" className="mt-8">
      <h2 id="outbox-heading" className="text-xl font-semibold">
        Outbox
      </h2>
      <p className="mt-1 text-sm text-muted">
        In local development, with no mail service configured, every email the app sends waits here, newest first.
      </p>
      {recent.length === 0 ? (
        <p className="mt-4">No emails yet.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {recent.map((email) => (
            <li key={email.id} className="card">
              <p className="text-sm text-muted">
                {email.kind} → {email.to} · {new Date(email.createdAt).toLocaleString()}
              </p>
              <p className="mt-1 font-semibold">{email.subject}</p>
              <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-sm">{email.text}</pre>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
