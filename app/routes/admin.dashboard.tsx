import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/lib/guards.server";
import { adminOverview } from "../../worker/domain/admin.server";

export const meta: MetaFunction = () => [{ title: "Admin · Shepherd" }];

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  return adminOverview(context.app.db);
}

export default function AdminDashboard() {
  const overview = useLoaderData<typeof loader>();
  const stats = [
    ["Members", overview.users],
    ["Finished onboarding", overview.onboarded],
    ["Emails in the outbox", overview.outbox],
    ["Render errors reported", overview.clientErrors],
  ] as const;
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
      <section aria-labelledby="outbox-heading" className="mt-8">
        <h2 id="outbox-heading" className="text-xl font-semibold">
          Outbox
        </h2>
        <p className="mt-1 text-sm text-muted">
          With no mail service configured, every email the app sends waits here, newest first.
        </p>
        {overview.recentOutbox.length === 0 ? (
          <p className="mt-4">No emails yet.</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {overview.recentOutbox.map((email) => (
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
    </main>
  );
}
