import { Link } from "@remix-run/react";
import { Fragment } from "react";
import type { ScriptureSegment } from "~/kernel/bible/scripture-links";
import { SCRIPTURE_LINK_CLASS } from "./ScriptureReference";

/**
 * Free text with its scripture references linked to the reader. The segments come from
 * linkReferences(text) (worker/bible/link-references.ts), called in a loader or API handler.
 */
export function ScriptureText({ segments, linkClassName = SCRIPTURE_LINK_CLASS }: { segments: ScriptureSegment[]; linkClassName?: string }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.href ? (
          <Link key={index} to={segment.href} title={segment.label} className={linkClassName}>
            {segment.text}
          </Link>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        )
      )}
    </>
  );
}
