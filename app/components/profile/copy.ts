/** Copy for /profile/{userId}, a member's public face (kept beside its components: the screen has no copy module under app/kernel/copy yet). */

export const PROFILE_PAGE = {
  memberSince: (monthYear: string) => `Member since ${monthYear}`,
  focusTitle: "Focus areas",
  noFocus: "No focus areas shared yet.",
  editOwn: "Edit profile and settings",
  ownNote: "This is how other men see you. Your journal, check-ins, prayers and whispers are never shown here.",
  journalLink: "Your journal",
  whispersLink: "Your Shepherd's Whispers",
  fallbackName: "Shepherd member",
  avatarAlt: (name: string) => `${name}'s picture`,
  communitySoon: "Community activity appears here once The Pasture and My Flock open.",
} as const;
