import { useEffect, useState } from "react";
import { answerOf, apiClient } from "~/browser/api-client";
import type { MentionSuggestion } from "~/kernel/pasture/views";

/** Where suggestions come from: The Pasture's members, or (in a flock) only that flock's. */
export type SuggestMembers = (query: string) => Promise<MentionSuggestion[] | null>;

const pastureMembers: SuggestMembers = async (query) => {
  const answer = await answerOf(apiClient.pasture.mentions.$get({ query: { q: query } }));
  return answer.ok ? answer.data.members : null;
};

/**
 * The members `suggest` offers for what he typed after "@" (null: he is not typing a mention);
 * GET /api/pasture/mentions unless told otherwise. `suggest` must keep its identity between
 * renders. The last list stays while the next is asked for, so it does not flicker.
 */
export function useMentionSuggestions(query: string | null, suggest: SuggestMembers = pastureMembers): MentionSuggestion[] {
  const [members, setMembers] = useState<MentionSuggestion[]>([]);
  useEffect(() => {
    if (query === null) return;
    let current = true;
    void suggest(query).then((found) => {
      if (current && found) setMembers(found);
    });
    return () => {
      current = false;
    };
  }, [query, suggest]);
  return query === null ? [] : members;
}
