import { useCallback } from "react";
import { answerOf, apiClient } from "~/browser/api-client";
import type { SuggestMembers } from "~/components/pasture/useMentionSuggestions";

/** Mention suggestions for a flock's composers: only that flock's members (GET /api/flocks/:flockId/mentions). */
export function useFlockMentions(flockId: string): SuggestMembers {
  return useCallback<SuggestMembers>(
    async (q) => {
      const answer = await answerOf(apiClient.flocks[":flockId"].mentions.$get({ param: { flockId }, query: { q } }));
      return answer.ok ? answer.data.members : null;
    },
    [flockId],
  );
}
