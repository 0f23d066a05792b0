/**
 * Scripture references as links to the reader, in the shape the server hands to the page. The
 * parsing happens on the server (link-references.server.ts: the parser is ~43 KB gzip and never
 * reaches the browser); components only render what it found (<ScriptureText>, <ScriptureReference>).
 */

/** A run of free text, or a reference in it that links to the reader. */
export type ScriptureSegment =
  | { text: string; href?: undefined; label?: undefined }
  | { text: string; href: string; label: string };

/**
 * The references in a reading (app/kernel/audio/reading.ts), sentence by sentence: a sentence's index
 * in the reading → its text cut into segments. Only sentences that cite scripture are present, so
 * the read-along marks and the links sit in the same sentence spans.
 */
export type SentenceLinks = Record<number, ScriptureSegment[]>;

/** Where the devotional card links scripture: its passage, content and reflection, and the prayer. */
export interface DevotionalLinks {
  sentences: SentenceLinks;
  /** The prayer cut into segments, or null when it cites nothing. */
  prayer: ScriptureSegment[] | null;
}
