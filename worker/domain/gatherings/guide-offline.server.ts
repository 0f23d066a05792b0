/**
 * The discussion guide composed without a model: the linked material's passage (or a Nave's passage
 * for the gathering's topic), its text read from the bundled World English Bible, the material's own
 * questions filled out from the template library, and the library's prayers — a session's own prayer
 * closes the gathering when it has one.
 */
import { chapterHref } from "../../../app/kernel/bible/navigation";
import { parseCanonicalReference } from "../../../app/kernel/bible/reference";
import type { DiscussionGuideView } from "../../../app/kernel/gatherings/views";
import { BROTHERHOOD_PASSAGES } from "../../content/gathering-guides";
import type { Database } from "../../db/client";
import { passageText } from "../bible.server";
import type { GuideMaterial } from "./guide-material.server";
import { guideChoices, topicPassage } from "./guide-templates";

export type GuidePassage = DiscussionGuideView["passage"];

/** A canonical reference with its WEB text and its place in the reader, or null when the WEB lacks it. */
export async function guidePassage(db: Database, reference: string): Promise<GuidePassage | null> {
  const range = parseCanonicalReference(reference);
  const text = range ? await passageText(db, reference) : null;
  if (!range || text === null) return null;
  return { reference, text, href: chapterHref(range.book.id, range.chapter, range.verseStart, range.verseEnd) };
}

/**
 * The first of these passages the WEB has: the material's (a draft's passage is unchecked until it
 * is published), the topic's, and the first brotherhood passage, which always is.
 */
async function firstPassage(db: Database, references: string[]): Promise<GuidePassage> {
  for (const reference of references) {
    const passage = await guidePassage(db, reference);
    if (passage) return passage;
  }
  throw new Error(`None of the guide's passages is in the bundled Bible: ${references.join("; ")}`);
}

export async function composeOfflineGuide(
  db: Database,
  input: { title: string; description: string },
  material: GuideMaterial | null,
): Promise<DiscussionGuideView> {
  const candidates = [topicPassage(input.title, input.description), BROTHERHOOD_PASSAGES[0]!];
  const passage = await firstPassage(db, material ? [material.passage, ...candidates] : candidates);
  const choices = guideChoices(input.title, passage.reference, material?.questions ?? []);
  return {
    source: "offline",
    openingPrayer: choices.openingPrayer,
    passage,
    questions: choices.questions,
    closingPrayer: material?.closingPrayer?.trim() || choices.closingPrayer,
  };
}
