/**
 * A gathering's discussion guide: an opening prayer, one passage in the World English Bible, four to
 * six questions and a closing prayer. Written by the model when one is configured, composed offline
 * otherwise (and whenever the model's answer does not pass its checks).
 */
import type { DiscussionGuideView } from "../../../app/kernel/gatherings/views";
import type { AppContext } from "../../context";
import type { MemberScope } from "../member-scope.server";
import { refuse, type Outcome } from "../outcome";

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

export async function writeDiscussionGuide(
  _app: GuideContext,
  _member: MemberScope,
  _input: DiscussionGuideInput,
): Promise<Outcome<{ guide: DiscussionGuideView }>> {
  return refuse(503, "The discussion guide is not written yet.");
}
