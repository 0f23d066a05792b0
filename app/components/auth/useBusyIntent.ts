import { useNavigation } from "@remix-run/react";
import type { AuthIntent } from "~/kernel/auth-form";

/** True from the moment a form with this intent is submitted until the next page has loaded. */
export function useBusyIntent(intent: AuthIntent | "set-password"): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}
