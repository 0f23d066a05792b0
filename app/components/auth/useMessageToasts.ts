import { useEffect } from "react";
import { useToast } from "~/components/toast/ToastProvider";
import type { AuthActionData } from "~/kernel/auth-form";

/** Each new action answer shows its error or notice once as a toast. */
export function useMessageToasts(data: Pick<AuthActionData, "error" | "notice"> | undefined) {
  const { toast } = useToast();
  useEffect(() => {
    if (data?.error) toast({ ...data.error, variant: "error" });
    if (data?.notice) toast({ ...data.notice, variant: "success" });
  }, [data, toast]);
}
