/**
 * A gathering's discussion guide: an opening prayer, one passage in the World English Bible, four
 * questions and a closing prayer, composed offline on iron sharpening iron.
 */
import { chapterHref } from "../../../app/kernel/bible/navigation";
import type { DiscussionGuideView } from "../../../app/kernel/gatherings/views";
import type { AppContext } from "../../context";
import { passageText } from "../bible.server";
import type { MemberScope } from "../member-scope.server";
import { succeed, type Outcome } from "../outcome";

export interface DiscussionGuideInput {
  title: string;
  description: string;
  /** A library series' slug or a hosted series' id, with one of its sessions. */
  seriesId?: string;
  sessionNumber?: number;
  /** A day of one of his own plans. */
  planDayId?: string;
}

export type GuideContext = Pick<AppContext, "db" | "env" | "requestId">;

const REFERENCE = "Proverbs 27:17";

export async function writeDiscussionGuide(app: GuideContext, _member: MemberScope, _input: DiscussionGuideInput): Promise<Outcome<{ guide: DiscussionGuideView }>> {
  const text = (await passageText(app.db, REFERENCE)) ?? "";
  return succeed({
    guide: {
      source: "offline",
      openingPrayer: "Lord, thank you for these brothers. Open our hearts to your Word and to one another. Amen.",
      passage: { reference: REFERENCE, text, href: chapterHref("Prov", 27, 17) },
      questions: [
        "Who in your life sharpens you, and how?",
        "Where have you been going it alone lately?",
        "What is one hard thing you could let a brother speak into this week?",
        "How can we pray for you before we meet again?",
      ],
      closingPrayer: "Father, send us out sharper than we came. Keep us faithful to you and to each other. Amen.",
    },
  });
}
