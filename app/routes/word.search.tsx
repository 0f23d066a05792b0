/**
 * /word/search?q=&scope=&page=: full-text search of the WEB (FTS5), ranked, matches marked, filtered
 * by testament or book, paginated. A query that is a reference ("eph 5:25", "1 cor 13") redirects
 * straight to the passage. A plain GET form: works before (and without) JavaScript.
 */
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { MarkedText } from "~/components/word/MarkedText";
import { BIBLE_BOOKS } from "~/kernel/bible/books";
import { SEARCH_COPY, WORD } from "~/kernel/copy/word";
import { groupedCount } from "~/kernel/numbers";
import { parseSearchParams, searchBible, type SearchResults } from "../../worker/domain/word-search.server";
import { pageMeta } from "~/kernel/page-meta";

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  pageMeta(loaded && "q" in loaded && loaded.q ? `${loaded.q} · ${WORD.search} · Shepherd` : `${SEARCH_COPY.title} · Shepherd`);

type SearchPage =
  | { state: "form"; q: string; scope: string }
  | { state: "message"; q: string; scope: string; message: string }
  | ({ state: "results" } & SearchResults);

export async function loader({ context, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const params = parseSearchParams(url.searchParams);
  const q = (url.searchParams.get("q") ?? "").slice(0, 200);
  const scope = url.searchParams.get("scope") ?? "all";
  if (!params.ok) return data<SearchPage>({ state: "message", q, scope, message: params.message }, { status: params.status });
  const outcome = await searchBible(context.app.db, params.value);
  if (!outcome.ok) return data<SearchPage>({ state: "message", q, scope, message: outcome.message }, { status: outcome.status });
  switch (outcome.kind) {
    case "empty":
      return data<SearchPage>({ state: "form", q, scope });
    case "jump":
      if (outcome.jump.kind === "passage") throw redirect(outcome.jump.href);
      return data<SearchPage>(
        { state: "message", q, scope, message: SEARCH_COPY.missing(outcome.jump.label, outcome.jump.message) },
        { status: 404 }
      );
    default:
      return data<SearchPage>({ state: "results", ...outcome });
  }
}

function searchHref(q: string, scope: string, page = 1) {
  const params = new URLSearchParams({ q });
  if (scope !== "all") params.set("scope", scope);
  if (page > 1) params.set("page", String(page));
  return `/word/search?${params}`;
}

export default function WordSearch() {
  const page = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const inputId = useId();
  const scopeId = useId();
  const counts = page.state === "results" ? page.counts : null;
  const count = (n: number | undefined) => (counts ? ` (${groupedCount(n ?? 0)})` : "");

  return (
    <section aria-labelledby="word-search-title" className="mt-4 lg:max-w-content">
      <h1 id="word-search-title" className="font-serif text-3xl font-bold">
        {SEARCH_COPY.title}
      </h1>
      <Form method="get" action="/word/search" role="search" className="mt-4 space-y-3">
        <div>
          <label htmlFor={inputId} className="text-sm font-medium">
            {SEARCH_COPY.label}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={inputId}
              type="search"
              name="q"
              defaultValue={page.q}
              maxLength={200}
              placeholder={SEARCH_COPY.placeholder}
              aria-describedby={`${inputId}-hint`}
              className="block min-h-[44px] w-full rounded-lg border border-muted/50 bg-surface px-3 text-base text-fg"
            />
            <button type="submit" className="btn-primary" disabled={navigation.state === "loading"}>
              {SEARCH_COPY.submit}
            </button>
          </div>
          <p id={`${inputId}-hint`} className="mt-1 text-sm text-muted">
            {SEARCH_COPY.hint}
          </p>
        </div>
        <div>
          <label htmlFor={scopeId} className="text-sm font-medium">
            {SEARCH_COPY.scope}
          </label>
          <select
            id={scopeId}
            name="scope"
            defaultValue={page.scope}
            key={page.scope}
            className="mt-1 block min-h-[44px] w-full rounded-lg border border-muted/50 bg-surface px-3 text-base text-fg"
          >
            <option value="all">
              {SEARCH_COPY.all}
              {count(counts?.all)}
            </option>
            <option value="OT">
              {SEARCH_COPY.oldTestament}
              {count(counts?.OT)}
            </option>
            <option value="NT">
              {SEARCH_COPY.newTestament}
              {count(counts?.NT)}
            </option>
            {BIBLE_BOOKS.map((book) => (
              <option key={book.id} value={book.id}>
                {book.name}
                {count(counts?.books.find((entry) => entry.book === book.id)?.count)}
              </option>
            ))}
          </select>
        </div>
      </Form>

      {page.state === "message" ? (
        <p role="alert" className="mt-6 rounded-lg border border-danger/40 bg-danger/5 p-4">
          {page.message}
        </p>
      ) : null}

      {page.state === "results" ? <Results page={page} /> : null}
    </section>
  );
}

function Results({ page }: { page: { state: "results" } & SearchResults }) {
  const scopes = [
    { scope: "all", label: SEARCH_COPY.all, count: page.counts.all },
    { scope: "OT", label: SEARCH_COPY.oldTestament, count: page.counts.OT },
    { scope: "NT", label: SEARCH_COPY.newTestament, count: page.counts.NT },
  ];
  return (
    <div className="mt-6">
      <ul className="flex flex-wrap gap-2" aria-label={SEARCH_COPY.scope}>
        {scopes.map((item) => (
          <li key={item.scope}>
            <Link
              to={searchHref(page.q, item.scope)}
              aria-current={page.scope === item.scope ? "true" : undefined}
              className={`inline-flex min-h-[44px] items-center rounded-full border px-4 text-sm ${
                page.scope === item.scope ? "border-primary bg-primary text-primary-fg" : "border-border"
              }`}
            >
              {item.label} ({item.count.toLocaleString("en-US")})
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="mt-5 text-lg font-semibold" aria-live="polite">
        {page.total > 0 ? SEARCH_COPY.results(page.total, page.q) : SEARCH_COPY.none(page.q)}
      </h2>
      <ol className="mt-3 space-y-3" start={(page.page - 1) * page.pageSize + 1}>
        {page.results.map((hit) => (
          <li key={hit.href} className="card p-4">
            <Link to={hit.href} className="font-semibold text-primary underline underline-offset-4">
              {hit.reference}
            </Link>
            <p className="mt-1 font-serif leading-relaxed">
              <MarkedText segments={hit.segments} />
            </p>
          </li>
        ))}
      </ol>
      {page.pageCount > 1 ? (
        <nav aria-label={SEARCH_COPY.pages} className="mt-6 flex items-center justify-between gap-3">
          {page.page > 1 ? (
            <Link to={searchHref(page.q, page.scope, page.page - 1)} rel="prev" className="btn-secondary">
              {SEARCH_COPY.previous}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted">{SEARCH_COPY.pageOf(page.page, page.pageCount)}</span>
          {page.page < page.pageCount ? (
            <Link to={searchHref(page.q, page.scope, page.page + 1)} rel="next" className="btn-secondary">
              {SEARCH_COPY.next}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
