import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useToast } from "~/components/toast/ToastProvider";
import { refusalMessage, useFetcherResult } from "~/components/word/useFetcherResult";

/** What the Pasture's action answers a form that stays on the page: Conform's reply. */
export type PastureReply = SubmissionResult<string[]>;

/**
 * A fetcher for one of the Pasture's forms, posted to the route that renders the page (its own
 * action): a success toasts `success` and runs `onSuccess`; a refusal toasts the server's words.
 * An action that redirects with a toast brings no reply, and the root's flash toast shows instead.
 */
export function usePastureFetcher(success: string | null, onSuccess?: () => void) {
  const fetcher = useFetcher<PastureReply>();
  const { toast } = useToast();
  useFetcherResult(fetcher, (reply) => {
    if (reply.status === "success") {
      if (success) toast({ title: success, variant: "success" });
      onSuccess?.();
      return;
    }
    const message = refusalMessage(reply);
    if (message) toast({ title: message, variant: "error" });
  });
  return fetcher;
}
