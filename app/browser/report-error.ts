import { CLIENT_ERROR_LIMITS } from "../kernel/client-error-limits";
import { apiClient } from "./api-client";

/** Sends a render error to the server's error report (stored for admins); never throws. */
export function reportClientError(error: unknown, componentStack?: string | null) {
  const err = error instanceof Error ? error : new Error(String(error));
  console.error("Render error:", err, componentStack ?? "");
  if (typeof window === "undefined") return;
  const json = {
    message: err.message.slice(0, CLIENT_ERROR_LIMITS.message) || "Unknown error",
    stack: err.stack?.slice(0, CLIENT_ERROR_LIMITS.stack),
    componentStack: componentStack?.slice(0, CLIENT_ERROR_LIMITS.componentStack) || undefined,
    url: window.location.href.slice(0, CLIENT_ERROR_LIMITS.url),
  };
  apiClient["client-errors"].$post({ json }, { init: { keepalive: true } }).catch(() => {});
}
