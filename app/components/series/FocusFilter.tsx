import { Form } from "@remix-run/react";
import { LIBRARY_COPY } from "~/kernel/copy/series";
import { FocusAreaSelect } from "./FocusAreaSelect";

/** Filter the library by focus area: a GET form, so it works before the page's script has loaded. */
export function FocusFilter({ focus }: { focus: string | null }) {
  return (
    <Form method="get" action="/pasture/library" className="flex flex-wrap items-end gap-2" role="search" aria-label={LIBRARY_COPY.filterForm}>
      <FocusAreaSelect label={LIBRARY_COPY.filterLabel} name="focus" defaultValue={focus ?? ""} anyLabel={LIBRARY_COPY.allAreas} />
      <button type="submit" className="btn-secondary">
        {LIBRARY_COPY.filter}
      </button>
    </Form>
  );
}
