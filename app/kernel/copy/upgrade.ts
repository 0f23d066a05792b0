/** Upgrade prompts: the titles are fixed wording; descriptions and actions are free to reword. */
export const UPGRADE_PROMPTS = {
  plan_viewing: {
    title: "Create Your Own Custom Plan",
    description:
      "Tell Shepherd where you are — a new father, a strained marriage, a team to lead — and get a study plan written for your season.",
    action: "Upgrade to create a plan",
  },
  series_viewing: {
    title: "Host Your Own Study Series",
    description: "Lead the men around you through a series you shape, with sessions, passages and questions ready to share.",
    action: "Upgrade to host a series",
  },
  profile_completion: {
    title: "Ready for More?",
    description:
      "Premium removes the monthly limits on listening, journaling and insights, and opens custom plans, series and gatherings.",
    action: "See Premium",
  },
  gathering_viewing: {
    title: "Lead Your Own Gatherings",
    description: "Host live video gatherings for your group, with prepared content to guide the conversation.",
    action: "Upgrade to lead gatherings",
  },
} as const;

export type UpgradePromptVariant = keyof typeof UPGRADE_PROMPTS;

/**
 * The upgrade banner on Today, as the A/B test `upgrade_banner_wording` words it: the control is the
 * banner's usual wording; the title stays fixed in every variant.
 */
export const UPGRADE_BANNER_WORDING: Record<string, { description: string; action: string }> = {
  control: { description: UPGRADE_PROMPTS.profile_completion.description, action: UPGRADE_PROMPTS.profile_completion.action },
  steward: {
    description: "You finished today's devotional. Premium gives you room to go deeper: unlimited listening, journaling and insights, plus plans written for your season.",
    action: "Go deeper with Premium",
  },
};
