/**
 * Words that mean a man may be in danger. A post or comment that uses them is published as he
 * wrote it (hiding it would shame him for reaching out), but he is shown crisis resources at once
 * and it is flagged for an administrator to follow up. The list favours catching a cry for help
 * over missing one: a false match costs a kind card and an admin's glance.
 */
const CRISIS_PATTERNS: readonly RegExp[] = [
  /\bsuicid(?:e|al)\b/i,
  /\bkill(?:ing)?\s+my\s*self\b/i,
  /\bend(?:ing)?\s+(?:my|it)\s+(?:own\s+)?(?:life|all)\b/i,
  /\btake\s+my\s+(?:own\s+)?life\b/i,
  /\bself[-\s]?harm(?:ing)?\b/i,
  /\b(?:cut|cutting|hurt|hurting)\s+my\s*self\b/i,
  /\bwant(?:ing)?\s+to\s+die\b/i,
  /\bbetter\s+off\s+(?:dead|without\s+me)\b/i,
  /\bno\s+reason\s+to\s+live\b/i,
];

export function speaksOfSelfHarm(text: string): boolean {
  return CRISIS_PATTERNS.some((pattern) => pattern.test(text));
}
