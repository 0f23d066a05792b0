/**
 * What the Pasture's pages receive from the server: every field is already decided for the member
 * looking (what he may do with each item, whether it is hidden, who he has blocked has been left
 * out). The page renders these; it never works out a permission itself.
 */
import type { GatheringCardView } from "../gatherings/views";
import type { Reaction, ShareKind } from "./rules";

export interface PastureAuthorView {
  id: string;
  displayName: string;
  avatarUrl: string | null;
  /** /profile/{id} */
  href: string;
}

export interface PastureCommentView {
  id: string;
  author: PastureAuthorView;
  body: string;
  createdAt: string;
  edited: boolean;
  /** Hidden for review: only its author sees it, marked so. */
  hidden: boolean;
  mine: boolean;
  canEdit: boolean;
  canReport: boolean;
}

export interface PasturePostView {
  id: string;
  /** The element id mentions lead to (/pasture#post-…). */
  anchor: string;
  author: PastureAuthorView;
  body: string;
  createdAt: string;
  edited: boolean;
  hidden: boolean;
  /** The parsed passage and its place in the reader, when the post carries one. */
  scripture: { reference: string; href: string } | null;
  /** "I read …", fixed when posted, with where it leads. */
  share: { kind: ShareKind; label: string; href: string } | null;
  imageUrl: string | null;
  reactions: Record<Reaction, { count: number; mine: boolean }>;
  commentCount: number;
  /** Newest last. */
  comments: PastureCommentView[];
  mine: boolean;
  canEdit: boolean;
  canComment: boolean;
  canReport: boolean;
  /** Whether the member may block the author (not himself). */
  canBlock: boolean;
}

export interface PastureFeedPage {
  posts: PasturePostView[];
  /** Pass as ?before= for "Load more"; null at the end. */
  nextCursor: string | null;
}

/** What the composer can offer to share today: his devotional and his plan days read today. */
export interface ShareOption {
  kind: ShareKind;
  id: string;
  label: string;
}

export interface PastureView extends PastureFeedPage {
  shareOptions: ShareOption[];
  /** Gatherings he may join that are not over, soonest first. */
  gatherings: GatheringCardView[];
  /** Suspended members read but cannot write, react or report; the page says why. */
  suspended: boolean;
  /** He has just written of suicide or self-harm: the crisis resources come first on the page. */
  crisisResources: boolean;
}

export interface MentionSuggestion {
  id: string;
  displayName: string;
  username: string;
  avatarUrl: string | null;
}

/** What the author sees after posting or commenting: set when he wrote of self-harm. */
export interface CrisisNotice {
  crisis: boolean;
}
