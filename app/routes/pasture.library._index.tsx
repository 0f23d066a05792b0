/**
 * /pasture/library — the study series library: the library's own series and those members have
 * published, as cards with their cover art, filtered by focus area with a GET form (no script
 * needed). Members only; hosting a series starts from here.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { FocusFilter } from "~/components/series/FocusFilter";
import { SeriesCard } from "~/components/series/SeriesCard";
import { LIBRARY_COPY } from "~/kernel/copy/series";
import { LibraryQuerySchema } from "~/kernel/series/schemas";
import { requireMember } from "~/server/guards.server";
import { listSeries } from "../../worker/domain/series/library.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction = () => pageMeta(`${LIBRARY_COPY.title} · Shepherd`);

export async function loader({ context, request }: LoaderFunctionArgs) {
  const member = await requireMember(context, request);
  // An area the filter does not offer shows the whole library rather than an error page.
  const query = LibraryQuerySchema.safeParse({ focus: new URL(request.url).searchParams.get("focus") || undefined });
  const focus = query.success ? (query.data.focus ?? null) : null;
  return { focus, series: await listSeries(context.app.db, member, focus ?? undefined) };
}

export default function Library() {
  const { focus, series } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-content space-y-5 px-4 pb-28 pt-6">
      <p>
        <Link to="/pasture" className="text-sm font-semibold text-primary underline underline-offset-4">
          {LIBRARY_COPY.pasture}
        </Link>
      </p>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="font-serif text-3xl font-bold">{LIBRARY_COPY.title}</h1>
          <p className="mt-1 text-muted">{LIBRARY_COPY.intro}</p>
        </div>
        <Link to="/pasture/library/new" className="btn-secondary">
          {LIBRARY_COPY.host}
        </Link>
      </header>
      <FocusFilter focus={focus} />
      {series.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={LIBRARY_COPY.title}>
          {series.map((item) => (
            <SeriesCard key={item.id} series={item} />
          ))}
        </ul>
      ) : (
        <p className="card text-muted">{LIBRARY_COPY.empty}</p>
      )}
    </main>
  );
}
