import { useId, useState, type RefObject } from "react";
import { BUILDER_COPY } from "~/kernel/copy/path";

interface Hit {
  reference: string;
  text: string;
}

/** The reader's search (GET /api/word/search): words find verses, a reference jumps to itself. */
async function searchWord(query: string): Promise<Hit[] | string> {
  const response = await fetch(`/api/word/search?${new URLSearchParams({ q: query })}`);
  const body = (await response.json()) as {
    error?: string;
    reference?: { kind: string; label: string };
    results?: { reference: string; segments: { text: string }[] }[];
  };
  if (!response.ok) return body.error ?? BUILDER_COPY.noResults;
  if (body.reference?.kind === "passage") return [{ reference: body.reference.label, text: "" }];
  return (body.results ?? []).slice(0, 8).map((hit) => ({ reference: hit.reference, text: hit.segments.map((segment) => segment.text).join("") }));
}

/**
 * "Find a passage" beside a day's passage field: search The Word and pick a verse (or the passage a
 * typed reference names). Needs JavaScript; without it the reference is typed into the field.
 */
export function PassagePicker({ target }: { target: RefObject<HTMLInputElement | null> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [state, setState] = useState<{ busy: boolean; hits: Hit[]; message: string | null }>({ busy: false, hits: [], message: null });

  const run = async () => {
    if (!query.trim()) return;
    setState({ busy: true, hits: [], message: null });
    try {
      const result = await searchWord(query.trim());
      setState(typeof result === "string" ? { busy: false, hits: [], message: result } : { busy: false, hits: result, message: result.length ? null : BUILDER_COPY.noResults });
    } catch {
      setState({ busy: false, hits: [], message: BUILDER_COPY.noResults });
    }
  };

  if (!open) {
    return (
      <button type="button" className="mt-1 text-sm font-semibold text-primary underline underline-offset-4" onClick={() => setOpen(true)}>
        {BUILDER_COPY.findPassage}
      </button>
    );
  }
  return (
    <div className="mt-2 rounded-xl border border-border bg-bg p-3">
      <label htmlFor={id} className="text-sm font-medium">
        {BUILDER_COPY.searchLabel}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void run();
            }
          }}
          className="block min-h-[44px] w-full rounded-lg border border-muted/50 bg-surface px-3 text-base text-fg"
        />
        <button type="button" className="btn-secondary shrink-0" onClick={() => void run()} disabled={state.busy}>
          {state.busy ? BUILDER_COPY.searching : BUILDER_COPY.search}
        </button>
      </div>
      <div aria-live="polite">
        {state.message ? <p className="mt-2 text-sm text-muted">{state.message}</p> : null}
        {state.hits.length > 0 ? (
          <ul className="mt-2 space-y-2">
            {state.hits.map((hit) => (
              <li key={hit.reference} className="text-sm">
                <button
                  type="button"
                  className="font-semibold text-primary underline underline-offset-4"
                  onClick={() => {
                    if (target.current) target.current.value = hit.reference;
                    setOpen(false);
                    target.current?.focus();
                  }}
                >
                  {BUILDER_COPY.use(hit.reference)}
                </button>
                {hit.text ? <span className="ml-1 text-muted">{hit.text}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
