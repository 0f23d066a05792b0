/**
 * A post or comment that speaks of suicide or self-harm is published as he wrote it — hiding it
 * would shame a man for reaching out — and flagged for an administrator to follow up. The writers
 * store this in `crisis_flagged_at` and answer `crisis: true`, so the page shows him the crisis card.
 */
import { speaksOfSelfHarm } from "../../../app/kernel/pasture/crisis";

/** When to flag the text (now), or null when it does not speak of self-harm. */
export function crisisFlagFor(body: string, now = new Date()): Date | null {
  return speaksOfSelfHarm(body) ? now : null;
}
