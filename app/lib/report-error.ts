/** Sends a render error to the server's error report (stored for admins); never throws. */
export function reportClientError(error: unknown, componentStack?: string | null) {
  const err = error instanceof Error ? error : new Error(String(error));
  console.error("Render error:", err, componentStack ?? "");
  if (typeof window === "undefined") return;
  const body = JSON.stringify({
    message: err.message.slice(0, 2000) || "Unknown error",
    stack: err.stack?.slice(0, 20000),
    componentStack: componentStack?.slice(0, 20000) || undefined,
    url: window.location.href.slice(0, 2000),
  });
  fetch("/api/client-errors", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
    keepalive: true,
  }).catch(() => {});
}
