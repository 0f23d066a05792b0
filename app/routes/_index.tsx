import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { TODAY } from "~/lib/copy/today";

export const meta: MetaFunction = () => [{ title: "Today · Shepherd" }];

export async function loader({ context }: LoaderFunctionArgs) {
  return { signedIn: context.app.user !== null, name: context.app.user?.name ?? null };
}

export default function Today() {
  const { signedIn, name } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-content px-4 pb-8 pt-6">
      <h1 className="font-serif text-3xl font-bold">{TODAY.title}</h1>
      <p className="mt-1 text-muted">{TODAY.subtitle}</p>
      <section className="card mt-6" aria-labelledby="welcome-heading">
        <h2 id="welcome-heading" className="text-lg font-semibold">
          {signedIn && name ? `Good to see you, ${name}.` : "A few quiet minutes with God, every morning."}
        </h2>
        <p className="mt-2 leading-relaxed">
          Read or listen to the day's devotional, write down what stirred in you, and check in on how close you feel to
          God. Walk it with other men.
        </p>
        {signedIn ? null : (
          <Link to="/auth" className="btn-primary mt-4">
            Sign In
          </Link>
        )}
      </section>
    </main>
  );
}
