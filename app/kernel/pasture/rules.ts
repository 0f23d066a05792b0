/**
 * The Pasture's numbers, in one place: the server enforces them and the page shows them. The
 * rate limits follow what community forums (Discourse's defaults) and church apps use to keep a
 * new account from flooding a feed without getting in the way of a man who simply has a lot to say.
 */

/** A post's text, in characters. */
export const POST_MAX_CHARS = 2000;
/** A comment's text, in characters. */
export const COMMENT_MAX_CHARS = 1000;
/** At most this many different members mentioned in one post or comment. */
export const MAX_MENTIONS = 10;
/** A member may edit his own post or comment for this long after writing it. */
export const EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Posts per feed page ("Load more" fetches the next page). */
export const FEED_PAGE_SIZE = 20;

/** An item is hidden once this many different members have reported it (an admin's report hides at once). */
export const REPORTS_TO_HIDE = 3;

export const FIRST_DAY_MS = 24 * 60 * 60 * 1000;
/** In his first day a member may write at most this many posts and comments. */
export const FIRST_DAY_MAX_POSTS = 3;
export const FIRST_DAY_MAX_COMMENTS = 10;
/** Everyone: at most one post per this many seconds, and this many comments per hour. */
export const POST_INTERVAL_SECONDS = 30;
export const COMMENTS_PER_HOUR = 30;
/** The same text posted (or commented) twice within this window is refused. */
export const DUPLICATE_WINDOW_MS = 5 * 60 * 1000;

/** A post's image: one, of these types, at most this size; stored in R2 under a key the server builds. */
export const POST_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const POST_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const REACTIONS = ["amen", "praying"] as const;
export type Reaction = (typeof REACTIONS)[number];

export const REPORT_REASONS = ["harassment", "spam", "inappropriate", "false_teaching", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORTABLE_KINDS = ["post", "comment"] as const;
export type ReportableKind = (typeof REPORTABLE_KINDS)[number];

/** What a post can share: today's devotional or a day of one of his plans ("I read …"). */
export const SHARE_KINDS = ["devotional", "plan_day"] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** The anchor a post has on /pasture, which mention notifications lead to. */
export const postAnchor = (postId: string) => `post-${postId}`;
export const postHref = (postId: string) => `/pasture#${postAnchor(postId)}`;
/** After he writes of suicide or self-harm, /pasture?care=1 shows him the crisis resources first. */
export const CRISIS_PARAM = "care";

/** Whether a post or comment written at `createdAt` may still be edited at `now`. */
export function withinEditWindow(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() <= EDIT_WINDOW_MS;
}

/**
 * The NotificationHub message a member's open pages receive when someone else posts: the page
 * shows the "New posts" pill and counts them; it fetches nothing until he taps it.
 */
export const NEW_POST_MESSAGE = "pasture:new-post";
