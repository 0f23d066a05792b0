import { Link } from "@remix-run/react";
import type { ScriptureSegment } from "~/lib/bible/reference-href";

/**
 * Free text with its scripture references linked to the reader. The segments come from
 * linkReferences(text) (app/lib/bible/link-references.server.ts), called in a loader or API handler.
 */
export function ScriptureText({ segments, linkClassName }: { segments: ScriptureSegment[]; linkClassName?: string }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.href ? (
          <Link
            key={index}
            to={segment.href}
            title={segment.label}
            className={linkClassName ?? "font-semibold text-primary underline decoration-primary/40 underline-offset-4"}
          >
            {segment.text}
          </Link>
        ) : (
          <span key={index}>{segment.text}</span>
        )
      )}
    </>
  );
}
