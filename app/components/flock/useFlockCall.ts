import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import type { ApiAnswer } from "~/browser/api-client";
import { useToast } from "~/components/toast/ToastProvider";
import { GENERIC_ERROR } from "~/kernel/copy/shell";

/**
 * Runs one call of the flock's JSON API for a section of its page: while it runs `pending` is true;
 * on success the page's loader runs again (so every section shows the same truth) and `success` is
 * toasted; a refusal is returned for the form to show under itself.
 */
export function useFlockCall() {
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const run = async <T,>(call: () => Promise<ApiAnswer<T>>, success: string): Promise<{ ok: true; data: T } | { ok: false; error: string }> => {
    setPending(true);
    try {
      const answer = await call();
      if (!answer.ok) return { ok: false, error: answer.error ?? GENERIC_ERROR.description };
      toast({ title: success });
      revalidator.revalidate();
      return answer;
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}
