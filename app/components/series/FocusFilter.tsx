import { Form } from "@remix-run/react";
import { useId } from "react";
import { LIBRARY_COPY } from "~/kernel/copy/series";
import { FOCUS_AREAS } from "~/kernel/focus-areas";

/** Filter the library by focus area: a GET form, so it works before the page's script has loaded. */
export function FocusFilter({ focus }: { focus: string | null }) {
  const id = useId();
  return (
    <Form method="get" action="/pasture/library" className="flex flex-wrap items-end gap-2" role="search" aria-label={LIBRARY_COPY.filterForm}>
      <div className="min-w-[12rem] flex-1">
        <label htmlFor={id} className="text-sm font-medium">
          {LIBRARY_COPY.filterLabel}
        </label>
        <select id={id} name="focus" defaultValue={focus ?? ""} className="mt-1 block min-h-[44px] w-full rounded-lg border border-muted/50 bg-surface px-3 text-base text-fg">
          <option value="">{LIBRARY_COPY.allAreas}</option>
          {FOCUS_AREAS.map((area) => (
            <option key={area} value={area}>
              {area}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-secondary">
        {LIBRARY_COPY.filter}
      </button>
    </Form>
  );
}
