import { useEffect, useState } from "react";
import { answerOf, apiClient } from "~/browser/api-client";
import type { MentionSuggestion } from "~/kernel/pasture/views";

/**
 * The members GET /api/pasture/mentions suggests for what he typed after "@" (null: he is not
 * typing a mention). The last list stays while the next is asked for, so it does not flicker.
 */
export function useMentionSuggestions(query: string | null): MentionSuggestion[] {
  const [members, setMembers] = useState<MentionSuggestion[]>([]);
  useEffect(() => {
    if (query === null) return;
    let current = true;
    void answerOf(apiClient.pasture.mentions.$get({ query: { q: query } })).then((answer) => {
      if (current && answer.ok) setMembers(answer.data.members);
    });
    return () => {
      current = false;
    };
  }, [query]);
  return query === null ? [] : members;
}
