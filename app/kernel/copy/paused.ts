/** What a member reads when an administrator has switched a feature off with its kill switch. */
export const PAUSED_COPY = {
  pasture_posting: "Posting in The Pasture is paused for now. You can still read and pray for your brothers; please try again later.",
  gatherings: "Planning new gatherings is paused for now. Gatherings already planned go ahead; please try again later.",
} as const;
