/**
 * A builder's passages (The Path's plan days, a hosted series' sessions) checked before they are
 * published: each in canonical form, inside one chapter and within its length, and present in the
 * bundled World English Bible. A refusal names the first that is not, under its form field.
 */
import { canonicalPassage } from "../../app/kernel/bible/citations";
import { parseCanonicalReference } from "../../app/kernel/bible/reference";
import type { Database } from "../db/client";
import { refuse, succeed, type Outcome } from "./outcome";
import { versesOf } from "./plan-composer.server";

export interface PassageRules {
  maxVerses: number;
  /** The form field of the Nth passage ("days.2.passage"). */
  field: (index: number) => string;
  messages: { passageLength: string; passageMissing: (reference: string) => string };
}

export async function checkedPassages(db: Database, references: string[], { maxVerses, field, messages }: PassageRules): Promise<Outcome<{ passages: string[] }>> {
  const canonical: string[] = [];
  for (const [index, reference] of references.entries()) {
    const passage = canonicalPassage(reference, maxVerses);
    if (!passage) return refuse(400, messages.passageLength, { field: field(index) });
    canonical.push(passage);
  }
  const texts = await versesOf(db, canonical);
  for (const [index, passage] of canonical.entries()) {
    // A chapter the book does not have ("Psalms 151:1") does not parse; a verse it lacks reads short.
    const range = parseCanonicalReference(passage);
    if (!range || (texts.get(passage)?.length ?? 0) !== range.verseEnd - range.verseStart + 1) {
      return refuse(400, messages.passageMissing(passage), { field: field(index) });
    }
  }
  return succeed({ passages: canonical });
}
