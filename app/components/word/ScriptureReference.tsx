import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

export const SCRIPTURE_LINK_CLASS =
  "font-semibold text-primary underline decoration-primary/40 underline-offset-4 hover:decoration-primary";

/**
 * A field that holds one scripture reference (a whisper's verse, a journal entry's passage): a link
 * to the reader when the server found one (referenceHref in link-references.server.ts), else the
 * text as it is. No parser reaches the browser.
 */
export function ScriptureReference({
  reference,
  href,
  children,
  className = SCRIPTURE_LINK_CLASS,
}: {
  reference: string;
  href: string | null;
  children?: ReactNode;
  className?: string;
}) {
  if (!href) return <>{children ?? reference}</>;
  return (
    <Link to={href} className={className} prefetch="intent">
      {children ?? reference}
    </Link>
  );
}
