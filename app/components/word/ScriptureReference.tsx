import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { referenceHref } from "~/lib/bible/reference-href";

/**
 * A scripture reference that opens the reader: <ScriptureReference reference="Ephesians 5:25-28" />.
 * Canonical references link straight to the chapter with the verses highlighted; other spellings
 * go through the search page's reference jump. No parser reaches the browser (reference-href.ts).
 */
export function ScriptureReference({
  reference,
  children,
  className = "font-semibold text-primary underline decoration-primary/40 underline-offset-4 hover:decoration-primary",
}: {
  reference: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Link to={referenceHref(reference)} className={className} prefetch="intent">
      {children ?? reference}
    </Link>
  );
}
