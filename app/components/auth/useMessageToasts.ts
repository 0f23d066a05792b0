import { useEffect } from "react";
import { useToast } from "~/components/toast/ToastProvider";
import type { AuthMessage } from "~/kernel/auth-form";

/** Each new action answer shows its error or notice once as a toast (pass a new object per answer). */
export function useMessageToasts(messages: { error?: AuthMessage; notice?: AuthMessage } | undefined) {
  const { toast } = useToast();
  useEffect(() => {
    if (messages?.error) toast({ ...messages.error, variant: "error" });
    if (messages?.notice) toast({ ...messages.notice, variant: "success" });
  }, [messages, toast]);
}
